// Parsing of the commands that act (snooze, unsnooze, rerun, maintenance start|stop) and of
// `events`. Wired into args.ts; anything wrong is exit code 4 and nothing is sent.
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { QUICK_MAINTENANCE, QUICK_SNOOZE } from '../../shared/presets'
import type { CliError } from '../exit-codes'
import { parseId } from './parse-options'

/** Without --minutes, the app's one-click durations (shared/presets.ts). */
const SNOOZE_DEFAULT_MINUTES = QUICK_SNOOZE.minutes
const MAINTENANCE_DEFAULT_MINUTES = QUICK_MAINTENANCE.seconds / 60

export const ACT_USAGE = `  (each action also takes --account NAME)
  uptray snooze CHECK_ID [--minutes N] [--json] [--direct]   (default ${SNOOZE_DEFAULT_MINUTES}, at most 144,000 minutes)
  uptray unsnooze CHECK_ID [--json] [--direct]
  uptray rerun CHECK_ID [--json] [--direct]
  uptray maintenance start MONITOR_ID [--minutes N] [--name TEXT] [--json] [--direct]
                                         (default ${MAINTENANCE_DEFAULT_MINUTES}, at most 43,200 minutes: 30 days)
  uptray maintenance stop MONITOR_ID [--json] [--direct]
  uptray events [--json] [--since DURATION] [--data-dir DIR]   (e.g. --since 8h; 30m, 2d)`

export const ACT_HELP = `snooze, unsnooze, rerun and maintenance are run by the running app like status (no token
needed; "source" in the JSON), else on the service directly (same token and base URL as
status; --direct forces that), and exit 5 when the service refuses (404 unknown id, 422
invalid), quoting its reason.
events prints the timeline of the running app (desktop or serve mode), else the one kept in the
data folder (--data-dir, default ~/.config/uptray-serve, serve mode's), read only.`

export const ACT_OPTIONS = {
  minutes: { type: 'string' },
  name: { type: 'string' },
  since: { type: 'string' },
  'data-dir': { type: 'string' },
} as const

/**
 * A snooze: 1 to 144,000 minutes (100 days). The spec gives this bound for cron snoozes and says
 * none for checks; the simulator, which answers like the service, refuses more for both.
 */
export const MAX_SNOOZE_MINUTES = 144_000
/**
 * Maintenance started now: 1 minute to 30 days, the bound the app's own contract takes
 * (shared/contract-schemas.ts, maintenanceSeconds), which the running app checks too. The
 * service asks at least 5 seconds and names no ceiling (spec, Limits).
 */
export const MAX_MAINTENANCE_MINUTES = 30 * 24 * 60
const MAX_NAME = 255
const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }

export type ActAction =
  | { op: 'snooze'; checkId: number; minutes: number }
  | { op: 'unsnooze'; checkId: number }
  | { op: 'rerun'; checkId: number }
  | { op: 'maintenance-start'; monitorId: number; minutes: number; name: string | null }
  | { op: 'maintenance-stop'; monitorId: number }

export type ActCommand =
  | {
      command: 'act'
      action: ActAction
      json: boolean
      /** --account NAME; needed when several accounts could own the id. */
      account: string | null
      baseUrl: string | null
      /** Skip the running app: act on the service directly. */
      direct: boolean
    }
  | {
      command: 'events'
      json: boolean
      sinceMs: number | null
      dataDir: string
      /** No --data-dir: the running app is asked first, then the default folder. */
      askApp: boolean
    }

const ACT_COMMANDS = new Set(['snooze', 'unsnooze', 'rerun', 'maintenance', 'events'])

export function isActCommand(command: string | undefined): boolean {
  return command !== undefined && ACT_COMMANDS.has(command)
}

interface ActInput {
  positionals: string[]
  values: Record<string, string | boolean | undefined>
  json: boolean
  baseUrl: string | null
  account: string | null
  bad: (message: string) => CliError
  cwd?: string
}

/** Options of status and watch, refused here rather than ignored. */
const FOREIGN = ['format', 'interval', 'max-wait'] as const

export function parseActCommand(input: ActInput): ActCommand {
  const { positionals, values, json, baseUrl, account, bad } = input
  const [command, ...rest] = positionals
  for (const option of FOREIGN) {
    if (values[option] !== undefined) throw bad(`--${option} does not apply to ${command}.`)
  }
  const only = (option: keyof typeof ACT_OPTIONS, allowed: boolean) => {
    if (!allowed && values[option] !== undefined) {
      throw bad(`--${option} does not apply to ${[command, ...rest.slice(0, 1)].join(' ')}.`)
    }
  }
  const text = (option: keyof typeof ACT_OPTIONS) => {
    const value = values[option]
    return typeof value === 'string' ? value : undefined
  }

  if (command === 'events') {
    for (const option of ['minutes', 'name'] as const) only(option, false)
    if (values['base-url'] !== undefined)
      throw bad('events reads the local timeline: no --base-url.')
    if (values.direct !== undefined)
      throw bad('--direct does not apply to events (see --data-dir).')
    if (account !== null) throw bad('--account does not apply to events.')
    if (rest.length > 0) throw bad(`Unexpected argument "${rest[0]}".`)
    const dir = text('data-dir') ?? join(homedir(), '.config', 'uptray-serve')
    return {
      command: 'events',
      json,
      sinceMs: parseDuration(text('since'), bad),
      dataDir: resolve(input.cwd ?? process.cwd(), dir),
      askApp: text('data-dir') === undefined,
    }
  }
  only('since', false)
  only('data-dir', false)

  let action: ActAction
  if (command === 'maintenance') {
    const [verb, id, extra] = rest
    if (verb !== 'start' && verb !== 'stop') {
      throw bad('Say maintenance start MONITOR_ID or maintenance stop MONITOR_ID.')
    }
    if (extra !== undefined) throw bad(`Unexpected argument "${extra}".`)
    const monitorId = parseId(id, 'MONITOR_ID', bad)
    if (verb === 'start') {
      const name = text('name')
      if (name !== undefined && (name.trim() === '' || name.length > MAX_NAME)) {
        throw bad(`--name must be 1 to ${MAX_NAME} characters.`)
      }
      action = {
        op: 'maintenance-start',
        monitorId,
        minutes: parseMinutes(
          text('minutes'),
          MAINTENANCE_DEFAULT_MINUTES,
          MAX_MAINTENANCE_MINUTES,
          bad,
        ),
        name: name?.trim() ?? null,
      }
    } else {
      only('minutes', false)
      only('name', false)
      action = { op: 'maintenance-stop', monitorId }
    }
  } else {
    const [id, extra] = rest
    if (extra !== undefined) throw bad(`Unexpected argument "${extra}".`)
    const checkId = parseId(id, 'CHECK_ID', bad)
    only('name', false)
    if (command === 'snooze') {
      const minutes = parseMinutes(text('minutes'), SNOOZE_DEFAULT_MINUTES, MAX_SNOOZE_MINUTES, bad)
      action = { op: 'snooze', checkId, minutes }
    } else {
      only('minutes', false)
      action = command === 'unsnooze' ? { op: 'unsnooze', checkId } : { op: 'rerun', checkId }
    }
  }
  return { command: 'act', action, json, account, baseUrl, direct: values.direct === true }
}

function parseMinutes(
  value: string | undefined,
  fallback: number,
  max: number,
  bad: ActInput['bad'],
): number {
  if (value === undefined) return fallback
  const minutes = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || minutes < 1 || minutes > max) {
    const shown = value.trim().slice(0, 20)
    throw bad(
      `--minutes must be a whole number from 1 to ${max.toLocaleString('en-US')}, not "${shown}".`,
    )
  }
  return minutes
}

/** `8h`, `30m`, `2d`, `45s` in milliseconds; null when not given. */
export function parseDuration(value: string | undefined, bad: ActInput['bad']): number | null {
  if (value === undefined) return null
  const match = /^(\d{1,6})([smhd])$/.exec(value.trim())
  if (!match || Number(match[1]) === 0) {
    throw bad(`--since takes a duration like 30m, 8h or 2d, not "${value.slice(0, 40)}".`)
  }
  return Number(match[1]) * DURATION_UNITS[match[2]!]!
}
