// Seeded colleagues: when the world lets them act (the demo, or the `colleagues` option), they
// act at times and on targets derived from the seed. The first action comes 60-150 s after the
// world starts (so a new user of the demo sees one), then one every 3-7 minutes. Nothing runs on
// a timer: the simulation catches up with the actions due before it answers any request.
import { hash, mulberry32, pick, type Rng } from '../engine/prng'
import { MS } from '../engine/time'
import { activeSnooze } from './check-actions'
import { latestRun } from './check-results'
import { isDown } from './history'
import { actAsColleague, ColleagueError, type ColleagueCommand } from './colleagues'
import type { SimCheck, SimMonitor } from './types'
import type { World } from './world'

const FIRST_MIN_MS = 60 * MS.second
const FIRST_SPREAD_MS = 90 * MS.second
const GAP_MIN_MS = 3 * MS.minute
const GAP_SPREAD_MS = 4 * MS.minute
/** A clock jump does not replay a day of colleagues: actions older than this are skipped. */
const CATCH_UP_MS = MS.hour
/** Colleagues keep at most this many monitors they added. */
const MAX_ADDED = 3
const SALT = 0xc011ea
/** Monitors looked at for a check to snooze or disable. */
const SAMPLE = 50

/** Performs every seeded action due at or before `now` (each at its own time). */
export function catchUpColleagues(world: World, now: number): void {
  const state = world.colleagues
  let at = state.nextAt ?? world.startedAt + FIRST_MIN_MS + spread(world, 0, FIRST_SPREAD_MS)
  while (at <= now) {
    const index = state.nextIndex
    if (at >= now - CATCH_UP_MS) {
      const command = plan(world, index, at)
      try {
        if (command) actAsColleague(world, command, at)
      } catch (error) {
        // The plan only picks targets that exist; anything else is a simulator bug.
        if (!(error instanceof ColleagueError)) throw error
      }
    }
    state.nextIndex = index + 1
    at += GAP_MIN_MS + spread(world, index + 1, GAP_SPREAD_MS)
  }
  state.nextAt = at
}

/** A seeded share of `range`, in whole seconds. */
function spread(world: World, index: number, range: number): number {
  const share = mulberry32(hash(world.seed, SALT, index))()
  return Math.floor((share * range) / MS.second) * MS.second
}

/** A failing check nobody has snoozed yet: what a colleague reacts to. */
function unattended(world: World, check: SimCheck, at: number): boolean {
  return (
    check.enabled &&
    activeSnooze(check.snooze, at) === null &&
    isDown(latestRun(world, check, at).result)
  )
}

/** The `index`-th seeded action, picked from what the world looks like at `at`. */
function plan(world: World, index: number, at: number): ColleagueCommand | null {
  const rng = mulberry32(hash(world.seed, SALT, index, 1))
  const monitors = [...world.monitors.values()]
  if (monitors.length === 0) return { action: 'add-monitor' }
  const busy = new Set<number>()
  for (const p of world.maintenance.values())
    if (p.startsAt <= at && at < p.endsAt) busy.add(p.monitorId)
  const free = monitors.filter((m) => !busy.has(m.id))
  const minutes = 15 + Math.floor(rng() * 46)
  if (index === 0) {
    // The first thing a new user sees: a colleague puts a failing monitor in maintenance.
    const down = free.filter((m) => m.checks.some((c) => unattended(world, c, at)))
    const target = down.length > 0 ? pick(rng, down) : pick(rng, free.length > 0 ? free : monitors)
    return { action: 'start-maintenance', monitorId: target.id, minutes }
  }
  const choices = undoChoices(world, at)
  const fresh = freshChoices(world, rng, monitors, free, minutes, at)
  // What a colleague started is undone more often than something new is started.
  const weighted = [...choices, ...choices, ...fresh]
  return weighted.length > 0 ? pick(rng, weighted) : null
}

/** Ends what colleagues started that still holds: maintenance, snoozes, disabled checks, sites. */
function undoChoices(world: World, at: number): ColleagueCommand[] {
  const choices: ColleagueCommand[] = []
  for (const record of world.colleagues.log) {
    const monitor = world.monitors.get(record.monitorId)
    if (!monitor) continue
    const target = record.checkId === null ? undefined : world.checks.get(record.checkId)
    const period = record.periodId === null ? undefined : world.maintenance.get(record.periodId)
    if (
      record.action === 'start-maintenance' &&
      period &&
      period.startsAt <= at &&
      at < period.endsAt
    )
      choices.push({ action: 'stop-maintenance', monitorId: monitor.id })
    if (
      record.action === 'snooze' &&
      target &&
      activeSnooze(target.snooze, at)?.id === record.snoozeId
    )
      choices.push({ action: 'unsnooze', checkId: target.id })
    if (record.action === 'disable-check' && target && !target.enabled)
      choices.push({ action: 'enable-check', checkId: target.id })
    if (record.action === 'add-monitor')
      choices.push({ action: 'delete-monitor', monitorId: monitor.id })
  }
  return choices
}

function freshChoices(
  world: World,
  rng: Rng,
  monitors: SimMonitor[],
  free: SimMonitor[],
  minutes: number,
  at: number,
): ColleagueCommand[] {
  const choices: ColleagueCommand[] = []
  if (free.length > 0)
    choices.push({ action: 'start-maintenance', monitorId: pick(rng, free).id, minutes })
  // A sample of the enabled checks keeps a pick cheap at 10,000 monitors.
  const sample = Array.from({ length: Math.min(SAMPLE, monitors.length) }, () =>
    pick(rng, monitors),
  )
  const checks = sample.flatMap((m) => m.checks.filter((c) => c.enabled))
  if (checks.length > 0) {
    // Colleagues snooze what is failing, when something is.
    const down = checks.filter((c) => unattended(world, c, at))
    choices.push({
      action: 'snooze',
      checkId: pick(rng, down.length > 0 ? down : checks).id,
      minutes,
    })
    // The uptime check is what a monitor is for: colleagues switch the other checks off.
    const others = checks.filter((c) => c.type !== 'uptime')
    if (others.length > 0) choices.push({ action: 'disable-check', checkId: pick(rng, others).id })
  }
  const added = world.colleagues.log.filter(
    (r) => r.action === 'add-monitor' && world.monitors.has(r.monitorId),
  ).length
  if (added < MAX_ADDED) choices.push({ action: 'add-monitor' })
  const monitor = pick(rng, monitors)
  const base = monitor.label.replace(/ \(.*\)$/, '')
  const suffix = pick(rng, ['EU', 'legacy', 'v2', 'main', 'new'])
  choices.push({ action: 'rename-monitor', monitorId: monitor.id, label: `${base} (${suffix})` })
  return choices
}
