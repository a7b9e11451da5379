// State changes on checks and cron checks: enable, disable, run now, snooze, unsnooze, and the
// control API's forced results. Snoozes expire lazily: a snooze past `ends_at` reads as null.
import type { RunResult, SimCheck, SimCron, Snooze } from './types'
import type { World } from './world'

export function activeSnooze(snooze: Snooze | null, now: number): Snooze | null {
  if (!snooze || snooze.unsnoozedBy !== null) return null
  return now >= snooze.startsAt && now < snooze.endsAt ? snooze : null
}

/** Anything that can be snoozed: checks, cron checks, application health items. */
export interface Snoozable {
  snooze: Snooze | null
}

/** `by`: who snoozed (the token's user by default; a colleague's name when they did it). */
export function snooze(
  world: World,
  target: Snoozable,
  minutes: number,
  now: number,
  by: string = world.user.name,
): Snooze {
  const created: Snooze = {
    id: world.nextId('snooze'),
    startsAt: now,
    endsAt: now + minutes * 60_000,
    snoozedBy: by,
    unsnoozedBy: null,
    source: 'API',
    createdAt: now,
  }
  target.snooze = created
  return created
}

export function unsnooze(world: World, target: Snoozable, by: string = world.user.name): void {
  if (target.snooze) target.snooze.unsnoozedBy = by
  target.snooze = null
}

export function enable(check: SimCheck, now: number): void {
  if (check.enabled) return
  check.enabled = true
  if (check.frozenAt !== null) check.pauses = [...check.pauses, { from: check.frozenAt, to: now }]
  check.frozenAt = null
  check.activeFrom ??= now
  // An enabled check runs at once.
  check.requestedRunAt = now
}

export function disable(check: SimCheck, now: number): void {
  if (!check.enabled) return
  check.enabled = false
  check.frozenAt = now
}

export function requestRun(check: SimCheck, now: number): void {
  check.requestedRunAt = now
}

/** Forces the check's result from `now` on; `null` hands it back to its scenario behavior. */
export function forceResult(
  check: SimCheck,
  result: RunResult | null,
  now: number,
  summary: string | null = null,
): void {
  check.overrides = [...check.overrides, { from: now, result, summary }]
  check.activeFrom ??= now
}

export function forceCronResult(cron: SimCron, value: string, now: number): void {
  cron.forced = { value, at: now }
}
