// Cron job monitors: `latest_result` is derived from the last ping (real, scheduled "auto" ping
// of a seeded job, or a value forced through the control API) and the schedule plus grace time.
import { CronExpressionParser } from 'cron-parser'
import type { PingKind, RunResult, SimCron } from './types'
import type { World } from './world'

const PING_RESULT: Record<PingKind, string> = {
  starting: 'pingStarting',
  finished: 'pingFinished',
  failed: 'pingFailed',
}
const PING_VALUES = new Set(Object.values(PING_RESULT))

export const CRON_LABELS: Record<string, { label: string; color: string }> = {
  '': { label: 'waiting on first ping', color: 'blue' },
  pingStarting: { label: 'started', color: 'blue' },
  pingFinished: { label: 'finished', color: 'green' },
  pingFailed: { label: 'failed', color: 'red' },
  checkRanTooLate: { label: 'ran too late', color: 'orange' },
  pingEndpointDown: { label: 'ping endpoint down', color: 'red' },
  checkFailed: { label: 'failed', color: 'red' },
}

export interface CronView {
  latestResult: string
  latestPingAt: number | null
}

interface CronEvent {
  value: string
  at: number
  isPing: boolean
}

/** The cron check's state as seen at `now`. */
export function cronState(cron: SimCron, now: number): CronView {
  const events: CronEvent[] = []
  if (cron.lastPing && cron.lastPing.at <= now) {
    events.push({ value: PING_RESULT[cron.lastPing.kind], at: cron.lastPing.at, isPing: true })
  }
  if (cron.autoPing) {
    const upTo = cron.autoPing.until === null ? now : Math.min(now, cron.autoPing.until)
    const at = lastOccurrence(cron, upTo)
    if (at !== null) events.push({ value: PING_RESULT[cron.autoPing.kind], at, isPing: true })
  }
  if (cron.forced && cron.forced.at <= now) {
    events.push({
      value: cron.forced.value,
      at: cron.forced.at,
      isPing: PING_VALUES.has(cron.forced.value),
    })
  }
  const latest = events.reduce<CronEvent | null>(
    (a, b) => (a === null || b.at >= a.at ? b : a),
    null,
  )
  if (latest === null) return { latestResult: '', latestPingAt: null }
  const pingAt = latestPingAt(events)
  if (latest.isPing && now > nextExpected(cron, latest.at) + cron.graceMinutes * 60_000) {
    return { latestResult: 'checkRanTooLate', latestPingAt: pingAt }
  }
  return { latestResult: latest.value, latestPingAt: pingAt }
}

function latestPingAt(events: CronEvent[]): number | null {
  const pings = events.filter((event) => event.isPing).map((event) => event.at)
  return pings.length > 0 ? Math.max(...pings) : null
}

/** When the job is next expected after a ping at `after`. */
export function nextExpected(cron: SimCron, after: number): number {
  if (cron.type === 'simple' || !cron.cronExpression) {
    return after + (cron.frequencyMinutes ?? 60) * 60_000
  }
  const expression = CronExpressionParser.parse(cron.cronExpression, {
    currentDate: new Date(after),
    tz: cron.serverTimezone ?? 'UTC',
  })
  return expression.next().getTime()
}

/** The last scheduled run at or before `upTo` (not before the job existed), or null. */
export function lastOccurrence(cron: SimCron, upTo: number): number | null {
  if (upTo < cron.createdAt) return null
  if (cron.type === 'simple' || !cron.cronExpression) {
    const every = (cron.frequencyMinutes ?? 60) * 60_000
    const steps = Math.floor((upTo - cron.createdAt) / every)
    return steps >= 1 ? cron.createdAt + steps * every : null
  }
  const expression = CronExpressionParser.parse(cron.cronExpression, {
    currentDate: new Date(upTo + 1),
    tz: cron.serverTimezone ?? 'UTC',
  })
  const at = expression.prev().getTime()
  return at >= cron.createdAt ? at : null
}

/** Only `pingFinished` is a success; waiting states are not failures. */
export function isCronFailure(value: string): boolean {
  return value !== '' && value !== 'pingFinished' && value !== 'pingStarting'
}

/** The monitor-level `cron` check result, from its cron job monitors. */
export function cronCheckResult(world: World, monitorId: number, now: number): RunResult {
  const states = world.cronsOf(monitorId).map((cron) => cronState(cron, now).latestResult)
  if (states.some(isCronFailure)) return 'failed'
  if (states.length === 0 || states.every((state) => state === '')) return 'pending'
  return 'succeeded'
}

export function recordPing(cron: SimCron, kind: PingKind, now: number): void {
  cron.lastPing = { kind, at: now }
  // A real ping means the job reports for itself from now on.
  cron.autoPing = null
  cron.forced = null
}
