// Parsing of `uptray maintenance schedule | list | delete`: its own options, checked before
// anything is sent; anything wrong is exit code 4. args.ts hands over the arguments after
// `maintenance` when one of these verbs follows (start and stop stay the actions' own).
import { fromWallClock, isValidZone, systemZone } from '../../shared/team-time'
import type { CliError } from '../exit-codes'
import { optionProblem, parseId, parseOptions } from './parse-options'

const MAINTENANCE_OPTIONS = {
  starts: { type: 'string' },
  ends: { type: 'string' },
  timezone: { type: 'string' },
} as const

export const MAINTENANCE_USAGE = `  uptray maintenance schedule MONITOR_ID --starts "YYYY-MM-DD HH:MM" --ends "YYYY-MM-DD HH:MM"
                         [--name TEXT] [--timezone ZONE] [--json] [--direct]
  uptray maintenance list MONITOR_ID [--json] [--direct]
  uptray maintenance delete PERIOD_ID [--json] [--direct]
  (these and status-page also take --account NAME and --base-url URL)`

export const MAINTENANCE_HELP = `maintenance schedule reads --starts and --ends in this machine's time zone, or in --timezone
(an IANA zone such as Europe/Brussels), and sends them in the monitor's team's time, as the
service keeps them. maintenance list prints the window running now, the windows to come and the
recurring ones, with times in ISO 8601 UTC; delete takes a window's id from that list.`

type Bad = (message: string) => CliError

export type MaintenanceVerb =
  | {
      verb: 'schedule'
      monitorId: number
      /** ISO 8601 UTC. */
      startsAt: string
      endsAt: string
      name: string | null
      /** The zone --starts and --ends were read in. */
      zone: string
    }
  | { verb: 'list'; monitorId: number }
  | { verb: 'delete'; periodId: number }

export type MaintenanceCommand = MaintenanceVerb & {
  command: 'maintenance'
  json: boolean
  baseUrl: string | null
  /** --account NAME; needed when several accounts could own the id. */
  account: string | null
  direct: boolean
}

export const MAINTENANCE_VERBS = new Set(['schedule', 'list', 'delete'])

const MAX_NAME = 255
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/

/** A local `YYYY-MM-DD HH:MM` in `zone` as ISO 8601 UTC; exit code 4 when it is no such time. */
function readTime(value: string | undefined, option: string, zone: string, bad: Bad): string {
  if (value === undefined) throw bad(`Give --${option} "YYYY-MM-DD HH:MM".`)
  const m = LOCAL_TIME.exec(value.trim())
  // A calendar check: 2026-02-30 is no day.
  const real =
    m &&
    new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!)).toISOString().slice(0, 16) ===
      `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`
  const ms = real ? fromWallClock(value.trim(), zone) : null
  if (ms === null) {
    throw bad(`--${option} takes a time like "2026-03-17 22:00", not "${value.slice(0, 40)}".`)
  }
  return new Date(ms).toISOString()
}

/**
 * `maintenance schedule | list | delete ...` (args.ts hands over the arguments after
 * `maintenance` when one of these verbs follows; start and stop stay the actions' own).
 */
export function parseMaintenanceCommand(
  argv: string[],
  bad: Bad,
  baseUrlOf: (value: string | undefined) => string | null,
  accountOf: (value: string | undefined) => string | null,
): MaintenanceCommand {
  const { values, positionals } = parseOptions(
    argv,
    {
      ...MAINTENANCE_OPTIONS,
      name: { type: 'string' },
      json: { type: 'boolean' },
      'base-url': { type: 'string' },
      account: { type: 'string' },
      direct: { type: 'boolean' },
    },
    optionProblem(`maintenance ${argv[0] ?? ''}`),
    bad,
  )
  const [verb, id, extra] = positionals
  if (extra !== undefined) throw bad(`Unexpected argument "${extra.slice(0, 40)}".`)
  const refuse = (...options: (keyof typeof values)[]) => {
    for (const option of options) {
      if (values[option] !== undefined)
        throw bad(`--${option} does not apply to maintenance ${verb}.`)
    }
  }
  const common = {
    command: 'maintenance' as const,
    json: values.json ?? false,
    baseUrl: baseUrlOf(values['base-url']),
    account: accountOf(values.account),
    direct: values.direct ?? false,
  }
  if (verb === 'schedule') {
    const monitorId = parseId(id, 'MONITOR_ID', bad)
    const given = values.timezone?.trim()
    if (given !== undefined && !isValidZone(given)) {
      throw bad(
        `--timezone must be a time zone such as Europe/Brussels, not "${given.slice(0, 40)}".`,
      )
    }
    const zone = given ?? systemZone()
    const startsAt = readTime(values.starts, 'starts', zone, bad)
    const endsAt = readTime(values.ends, 'ends', zone, bad)
    if (Date.parse(endsAt) <= Date.parse(startsAt)) throw bad('--ends must be after --starts.')
    const name = values.name
    if (name !== undefined && (name.trim() === '' || name.length > MAX_NAME)) {
      throw bad(`--name must be 1 to ${MAX_NAME} characters.`)
    }
    return { ...common, verb, monitorId, startsAt, endsAt, name: name?.trim() ?? null, zone }
  }
  refuse('name', 'starts', 'ends', 'timezone')
  if (verb === 'list') return { ...common, verb, monitorId: parseId(id, 'MONITOR_ID', bad) }
  if (verb === 'delete') return { ...common, verb, periodId: parseId(id, 'PERIOD_ID', bad) }
  throw bad('Say maintenance schedule, list or delete (or start, stop).')
}
