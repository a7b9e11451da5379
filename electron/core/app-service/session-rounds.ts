// A session's background reads beside the sweeps: the cron round, the maintenance watch and the
// slow rounds on spare budget (expiry radar, destinations). They start and stop together.
import type { Clock } from '../ports'
import type { MaintenanceWatch } from './maintenance-watch'
import type { SlowRound } from './slow-round'

export class BackgroundRounds {
  // The first good sweep of a session nudges the spare rounds, so their first reads need not
  // wait a whole round (they still run only on spare budget). The cron round waits its minute:
  // a sweep already reads the cron details of every cron check that changed.
  private nudgeAfterSweep = false

  constructor(
    private readonly cron: SlowRound,
    private readonly watch: MaintenanceWatch,
    private readonly spare: SlowRound[],
  ) {}

  start(clock: Clock): void {
    this.cron.start(clock)
    this.watch.start(clock)
    for (const round of this.spare) round.start(clock)
    this.nudgeAfterSweep = true
  }

  stop(): void {
    this.cron.stop()
    this.watch.stop()
    for (const round of this.spare) round.stop()
  }

  /** After each scheduler change: once a sweep is done and the next one is scheduled. */
  afterSweep(done: boolean): void {
    if (!done) return
    const first = this.nudgeAfterSweep
    this.nudgeAfterSweep = false
    this.cron.settle()
    this.watch.settle()
    for (const round of this.spare) {
      if (first) round.nudge()
      else round.settle()
    }
  }
}
