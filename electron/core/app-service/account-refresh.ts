// When the account (/api/me: the user and their teams) is read again: at start, after every
// reconnect (a sweep that succeeds after the service could not be reached), when the last read
// failed, and every few hours. A session started offline so gets its teams (the team filter,
// team rules, the Settings account line) as soon as the service answers, without a restart.
import type { Priority } from '../engine/priorities'
import type { SchedulerPhase } from '../engine/scheduler'
import type { Clock } from '../ports'

/** The account is read again this long after the last good read. */
export const ACCOUNT_REFRESH_MS = 6 * 60 * 60_000
/** After a failed read, the next try waits this long unless a reconnect comes first. */
export const ACCOUNT_RETRY_MS = 5 * 60_000

/** Phases after which a good sweep is a reconnect. */
const DISCONNECTED: ReadonlySet<SchedulerPhase> = new Set(['offline', 'error', 'auth-needed'])

export interface AccountRefreshDeps {
  clock: Clock
  /** Reads /api/me and stores the account; resolves true when it was read. */
  read: (priority: Priority) => Promise<boolean>
}

export class AccountRefresh {
  private readAt: number | null = null
  private retryAt = 0
  private reading = false
  private reconnected = false

  constructor(private readonly deps: AccountRefreshDeps) {}

  /** The account was read elsewhere (a sign-in checks the token against /api/me). */
  noteRead(): void {
    this.readAt = this.deps.clock.now()
    this.reconnected = false
  }

  /** Another session or none: nothing read counts any more. */
  forget(): void {
    this.readAt = null
    this.retryAt = 0
    this.reconnected = false
  }

  /** The sweep scheduler's phase: a good sweep after a disconnection, or when due, reads again. */
  onPhase(phase: SchedulerPhase): void {
    if (DISCONNECTED.has(phase)) {
      this.reconnected = true
      return
    }
    if (phase === 'ok' && this.due()) void this.readNow(this.readAt === null ? 'focus' : 'spare')
  }

  /** Reads now (unless a read is under way); the periodic read goes at the lowest priority. */
  async readNow(priority: Priority = 'focus'): Promise<void> {
    if (this.reading) return
    this.reading = true
    // A disconnection seen from here on calls for another read after it.
    this.reconnected = false
    try {
      if (await this.deps.read(priority)) this.readAt = this.deps.clock.now()
      else this.retryAt = this.deps.clock.now() + ACCOUNT_RETRY_MS
    } finally {
      this.reading = false
    }
  }

  private due(): boolean {
    if (this.reading) return false
    if (this.reconnected) return true
    const now = this.deps.clock.now()
    if (this.readAt === null) return now >= this.retryAt
    return now - this.readAt >= ACCOUNT_REFRESH_MS
  }
}
