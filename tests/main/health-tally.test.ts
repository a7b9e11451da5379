// The tray's kept health (health-tally.ts) says exactly what judging every monitor from scratch
// says (trayListing: the counts of shared/health.ts, the menu's lists and order), over random
// snapshots whose next sweep keeps some monitors, changes, removes and adds others, while the
// time moves across the snoozes and maintenance windows they hold.
import { describe, expect, it } from 'vitest'
import { countHealth } from '@app/shared/health'
import type { CheckResult, MonitorState, Snapshot } from '@app/shared/model'
import { HealthTally, trayListing, type TrayListing } from '@app/main/tray/health-tally'
import { randomSnapshot, seededRandom } from '../helpers/random-snapshot'

const NOW = Date.parse('2026-03-10T12:00:00Z')
const MINUTE = 60_000

const plain = (listing: TrayListing) => ({
  counts: listing.counts,
  problems: listing.problems.map(({ id, label, health, monitor }) => ({
    id,
    label,
    health,
    monitor,
  })),
  crons: listing.crons.map(({ cron, monitorLabel, health }) => ({
    id: cron.id,
    monitorLabel,
    health,
  })),
})

/** The next sweep: most monitors the same object, some changed, some gone, some new. */
function nextSweep(s: Snapshot, seed: number, now: number): Snapshot {
  const random = seededRandom(seed)
  const results: CheckResult[] = ['succeeded', 'failed', 'warning', 'pending']
  const monitors: MonitorState[] = []
  for (const m of s.monitors) {
    const roll = random()
    if (roll < 0.1) continue
    if (roll < 0.3) {
      const result = results[Math.floor(random() * results.length)]!
      monitors.push({
        ...m,
        label: random() < 0.3 ? `${m.label} renamed` : m.label,
        checks: m.checks.map((c, i) => (i === 0 ? { ...c, result } : c)),
      })
    } else if (roll < 0.4) monitors.push({ ...m, checks: m.checks.map((c) => ({ ...c })) })
    else monitors.push(m)
  }
  const added = randomSnapshot(seed + 7_000, now)
  monitors.push(...added.monitors.slice(0, Math.floor(random() * 4)))
  if (random() < 0.2) monitors.reverse()
  const cron = random() < 0.5 ? s.cron : { ...s.cron, ...added.cron }
  return { ...s, fetchedAt: new Date(now).toISOString(), monitors, cron }
}

describe('the kept health', () => {
  it('agrees with judging every monitor, sweep after sweep, as time passes', () => {
    let judgedAgain = 0
    let total = 0
    for (let seed = 1; seed <= 200; seed++) {
      const tally = new HealthTally()
      let snapshot = randomSnapshot(seed, NOW)
      // Times across the random snapshots' snoozes and windows (an hour and two away), and back.
      const times = [0, 30, 59, 61, 90, 121, 150, 30].map((m) => NOW + m * MINUTE)
      for (const [step, now] of times.entries()) {
        if (step % 2 === 1) snapshot = nextSweep(snapshot, seed * 100 + step, now)
        const before = tally.judgements
        const listing = tally.of(snapshot, now)
        expect(plain(listing)).toEqual(plain(trayListing(snapshot, now)))
        expect(listing.counts).toEqual(countHealth(snapshot, now))
        judgedAgain += tally.judgements - before
        total += snapshot.monitors.length
        // Asked again with nothing new: the same answer, nobody judged.
        const kept = tally.judgements
        expect(tally.of(snapshot, now)).toBe(listing)
        expect(tally.judgements).toBe(kept)
      }
    }
    // Kept monitors are not judged again (only new objects, and those whose time came).
    expect(judgedAgain).toBeLessThan(total * 0.7)
  })

  it('with no snapshot: nothing counted or listed', () => {
    const tally = new HealthTally()
    expect(plain(tally.of(null, NOW))).toEqual(plain(trayListing(null, NOW)))
    expect(tally.of(null, NOW).counts.total).toBe(0)
  })
})
