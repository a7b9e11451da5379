// Maintenance windows: immediate, scheduled and recurring (the next 7 days are generated, and
// topped up lazily as the simulator clock moves on). Periods are stored as instants; a recurring
// rule's times are the wall clock of its monitor's team, generated per team-local day.
import { MS, parseHhMm } from '../engine/time'
import { civilDay, fromCivil } from '../engine/zone'
import type { MaintenancePeriod, RecurringMaintenance } from './types'
import type { World } from './world'

export const GENERATE_DAYS = 7

export function periodsOf(world: World, monitorId: number): MaintenancePeriod[] {
  return [...world.maintenance.values()]
    .filter((period) => period.monitorId === monitorId)
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id)
}

export function activePeriod(
  world: World,
  monitorId: number,
  now: number,
): MaintenancePeriod | null {
  return periodsOf(world, monitorId).find((p) => p.startsAt <= now && now < p.endsAt) ?? null
}

export function addPeriod(world: World, input: Omit<MaintenancePeriod, 'id'>): MaintenancePeriod {
  const period = { id: world.nextId('maintenance'), ...input }
  world.maintenance.set(period.id, period)
  return period
}

export function startNow(
  world: World,
  monitorId: number,
  seconds: number,
  name: string | null,
  now: number,
) {
  // Starting while one runs ends the running one first, as one window replaces the other.
  stopNow(world, monitorId, now)
  return addPeriod(world, {
    monitorId,
    name,
    startsAt: now,
    endsAt: now + seconds * 1000,
    recurringId: null,
  })
}

/** Ends every period active at `now` (plus an optional delay); returns how many ended. */
export function stopNow(world: World, monitorId: number, now: number, delaySeconds = 0): number {
  let stopped = 0
  for (const period of periodsOf(world, monitorId)) {
    if (period.startsAt <= now && now < period.endsAt) {
      period.endsAt = now + delaySeconds * 1000
      stopped++
    }
  }
  return stopped
}

/**
 * Generates the periods of a recurring rule from the team's today up to GENERATE_DAYS days ahead.
 * Each day's `start_time` and `end_time` are read on that day's wall clock as Carbon reads them
 * (see fromCivil): so the window keeps its wall-clock time across DST changes and its instants
 * move by the hour. On a spring-forward day a time in the gap moves past it (Brussels 02:00 is
 * 03:00), so a 02:00-03:00 window has no length that day and is not generated; on an
 * autumn-back day 02:00-03:00 is read once, in winter time (01:00-02:00 UTC in Brussels).
 */
export function generate(world: World, rule: RecurringMaintenance, now: number): void {
  const zone = world.zoneOfMonitor(rule.monitorId)
  const today = civilDay(zone, now)
  const horizon = today + GENERATE_DAYS * MS.day
  const startMinute = parseHhMm(rule.startTime) ?? 0
  const endMinute = parseHhMm(rule.endTime) ?? 0
  for (let day = Math.max(today, rule.generatedUntil ?? today); day < horizon; day += MS.day) {
    if (!matches(rule, day)) continue
    const startsAt = fromCivil(zone, day + startMinute * MS.minute)
    // An end before the start spans midnight.
    const endDay = endMinute <= startMinute ? day + MS.day : day
    const endsAt = fromCivil(zone, endDay + endMinute * MS.minute)
    if (endsAt <= now || endsAt <= startsAt) continue
    addPeriod(world, {
      monitorId: rule.monitorId,
      name: rule.name,
      startsAt,
      endsAt,
      recurringId: rule.id,
    })
  }
  rule.generatedUntil = Math.max(rule.generatedUntil ?? 0, horizon)
}

/** `day` is a civil midnight of the team's calendar. */
function matches(rule: RecurringMaintenance, day: number): boolean {
  const date = new Date(day)
  if (rule.recurrenceType === 'daily') return true
  if (rule.recurrenceType === 'weekly') return (rule.daysOfWeek ?? []).includes(date.getUTCDay())
  return date.getUTCDate() === rule.dayOfMonth
}

/** Keeps every rule generated 7 days ahead of the (moving) clock, in its team's calendar. */
export function topUpRecurring(world: World, now: number): void {
  for (const rule of world.recurring.values()) {
    if (rule.generatedUntil === null) continue
    const horizon = civilDay(world.zoneOfMonitor(rule.monitorId), now) + GENERATE_DAYS * MS.day
    if (rule.generatedUntil < horizon) generate(world, rule, now)
  }
}

/** Removes periods of a rule that have not started yet. */
export function deleteFuture(world: World, ruleId: number, now: number): void {
  for (const period of [...world.maintenance.values()]) {
    if (period.recurringId === ruleId && period.startsAt > now) world.maintenance.delete(period.id)
  }
}

export function regenerate(world: World, rule: RecurringMaintenance, now: number): void {
  deleteFuture(world, rule.id, now)
  rule.generatedUntil = null
  generate(world, rule, now)
}

export function humanSchedule(rule: RecurringMaintenance): string {
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  const window = `from ${rule.startTime} to ${rule.endTime}`
  if (rule.recurrenceType === 'daily') return `Every day ${window}`
  if (rule.recurrenceType === 'weekly') {
    const names = (rule.daysOfWeek ?? []).map((d) => days[d] ?? String(d)).join(', ')
    return `Every week on ${names} ${window}`
  }
  return `Every month on day ${rule.dayOfMonth ?? '?'} ${window}`
}
