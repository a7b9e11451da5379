// The monitor page's split of periods (pure): running apart from upcoming, past ones dropped,
// times read in the team's zone (DST included).
import { describe, expect, it } from 'vitest'
import { activeMaintenance } from '@app/core/app-service/maintenance-lookup'
import { splitPeriods } from '@app/core/app-service/maintenance-periods'

const period = (id: number, starts_at: string, ends_at: string) => ({
  id,
  monitor_id: 1,
  name: `p${id}`,
  starts_at,
  ends_at,
})

describe('maintenance periods in team time', () => {
  const periods = [
    period(1, '2026-03-29 01:00:00', '2026-03-29 04:00:00'), // across the gap: 2 real hours
    period(2, '2026-03-29 06:00:00', '2026-03-29 07:00:00'),
    period(3, '2026-03-28 06:00:00', '2026-03-28 07:00:00'),
  ]

  it('splits running, upcoming and past in Brussels across the spring change', () => {
    const now = Date.parse('2026-03-29T01:30:00Z') // 03:30 CEST
    const { running, upcoming } = splitPeriods(periods, 'Europe/Brussels', now)
    expect(running).toMatchObject({
      id: 1,
      startsAt: '2026-03-29T00:00:00.000Z',
      endsAt: '2026-03-29T02:00:00.000Z',
    })
    expect(upcoming.map((p) => p.id)).toEqual([2])
    expect(activeMaintenance(periods, now, 'Europe/Brussels')?.periodId).toBe(1)
  })

  it('does not count a window read as UTC that is still to come in Brussels time', () => {
    // 00:30Z: 01:30 CET, inside period 1 for the team; as UTC it would start in 30 minutes.
    const now = Date.parse('2026-03-29T00:30:00Z')
    expect(activeMaintenance(periods, now, 'Europe/Brussels')?.periodId).toBe(1)
    expect(activeMaintenance(periods, now, 'UTC')).toBeNull()
    // After its end (04:00 CEST = 02:00Z) it no longer counts.
    expect(
      activeMaintenance(periods, Date.parse('2026-03-29T02:00:00Z'), 'Europe/Brussels'),
    ).toBeNull()
  })

  it('reads Kolkata at +05:30', () => {
    const now = Date.parse('2026-03-29T00:45:00Z') // 06:15 in Kolkata
    expect(activeMaintenance(periods, now, 'Asia/Kolkata')?.periodId).toBe(2)
  })
})
