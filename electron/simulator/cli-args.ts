// Parses `npm run sim -- ...` arguments into SimulatorOptions; bad input throws one clear line.
import { parseArgs } from 'node:util'
import { SCENARIOS, isScenario } from './seed/scenarios'
import { isZone } from './engine/zone'
import type { SimulatorOptions } from './index'

export class CliArgsError extends Error {}

export const USAGE =
  'usage: npm run sim -- [--port 4010] [--token demo-token] [--monitors 40] [--seed 1] [--rate-limit 180] ' +
  `[--scenario ${SCENARIOS.join('|')}] [--time-scale N] [--clock real|manual] [--start-time ISO] ` +
  '[--team-timezones Europe/Brussels,UTC] [--colleagues on|off]'

function integer(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new CliArgsError(`--${name} must be an integer from ${min} to ${max}, got "${value}"`)
  }
  return Number(value)
}

export function parseCliArgs(argv: string[]): SimulatorOptions & { help: boolean } {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        token: { type: 'string' },
        monitors: { type: 'string' },
        seed: { type: 'string' },
        'rate-limit': { type: 'string' },
        scenario: { type: 'string' },
        'time-scale': { type: 'string' },
        clock: { type: 'string' },
        'start-time': { type: 'string' },
        'team-timezones': { type: 'string' },
        colleagues: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new CliArgsError((error as Error).message.split('\n')[0] ?? 'invalid arguments')
  }
  const scenario = values.scenario
  if (scenario !== undefined && !isScenario(scenario)) {
    throw new CliArgsError(`--scenario must be one of ${SCENARIOS.join(', ')}, got "${scenario}"`)
  }
  const clock = values.clock
  if (clock !== undefined && clock !== 'real' && clock !== 'manual') {
    throw new CliArgsError(`--clock must be "real" or "manual", got "${clock}"`)
  }
  const timeScale = values['time-scale'] === undefined ? undefined : Number(values['time-scale'])
  if (timeScale !== undefined && !(timeScale > 0 && timeScale <= 100_000)) {
    throw new CliArgsError(
      `--time-scale must be a number above 0 (at most 100000), got "${values['time-scale']}"`,
    )
  }
  const startTime =
    values['start-time'] === undefined ? undefined : Date.parse(values['start-time'])
  if (startTime !== undefined && Number.isNaN(startTime)) {
    throw new CliArgsError(`--start-time must be an ISO 8601 date, got "${values['start-time']}"`)
  }
  const teamTimezones = values['team-timezones']?.split(',').map((zone) => zone.trim())
  const badZone = teamTimezones?.find((zone) => !isZone(zone))
  if (badZone !== undefined) {
    throw new CliArgsError(
      `--team-timezones must be IANA zones separated by commas, got "${badZone.slice(0, 64)}"`,
    )
  }
  const colleagues = values.colleagues
  if (colleagues !== undefined && colleagues !== 'on' && colleagues !== 'off') {
    throw new CliArgsError(`--colleagues must be "on" or "off", got "${colleagues.slice(0, 64)}"`)
  }
  if (values.token !== undefined && !/^\S{1,512}$/.test(values.token)) {
    throw new CliArgsError('--token must be 1 to 512 characters without spaces')
  }
  return {
    help: values.help ?? false,
    port: integer('port', values.port, 0, 65535),
    token: values.token,
    monitors: integer('monitors', values.monitors, 0, 50_000),
    seed: integer('seed', values.seed, -2147483648, 4294967295),
    rateLimit: integer('rate-limit', values['rate-limit'], 1, 1_000_000),
    scenario,
    timeScale,
    clock,
    startTime,
    teamTimezones,
    colleagues: colleagues === undefined ? undefined : colleagues === 'on',
  }
}
