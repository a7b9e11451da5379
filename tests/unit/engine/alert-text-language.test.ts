// The engine's alert texts in the current language: French and Dutch sentences around the
// service's own words (monitor label, check summary), plurals by each language's rules.
import { afterEach, describe, expect, it } from 'vitest'
import { awayAlert, burstAlert, eventAlert } from '@app/core/engine/alert-text'
import { ENGLISH, resolveLocale } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import type { ChangeEvent } from '@app/shared/model'
import { atText } from '@app/shared/time-text'
import { monitor, snapshot, withCheck } from './snapshot-fixtures'

const NOW = new Date('2026-01-01T10:00:00.000Z')
const failed: ChangeEvent = {
  type: 'check.changed',
  at: '2026-01-01T09:58:00.000Z',
  monitorId: 1,
  monitorLabel: 'site-1.example',
  checkId: 10,
  checkType: 'uptime',
  from: 'succeeded',
  to: 'failed',
}
const picture = snapshot([withCheck(monitor(1), { result: 'failed', summary: 'Down: 503' })])
const since = () => atText(failed.at, { now: NOW.getTime() })

afterEach(() => setLocale(ENGLISH))

describe('alert texts', () => {
  it('in French: title and body around the service’s words', () => {
    setLocale(resolveLocale('fr', ['fr-FR']))
    const alert = eventAlert({ event: failed, kind: 'failure', flapping: false }, picture, NOW, 'a')
    expect(alert.title).toBe('site-1.example : Disponibilité en échec')
    expect(alert.body).toBe(
      `Disponibilité en échec depuis ${since()} ; auparavant OK. État : Down: 503.`,
    )
    expect(since()).not.toMatch(/today|yesterday/)
  })

  it('in French: one change is singular, as are 0 and 1 in French', () => {
    setLocale(resolveLocale('fr', ['fr-FR']))
    const one = awayAlert([{ event: failed, kind: 'failure' }], picture, 'b')
    expect(one.title).toBe('1 changement pendant votre absence')
    const subjects = [1, 2].map((id) => ({
      event: { ...failed, checkId: id },
      kind: 'warning' as const,
      flapping: false,
    }))
    expect(burstAlert(subjects, picture, 'c').title).toBe('2 changements : 2 avertissements')
  })

  it('in Dutch: a recovery', () => {
    setLocale(resolveLocale('nl', ['nl-NL']))
    const recovered = { ...failed, from: 'failed', to: 'succeeded' }
    const alert = eventAlert(
      { event: recovered, kind: 'recovery', flapping: false },
      snapshot([monitor(1)]),
      NOW,
      'd',
    )
    expect(alert.title).toBe('site-1.example: Beschikbaarheid hersteld')
    expect(alert.body).toBe(
      `Beschikbaarheid weer geslaagd sinds ${since()}; daarvoor mislukt. Status: Up.`,
    )
  })

  it('in English as before', () => {
    const alert = eventAlert({ event: failed, kind: 'failure', flapping: false }, picture, NOW, 'e')
    expect(alert.title).toBe('site-1.example: Uptime failed')
    expect(alert.body).toBe(
      `Uptime failed since ${since()}; before that it succeeded. Status: Down: 503.`,
    )
  })
})
