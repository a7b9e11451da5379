import { afterEach, describe, expect, it } from 'vitest'
import { ENGLISH, resolveLocale } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import { comingUp, cronDueAt } from '@app/core/engine/radar'
import { check, cron, monitor, snapshot } from './snapshot-fixtures'

afterEach(() => setLocale(ENGLISH))

const NOW = Date.parse('2026-01-01T10:00:00.000Z')
const at = (ms: number) => new Date(NOW + ms).toISOString()
const MIN = 60_000
const DAY = 86_400_000

describe('the expiry radar', () => {
  it('lists certificates within their threshold, soonest first, with one summary line', () => {
    const s = snapshot([monitor(1), monitor(2), monitor(3)])
    const view = comingUp(
      s,
      [
        { monitorId: 1, validUntil: at(10 * DAY), thresholdDays: 14 },
        { monitorId: 2, validUntil: at(3 * DAY), thresholdDays: 14 },
        // Outside its own (shorter) threshold: not coming up.
        { monitorId: 3, validUntil: at(10 * DAY), thresholdDays: 7 },
      ],
      NOW,
    )
    expect(view.items.map((i) => i.text)).toEqual([
      'Certificate of site-2.example expires in 3 days',
      'Certificate of site-1.example expires in 10 days',
    ])
    expect(view.items[0]).toMatchObject({ monitorId: 2, checkType: 'certificate_health' })
    expect(view.summary).toBe('2 certificates expire within 14 days')
  })

  it('says the threshold of the certificates it lists, not the widest of all read', () => {
    const s = snapshot([monitor(1), monitor(2)])
    const view = comingUp(
      s,
      [
        { monitorId: 1, validUntil: at(5 * DAY), thresholdDays: 14 },
        // A wider threshold, but far from expiring: it must not widen the line.
        { monitorId: 2, validUntil: at(200 * DAY), thresholdDays: 30 },
      ],
      NOW,
    )
    expect(view.items).toHaveLength(1)
    expect(view.summary).toBe('1 certificate expires within 14 days')
  })

  it('names snoozes and maintenance windows ending within the hour, not later ones', () => {
    const s = snapshot([
      monitor(1, { checks: [check(10, { snoozedUntil: at(20 * MIN) })] }),
      monitor(2, { checks: [check(20, { snoozedUntil: at(90 * MIN) })] }),
      monitor(3, {
        maintenance: { startedAt: at(-MIN), endsAt: at(45 * MIN), name: null, periodId: 7 },
      }),
    ])
    const view = comingUp(s, [], NOW)
    expect(view.items.map((i) => [i.kind, i.monitorId, i.checkType])).toEqual([
      ['snooze', 1, 'uptime'],
      ['maintenance', 3, null],
    ])
    expect(view.items[0]!.text).toBe('Snooze of Uptime on site-1.example ends in 20 minutes')
    expect(view.summary).toBe(
      '1 snooze ends within the hour, 1 maintenance window ends within the hour',
    )
  })

  it('finds cron jobs whose ping is overdue, in grace or past it, but not failed or snoozed ones', () => {
    const last = at(-10 * MIN)
    const s = snapshot([monitor(1)], {
      1: [
        cron(1, 1, { lastPingAt: last, frequencyInMinutes: 8, graceTimeInMinutes: 5 }),
        cron(2, 1, { lastPingAt: last, frequencyInMinutes: 5, graceTimeInMinutes: 1 }),
        cron(3, 1, { lastPingAt: last, frequencyInMinutes: 5, result: 'failed' }),
        cron(4, 1, { lastPingAt: last, frequencyInMinutes: 5, snoozedUntil: at(MIN) }),
        cron(5, 1, { lastPingAt: last, frequencyInMinutes: 60 }),
      ],
    })
    const view = comingUp(s, [], NOW)
    expect(view.items.map((i) => i.text)).toEqual([
      'Cron job job-2 is past its grace time',
      'Cron job job-1 is late: fails in 3 minutes without a ping',
    ])
    expect(view.summary).toBe('2 cron jobs late')
  })

  it('reads a cron expression in its time zone', () => {
    const job = cron(1, 1, {
      type: 'cron',
      cronExpression: '0 3 * * *',
      serverTimezone: 'Europe/Brussels',
      frequencyInMinutes: null,
      lastPingAt: '2026-01-01T02:00:00.000Z',
    })
    // 03:00 in Brussels is 02:00 UTC in winter: the next run is a day later.
    expect(new Date(cronDueAt(job)!).toISOString()).toBe('2026-01-02T02:00:00.000Z')
    expect(cronDueAt({ ...job, cronExpression: 'not a cron' })).toBeNull()
  })

  it("carries each item's parts, from which a window says it in its own language", () => {
    const last = at(-10 * MIN)
    const s = snapshot(
      [
        monitor(1, { checks: [check(10, { snoozedUntil: at(20 * MIN) })] }),
        monitor(2, {
          maintenance: { startedAt: at(-MIN), endsAt: at(45 * MIN), name: null, periodId: 7 },
        }),
      ],
      { 1: [cron(2, 1, { lastPingAt: last, frequencyInMinutes: 5, graceTimeInMinutes: 1 })] },
    )
    const view = comingUp(s, [{ monitorId: 2, validUntil: at(-DAY), thresholdDays: 14 }], NOW)
    expect(view.items).toEqual([
      expect.objectContaining({
        kind: 'certificate',
        monitorLabel: 'site-2.example',
        msLeft: -DAY,
        text: 'Certificate of site-2.example has expired',
      }),
      expect.objectContaining({ kind: 'cron', cronName: 'job-2', msLeft: -4 * MIN }),
      expect.objectContaining({
        kind: 'snooze',
        checkType: 'uptime',
        checkLabel: 'Uptime',
        msLeft: 20 * MIN,
      }),
      expect.objectContaining({ kind: 'maintenance', checkType: null, msLeft: 45 * MIN }),
    ])
    expect(view.items[0]).not.toHaveProperty('cronName')
    expect(view.items[2]).not.toHaveProperty('cronName')
  })

  it("says the tray's summary line in the app's language; the items' sentences stay English", () => {
    setLocale(resolveLocale('de', ['de-DE']))
    const s = snapshot([
      monitor(1, { checks: [check(10, { snoozedUntil: at(20 * MIN) })] }),
      monitor(2),
      monitor(3),
    ])
    const view = comingUp(
      s,
      [
        { monitorId: 2, validUntil: at(3 * DAY), thresholdDays: 14 },
        { monitorId: 3, validUntil: at(5 * DAY), thresholdDays: 14 },
      ],
      NOW,
    )
    expect(view.summary).toBe(
      '2 Zertifikate laufen innerhalb von 14 Tagen ab, 1 Stummschaltung endet in der nächsten Stunde',
    )
    expect(view.items[0]!.text).toBe('Snooze of Uptime on site-1.example ends in 20 minutes')
  })

  it('has nothing to say without a snapshot or anything near', () => {
    expect(comingUp(null, [], NOW)).toEqual({ items: [], summary: null })
    expect(comingUp(snapshot([monitor(1)]), [], NOW)).toEqual({ items: [], summary: null })
  })
})
