// Public entry of the simulator: start a real HTTP server on 127.0.0.1 holding a seeded,
// living monitoring account. Other helpers code against exactly this API.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { SimClock } from './engine/clock'
import { createApp } from './http/app'
import { Simulation } from './simulation'
import { SimControl } from './control-client'
import { isScenario, type ScenarioName } from './seed/scenarios'
import { isZone } from './engine/zone'

export type { ScenarioName } from './seed/scenarios'
export { SCENARIOS } from './seed/scenarios'
export { SimControl, SimControlError } from './control-client'
export type {
  ClockInfo,
  ColleagueAction,
  ColleagueCommand,
  ColleagueRecord,
  FaultInfo,
  FaultSpec,
  LoggedRequest,
  SimCheckResult,
  SimInfo,
  SimMaintenance,
  SimTruth,
} from './control-client'

export interface SimulatorOptions {
  /** 0 = a free port (default). */
  port?: number
  /** Default 'demo-token'. */
  token?: string
  seed?: number
  monitors?: number
  scenario?: ScenarioName
  /** Requests per minute, default 180. */
  rateLimit?: number
  clock?: 'real' | 'manual'
  timeScale?: number
  /** Epoch ms the manual clock starts at. */
  startTime?: number
  /**
   * IANA zones of the teams in team order, repeated when shorter (`['UTC']`: every team in UTC).
   * Default: the scenario's (the first team in Europe/Brussels, see seed/team-zones.ts).
   */
  teamTimezones?: string[]
  /** False: no team is a reseller, as for a plain customer's account (default true). */
  resellers?: boolean
  /** Seeded colleagues act by themselves; default only in the demo scenario. */
  colleagues?: boolean
}

export interface RunningSimulator {
  /** http://127.0.0.1:PORT, no trailing slash. */
  baseUrl: string
  token: string
  control: SimControl
  now(): number
  close(): Promise<void>
}

export const DEFAULT_TOKEN = 'demo-token'
export const DEFAULT_RATE_LIMIT = 180

/** Builds the simulation and its Hono app without listening (benchmarks, in-process use). */
export function createSimulator(options: SimulatorOptions = {}) {
  const scenario = options.scenario ?? 'demo'
  if (!isScenario(scenario)) throw new Error(`unknown scenario "${String(scenario)}"`)
  if (
    options.monitors !== undefined &&
    (!Number.isInteger(options.monitors) || options.monitors < 0)
  ) {
    throw new Error(`monitors must be a non-negative integer, got ${options.monitors}`)
  }
  const badZone = options.teamTimezones?.find((zone) => !isZone(zone))
  if (badZone !== undefined) throw new Error(`unknown timezone "${badZone}"`)
  const clock = new SimClock({
    mode: options.clock ?? 'real',
    timeScale: options.timeScale,
    startTime: options.startTime,
  })
  const sim = new Simulation(
    clock,
    {
      seed: options.seed ?? 1,
      scenario,
      monitors: options.monitors,
      teamTimezones: options.teamTimezones,
      resellers: options.resellers,
      colleagues: options.colleagues,
    },
    options.token ?? DEFAULT_TOKEN,
    options.rateLimit ?? DEFAULT_RATE_LIMIT,
  )
  return { sim, app: createApp(sim) }
}

export function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const { sim, app } = createSimulator(options)
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        const baseUrl = `http://127.0.0.1:${info.port}`
        sim.baseUrl = baseUrl
        resolve({
          baseUrl,
          token: sim.initialToken,
          control: new SimControl(baseUrl),
          now: () => sim.now(),
          close: () => closeServer(server as Server),
        })
      },
    )
    server.once('error', reject)
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    // Keep-alive sockets would hold close() open: end them.
    server.closeAllConnections()
  })
}
