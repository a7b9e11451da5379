// The sessions the AppService holds, by account (the service address: the keychain keeps one
// token per address), and the one the app shows: the active one. One lives at a time for now:
// opening another account's session closes the previous one, forgetting what it held.
import { createAccountSession, type AccountSession } from './account-session'
import type { SessionDeps } from './session-engine'

export class Sessions {
  private readonly byAccount = new Map<string, AccountSession>()
  private current: AccountSession

  constructor(
    private readonly deps: SessionDeps,
    baseUrl: string,
  ) {
    this.current = this.create(baseUrl)
  }

  /** The session the app shows and acts through. */
  get active(): AccountSession {
    return this.current
  }

  get(baseUrl: string): AccountSession | undefined {
    return this.byAccount.get(baseUrl)
  }

  all(): AccountSession[] {
    return [...this.byAccount.values()]
  }

  /** Makes the account's session the active one, creating it when there is none. */
  open(baseUrl: string): AccountSession {
    if (this.current.baseUrl === baseUrl) return this.current
    const previous = this.current
    this.current = this.byAccount.get(baseUrl) ?? this.create(baseUrl)
    this.close(previous)
    return this.current
  }

  /** Stops every session and puts what they keep on disk. */
  async stop(): Promise<void> {
    await Promise.all(this.all().map((session) => session.stop()))
  }

  private create(baseUrl: string): AccountSession {
    const session = createAccountSession(this.deps, baseUrl)
    this.byAccount.set(baseUrl, session)
    return session
  }

  // One account at a time: the one left behind must not be shown again, nor poll.
  private close(session: AccountSession): void {
    this.byAccount.delete(session.baseUrl)
    session.close()
  }
}
