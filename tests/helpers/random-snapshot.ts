// Random snapshots from a seed, for property tests: monitors with every kind of check result,
// disabled checks, snoozes that are over, running or not yet, maintenance windows in the past,
// running or in the future, summaries that disagree with the checks, and cron checks.
import type {
  CheckResult,
  CheckState,
  CronState,
  MonitorResult,
  MonitorState,
  Snapshot,
} from '@app/shared/model'

/** mulberry32: small, fast and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CHECK_RESULTS: CheckResult[] = [
  'succeeded',
  'succeeded',
  'failed',
  'warning',
  'errored-or-timed-out',
  'pending',
  'unknown',
]
const MONITOR_RESULTS: MonitorResult[] = ['succeeded', 'failed', 'warning', 'pending', 'unknown']
const CRON_RESULTS = ['pingFinished', 'pingFailed', 'checkRanTooLate', '', 'pingStarting', 'new']
const TYPES = ['uptime', 'performance', 'broken_links', 'certificate_health', 'cron', 'dns']

export function randomSnapshot(seed: number, now: number): Snapshot {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString()
  const hour = 3_600_000
  /** Null, over, running or (for maintenance) not started yet. */
  const moment = () => pick([null, null, iso(-hour), iso(hour), iso(2 * hour)])
  let nextId = seed * 1000
  const monitors: MonitorState[] = []
  const cron: Record<number, CronState[]> = {}
  const count = Math.floor(random() * 30)
  for (let i = 0; i < count; i++) {
    const id = nextId++
    const checks: CheckState[] = []
    const checkCount = Math.floor(random() * 5)
    for (let j = 0; j < checkCount; j++) {
      const result = pick(CHECK_RESULTS)
      checks.push({
        id: nextId++,
        type: pick(TYPES),
        label: 'A check',
        enabled: random() > 0.15,
        result,
        summary: null,
        snoozedUntil: moment(),
      })
    }
    const start = pick([-2 * hour, -hour, hour])
    const maintenance =
      random() < 0.2
        ? {
            startedAt: iso(start),
            endsAt: iso(start + pick([30 * 60_000, 3 * hour])),
            name: null,
            periodId: nextId++,
          }
        : null
    // Mostly the worst of the checks, as the service sums them up; sometimes not.
    const worst = checks.some((c) => c.result === 'failed')
      ? 'failed'
      : checks.some((c) => c.result === 'warning')
        ? 'warning'
        : 'succeeded'
    monitors.push({
      id,
      teamId: 1,
      label: `monitor ${pick(['a', 'b', 'c'])}${i}`,
      url: `https://m${i}.example.com`,
      type: 'http',
      groupName: pick(['', 'shop', 'blog']),
      tags: [],
      result: random() < 0.7 ? worst : pick(MONITOR_RESULTS),
      checks,
      maintenance,
    })
    if (random() < 0.3) {
      cron[id] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        id: nextId++,
        monitorId: id,
        name: `job ${nextId}`,
        type: 'simple' as const,
        result: pick(CRON_RESULTS),
        resultLabel: '',
        resultColor: '',
        humanSchedule: 'Every hour',
        cronExpression: null,
        frequencyInMinutes: 60,
        graceTimeInMinutes: 5,
        serverTimezone: null,
        lastPingAt: null,
        snoozedUntil: moment(),
        pingUrl: 'https://ping.example.com/x',
      }))
    }
  }
  const ranAt = now - 60_000
  const ran: Snapshot['ran'] = { monitors: {}, checks: {} }
  for (const m of monitors) {
    ran.monitors[m.id] = ranAt
    for (const c of m.checks) ran.checks[c.id] = ranAt
  }
  return { fetchedAt: iso(-20_000), monitors, cron, unreadable: { count: 0, reasons: [] }, ran }
}
