// Everything one running simulator holds: the world, its clock, tokens, faults, the request
// log and the rate limiter. `reset()` rebuilds the world from the same (or new) seed.
import type { SimClock } from './engine/clock'
import { FaultBook } from './http/faults'
import { RateLimiter } from './http/rate-limit'
import { RequestLog } from './http/request-log'
import { seedWorld } from './seed/seed-world'
import type { ScenarioName } from './seed/scenarios'
import { catchUpColleagues } from './world/colleague-schedule'
import type { World } from './world/world'

export interface WorldConfig {
  seed: number
  scenario: ScenarioName
  monitors?: number
  /** IANA zones of the teams, in team order (repeated when shorter); the scenario's otherwise. */
  teamTimezones?: string[]
  /** False: no team is a reseller (reseller routes answer 403). Default true. */
  resellers?: boolean
  /** Seeded colleagues act by themselves (default: only in the demo). */
  colleagues?: boolean
}

export class Simulation {
  world: World
  readonly tokens: Set<string>
  readonly faults = new FaultBook()
  readonly log = new RequestLog()
  readonly limiter: RateLimiter
  /** Public base URL (set once the server listens); ping URLs point at it. */
  baseUrl = 'http://127.0.0.1'

  constructor(
    readonly clock: SimClock,
    public config: WorldConfig,
    readonly initialToken: string,
    readonly initialRateLimit: number,
  ) {
    this.tokens = new Set([initialToken])
    this.limiter = new RateLimiter(initialRateLimit)
    this.world = seedWorld({ ...config, now: clock.now() })
  }

  now(): number {
    return this.clock.now()
  }

  /** True when seeded colleagues act by themselves (they always act on command). */
  colleaguesActive(): boolean {
    return this.config.colleagues ?? this.config.scenario === 'demo'
  }

  /** Brings the world up to the clock's now before a request is answered: colleagues' actions. */
  settle(): void {
    if (this.colleaguesActive()) catchUpColleagues(this.world, this.now())
  }

  /** Rebuilds the world (new config merged over the old) and clears faults, log and limits. */
  reset(config: Partial<WorldConfig> = {}): void {
    this.config = { ...this.config, ...config }
    this.world = seedWorld({ ...this.config, now: this.clock.now() })
    this.faults.clear()
    this.log.clear()
    this.limiter.reset()
    this.limiter.limit = this.initialRateLimit
    this.tokens.clear()
    this.tokens.add(this.initialToken)
  }
}
