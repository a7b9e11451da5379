// Domains on the expiry radar: a registration within its threshold is coming up beside the
// certificates, soonest first, opening the domain check's page; an expired one says so; the tray's
// summary counts them in the app's language.
import { afterEach, describe, expect, it } from 'vitest'
import { ENGLISH, resolveLocale } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import { comingUp } from '@app/core/engine/radar'
import { monitor, snapshot } from './snapshot-fixtures'

afterEach(() => setLocale(ENGLISH))

const NOW = Date.parse('2026-01-01T10:00:00.000Z')
const at = (ms: number) => new Date(NOW + ms).toISOString()
const DAY = 86_400_000

describe('domains on the expiry radar', () => {
  it('lists domains within their threshold beside certificates, soonest first', () => {
    const s = snapshot([monitor(1), monitor(2), monitor(3)])
    const view = comingUp(s, [{ monitorId: 1, validUntil: at(5 * DAY), thresholdDays: 14 }], NOW, [
      { monitorId: 2, validUntil: at(7 * DAY), thresholdDays: 14 },
      { monitorId: 3, validUntil: at(-DAY), thresholdDays: 14 },
      // Outside the threshold, or never read: not coming up.
      { monitorId: 1, validUntil: at(60 * DAY), thresholdDays: 14 },
      { monitorId: 1, validUntil: null, thresholdDays: 14 },
    ])
    expect(view.items.map((i) => i.text)).toEqual([
      'Domain of site-3.example has expired',
      'Certificate of site-1.example expires in 5 days',
      'Domain of site-2.example expires in 7 days',
    ])
    expect(view.items[2]).toMatchObject({ kind: 'domain', monitorId: 2, checkType: 'domain' })
    expect(view.items[2]!.msLeft).toBe(7 * DAY)
    expect(view.summary).toBe('1 certificate expires within 14 days, 2 domains expire soon')
  })

  it("counts the domains in the tray's language", () => {
    setLocale(resolveLocale('de', ['de-DE']))
    const view = comingUp(snapshot([monitor(1)]), [], NOW, [
      { monitorId: 1, validUntil: at(3 * DAY), thresholdDays: 14 },
    ])
    expect(view.summary).toBe('1 Domain läuft bald ab')
  })
})
