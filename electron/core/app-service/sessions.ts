// The sessions the AppService holds, one per watched account (keyed by the account's id: two
// accounts may share an address), all running at once, in the settings' order. Each has its own
// engine, budget, backoff, stores (account-store.ts) and emitter; their events reach the app
// through the picture (picture.ts), which merges them when there are several. Each account's
// picture ids carry its slot (the settings entry's, shared/account-slots.ts), never its place.
import type { AccountRef } from '../../shared/accounts'
import type { AppServiceEvent } from '../../shared/app-service-api'
import { createAccountSession, type AccountSession } from './account-session'
import { accountStore } from './account-store'
import { ServiceEmitter } from './emitter'
import { slotSettings } from './slot-rules'
import { Picture, type PictureEntry } from './picture'
import type { SessionDeps } from './session-engine'

export class Sessions {
  private entries: PictureEntry[] = []
  /** The demo's session, which stands in for the accounts for a run and was never one of them. */
  private demo: AccountSession | null = null
  readonly picture: Picture

  constructor(
    private readonly deps: SessionDeps,
    accounts: readonly AccountRef[],
  ) {
    this.picture = new Picture(
      () => this.entries,
      (event) => deps.emitter.emit(event),
    )
    this.entries = accounts.map((ref) => ({ ref, session: this.create(ref) }))
  }

  /** The first account's session: what id-less operations of one account answer from. */
  get active(): AccountSession {
    return this.entries[0]!.session
  }

  get several(): boolean {
    return this.entries.length > 1
  }

  /**
   * Whether the picture's ids are not the service's: several accounts, or a lone one whose slot is
   * not 0 (the first account was removed; its ids keep their slot, as its rules do).
   */
  get mapped(): boolean {
    return this.several || (this.entries[0]?.ref.slot ?? 0) !== 0
  }

  /** The session of an account id (or, for a lone base URL, the first at that address). */
  get(key: string): AccountSession | undefined {
    return (
      this.entries.find((e) => e.ref.id === key) ?? this.entries.find((e) => e.ref.baseUrl === key)
    )?.session
  }

  /** The session of the account holding a slot of the picture (picture-ids.ts). */
  at(slot: number): AccountSession | undefined {
    return this.entries.find((e) => e.ref.slot === slot)?.session
  }

  /** The watched account holding a slot. */
  refAt(slot: number): AccountRef | undefined {
    return this.entries.find((e) => e.ref.slot === slot)?.ref
  }

  all(): AccountSession[] {
    return this.entries.map((e) => e.session)
  }

  refs(): AccountRef[] {
    return this.entries.map((e) => e.ref)
  }

  /** Every session with its account's slot, in the settings' order. */
  slotted(): { session: AccountSession; slot: number }[] {
    return this.entries.map((e) => ({ session: e.session, slot: e.ref.slot }))
  }

  /**
   * Makes the sessions those of `accounts`, in that order: a new account gets a session (returned,
   * for the caller to connect), a removed one is closed (its data forgotten), a kept one runs on.
   */
  reconcile(accounts: readonly AccountRef[]): AccountSession[] {
    return this.follow(accounts, true)
  }

  private follow(accounts: readonly AccountRef[], removing: boolean): AccountSession[] {
    const before = this.entries
    // A session runs on only as the account it was made for: its id, address and slot.
    const sameAccount = (a: AccountRef, b: AccountRef) =>
      a.id === b.id && a.baseUrl === b.baseUrl && a.slot === b.slot
    const same =
      before.length === accounts.length && before.every((e, n) => sameAccount(e.ref, accounts[n]!))
    if (same) {
      // Only names changed (or nothing): the sessions run on, the picture says the new names.
      this.entries = before.map((e, n) => ({ ...e, ref: accounts[n]! }))
      if (before.some((e, n) => e.ref.name !== accounts[n]!.name)) this.picture.reset()
      return []
    }
    const created: AccountSession[] = []
    const next: PictureEntry[] = accounts.map((ref) => {
      const kept = before.find((e) => sameAccount(e.ref, ref))
      if (kept) return { ref, session: kept.session }
      const session = this.create(ref)
      created.push(session)
      return { ref, session }
    })
    const gone = before.filter((e) => !next.some((n) => n.session === e.session))
    this.entries = next
    for (const entry of gone) {
      const removed =
        removing &&
        entry.session !== this.demo &&
        next.length > 0 &&
        !accounts.some((a) => a.id === entry.ref.id)
      // A removed account forgets its own part of the app's timeline, not the others'.
      entry.session.close(removed ? 'removed' : undefined)
      if (removed) this.deps.onRemoved?.(entry.ref.slot)
    }
    if (this.demo && gone.some((e) => e.session === this.demo)) this.demo = null
    this.picture.reset()
    return created
  }

  /** The demo's account in place of every other, for this run (nothing of theirs forgotten). */
  openOnly(ref: AccountRef): AccountSession {
    const session = this.follow([ref], false)[0] ?? this.active
    this.demo = session
    return session
  }

  /** Stops every session and puts what they keep on disk. */
  async stop(): Promise<void> {
    await Promise.all(this.all().map((session) => session.stop()))
  }

  private create(ref: AccountRef): AccountSession {
    const emitter = new ServiceEmitter(this.deps.logger)
    const session: AccountSession = createAccountSession(
      {
        ...this.deps,
        // What was kept before accounts had names belongs to the first account (slot 0).
        store: accountStore(this.deps.store, ref.id, { takesLegacy: ref.slot === 0 }),
        // Its own monitor and team rules and team zones, by its slot.
        settings: slotSettings(this.deps.settings, ref.slot),
        emitter,
        // The app's timeline is every account's: one account forgetting clears it only alone.
        onForget: () => {
          if (!this.several) this.deps.onForget()
        },
      },
      ref,
    )
    emitter.subscribe((event: AppServiceEvent) => this.picture.onSessionEvent(session, event))
    return session
  }
}
