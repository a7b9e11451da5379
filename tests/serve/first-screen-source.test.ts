// The first screenful serve mode writes into each page (serve/first-screen.ts): the overview's head
// is judged once per snapshot and kept until a snooze or a maintenance window in it starts or ends,
// then judged again, so a page opened later never shows a stale health and opening pages does not
// walk 10,000 monitors each time.
import { describe, expect, it } from 'vitest'
import type { AppServiceApi } from '@app/shared/app-service-api'
import type { Snapshot } from '@app/shared/model'
import { firstScreenSource, nextHealthChange } from '@app/serve/first-screen'
import {
  SIGNED_IN,
  SIGNED_OUT,
  check,
  cronState,
  monitor,
  settings,
  snapshot,
  syncStatus,
} from '../renderer/fixtures'

const MIN = 60_000
const NOW = Date.parse('2026-03-17T14:00:00Z')
const iso = (t: number) => new Date(t).toISOString()

/** A failing check snoozed for 10 minutes, and a failing monitor in maintenance for 20. */
function account(): Snapshot {
  return snapshot([
    monitor({
      id: 1,
      result: 'failed',
      checks: [check({ id: 11, result: 'failed', snoozedUntil: iso(NOW + 10 * MIN) })],
    }),
    monitor({
      id: 2,
      result: 'failed',
      checks: [check({ id: 21, result: 'failed' })],
      maintenance: {
        startedAt: iso(NOW - 5 * MIN),
        endsAt: iso(NOW + 20 * MIN),
        name: null,
        periodId: 7,
      },
    }),
  ])
}

function source(held: { snapshot: Snapshot; signedIn?: boolean }, clock: { now: number }) {
  const service = {
    getSession: () => (held.signedIn === false ? SIGNED_OUT : SIGNED_IN),
    getSnapshot: () => held.snapshot,
    getSyncStatus: () => syncStatus(),
    getSettings: () => settings(),
  } as unknown as AppServiceApi
  return firstScreenSource(
    service,
    () => null,
    () => clock.now,
  )
}

const healthOf = (screen: ReturnType<ReturnType<typeof source>>, id: number) =>
  screen.overview?.rows.find((r) => r.kind === 'monitor' && r.monitor.id === id)

describe("the first screenful's head", () => {
  it('is kept until a snooze or maintenance window ends, then judged again', () => {
    const held = { snapshot: account() }
    const clock = { now: NOW }
    const first = source(held, clock)
    const head = first().overview
    expect(healthOf(first(), 1)).toMatchObject({ health: 'snoozed' })
    expect(healthOf(first(), 2)).toMatchObject({ health: 'maintenance' })

    clock.now = NOW + 10 * MIN - 1 // A minute of opens later: the same judgement, not walked again.
    expect(first().overview).toBe(head)

    clock.now = NOW + 10 * MIN // The snooze ends.
    const afterSnooze = first().overview
    expect(afterSnooze).not.toBe(head)
    expect(healthOf(first(), 1)).toMatchObject({ health: 'failed' })
    expect(afterSnooze?.counts.failed).toBe(1)

    clock.now = NOW + 20 * MIN // The maintenance window ends.
    expect(healthOf(first(), 2)).toMatchObject({ health: 'failed' })
    expect(first().overview?.counts.failed).toBe(2)
  })

  it('is judged again for a new snapshot and when the clock goes back', () => {
    const held = { snapshot: account() }
    const clock = { now: NOW }
    const first = source(held, clock)
    const head = first().overview
    held.snapshot = { ...held.snapshot }
    const next = first().overview
    expect(next).not.toBe(head)
    clock.now = NOW - MIN
    expect(first().overview).not.toBe(next)
  })

  it('is left out while signed out', () => {
    const screen = source({ snapshot: account(), signedIn: false }, { now: NOW })()
    expect(screen.overview).toBeNull()
    expect(screen.summary).toBeNull()
  })
})

describe('nextHealthChange', () => {
  it('is the first start or end after now, of snoozes, maintenance and cron snoozes', () => {
    const s = account()
    expect(nextHealthChange(s, NOW)).toBe(NOW + 10 * MIN)
    expect(nextHealthChange(s, NOW + 10 * MIN)).toBe(NOW + 20 * MIN)
    expect(nextHealthChange(s, NOW + 20 * MIN)).toBe(Infinity)
    const upcoming = snapshot([
      monitor({
        id: 3,
        maintenance: {
          startedAt: iso(NOW + 3 * MIN),
          endsAt: iso(NOW + 9 * MIN),
          name: null,
          periodId: 8,
        },
      }),
    ])
    expect(nextHealthChange(upcoming, NOW)).toBe(NOW + 3 * MIN)
    const cron = snapshot([monitor({ id: 4 })], {
      4: [cronState({ monitorId: 4, snoozedUntil: iso(NOW + 2 * MIN) })],
    })
    expect(nextHealthChange(cron, NOW)).toBe(NOW + 2 * MIN)
  })
})
