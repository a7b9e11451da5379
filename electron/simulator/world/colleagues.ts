// Colleagues: the other people of a team, acting in the service's web app. Their actions go
// through the same world rules as the API's (maintenance, snoozes, enable/disable, monitors), so
// the API answers them exactly as if they were made through it; they are not API requests, so
// the request log never shows them: the colleague log does.
import { buildMonitor } from '../seed/build-monitor'
import { mulberry32, hash } from '../engine/prng'
import { activeSnooze, disable, enable, snooze, unsnooze } from './check-actions'
import { activePeriod, startNow, stopNow } from './maintenance'
import {
  COLLEAGUE_ACTIONS,
  type ColleagueAction,
  type ColleagueRecord,
  type ColleagueState,
  type SimCheck,
  type SimMonitor,
} from './types'
import type { World } from './world'

export { COLLEAGUE_ACTIONS }
export type { ColleagueAction, ColleagueRecord, ColleagueState }

export interface ColleagueCommand {
  action: ColleagueAction
  monitorId?: number
  /** Check actions: the check; else the monitor's uptime check. */
  checkId?: number
  /** add-monitor: the team (default: the first team). */
  teamId?: number
  /** Maintenance or snooze length (default 60 minutes). */
  minutes?: number
  seconds?: number
  /** rename-monitor: the new label; add-monitor: its label. */
  label?: string
  /** add-monitor: its URL. */
  url?: string
  /** start-maintenance: the period's name. */
  name?: string
}

export class ColleagueError extends Error {}

/** One colleague per team, named after where the team lives. */
const NAMES = ['Sam Peeters', 'Priya Nair', 'Dana Cole', 'Alex Morgan', 'Noor Haddad']

export function colleagueOf(world: World, teamId: number): string {
  const index = [...world.teams.keys()].indexOf(teamId)
  return NAMES[Math.max(0, index) % NAMES.length]!
}

function monitorOf(world: World, monitorId: number | undefined): SimMonitor {
  const monitor = monitorId === undefined ? undefined : world.monitors.get(monitorId)
  if (!monitor) throw new ColleagueError(`no monitor ${String(monitorId)}`)
  return monitor
}

function checkOf(world: World, command: ColleagueCommand): SimCheck {
  if (command.checkId !== undefined) {
    const target = world.checks.get(command.checkId)
    if (!target) throw new ColleagueError(`no check ${command.checkId}`)
    return target
  }
  const uptime = monitorOf(world, command.monitorId).checks.find((c) => c.type === 'uptime')
  if (!uptime) throw new ColleagueError(`monitor ${String(command.monitorId)} has no uptime check`)
  return uptime
}

function lengthSeconds(command: ColleagueCommand): number {
  return command.seconds ?? (command.minutes ?? 60) * 60
}

/** Does what the command says at `now`, as the monitor's team's colleague; logs and returns it. */
export function actAsColleague(
  world: World,
  command: ColleagueCommand,
  now: number,
): ColleagueRecord {
  const done = perform(world, command, now)
  const record: ColleagueRecord = {
    at: now,
    time: new Date(now).toISOString(),
    action: command.action,
    checkId: null,
    periodId: null,
    snoozeId: null,
    ...done,
  }
  world.colleagues.log.push(record)
  return record
}

type Done = Pick<ColleagueRecord, 'by' | 'monitorId' | 'detail'> &
  Partial<Pick<ColleagueRecord, 'checkId' | 'periodId' | 'snoozeId'>>

function perform(world: World, command: ColleagueCommand, now: number): Done {
  switch (command.action) {
    case 'start-maintenance': {
      const monitor = monitorOf(world, command.monitorId)
      const seconds = lengthSeconds(command)
      const period = startNow(world, monitor.id, seconds, command.name ?? null, now)
      const by = colleagueOf(world, monitor.teamId)
      return {
        by,
        monitorId: monitor.id,
        periodId: period.id,
        detail: `maintenance for ${seconds} s`,
      }
    }
    case 'stop-maintenance': {
      const monitor = monitorOf(world, command.monitorId)
      const running = activePeriod(world, monitor.id, now)
      if (!running) throw new ColleagueError(`monitor ${monitor.id} has no maintenance running`)
      stopNow(world, monitor.id, now)
      const by = colleagueOf(world, monitor.teamId)
      return { by, monitorId: monitor.id, periodId: running.id, detail: 'maintenance stopped' }
    }
    case 'snooze': {
      const target = checkOf(world, command)
      const minutes = command.minutes ?? Math.max(1, Math.round((command.seconds ?? 3600) / 60))
      const by = colleagueOf(world, world.monitorOfCheck(target).teamId)
      const created = snooze(world, target, minutes, now, by)
      return {
        by,
        monitorId: target.monitorId,
        checkId: target.id,
        snoozeId: created.id,
        detail: `${target.type} snoozed for ${minutes} min`,
      }
    }
    case 'unsnooze': {
      const target = checkOf(world, command)
      const active = activeSnooze(target.snooze, now)
      if (!active) throw new ColleagueError(`check ${target.id} is not snoozed`)
      const by = colleagueOf(world, world.monitorOfCheck(target).teamId)
      unsnooze(world, target, by)
      return {
        by,
        monitorId: target.monitorId,
        checkId: target.id,
        snoozeId: active.id,
        detail: `${target.type} unsnoozed`,
      }
    }
    case 'disable-check':
    case 'enable-check': {
      const target = checkOf(world, command)
      const on = command.action === 'enable-check'
      const already = target.enabled === on
      if (on) enable(target, now)
      else disable(target, now)
      return {
        by: colleagueOf(world, world.monitorOfCheck(target).teamId),
        monitorId: target.monitorId,
        checkId: target.id,
        detail: `${target.type} ${already ? 'was already ' : ''}${on ? 'enabled' : 'disabled'}`,
      }
    }
    case 'add-monitor':
      return addMonitor(world, command, now)
    case 'delete-monitor': {
      const monitor = monitorOf(world, command.monitorId)
      const by = colleagueOf(world, monitor.teamId)
      world.removeMonitor(monitor.id)
      return { by, monitorId: monitor.id, detail: `deleted ${monitor.label}` }
    }
    case 'rename-monitor': {
      const monitor = monitorOf(world, command.monitorId)
      const label = command.label ?? `${monitor.label.replace(/ \(.*\)$/, '')} (renamed)`
      const before = monitor.label
      monitor.label = label
      monitor.updatedAt = now
      return {
        by: colleagueOf(world, monitor.teamId),
        monitorId: monitor.id,
        detail: `renamed ${before} to ${label}`,
      }
    }
  }
}

function addMonitor(world: World, command: ColleagueCommand, now: number): Done {
  const teamId = command.teamId ?? world.teams.keys().next().value
  if (teamId === undefined || !world.teams.has(teamId))
    throw new ColleagueError(`no team ${String(teamId)}`)
  const url = command.url ?? `https://new-site-${world.colleagues.log.length + 1}.example.net`
  const monitor = buildMonitor(world, mulberry32(hash(world.seed, now, world.monitors.size)), {
    teamId,
    type: 'http',
    url,
    label: command.label,
    createdAt: now,
    // As a monitor added through the API: every check pending until its next slot.
    activeFrom: now + 1,
  })
  return { by: colleagueOf(world, teamId), monitorId: monitor.id, detail: `added ${monitor.url}` }
}
