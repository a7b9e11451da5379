// The app's one picture of every watched account: the sessions' events come in here and leave as
// the app's. With one account in slot 0 they pass as they are (the session's own snapshot, status
// and view: nothing is copied). With several (or a lone account in another slot), a snapshot,
// status or view is the merge of every session's (picture-merge.ts), and a decision or alert
// carries its account: the picture's ids (by the account's slot), and with several an alert's
// title starting with the account's name.
import type { AccountRef } from '../../shared/accounts'
import type { AppServiceEvent, SessionView } from '../../shared/app-service-api'
import type { Alert, MonitorState, Snapshot, SyncStatus } from '../../shared/model'
import type { AccountSession } from './account-session'
import { mergeSessions, mergeSnapshots, mergeSync, type Part, type TagCache } from './picture-merge'
import { toPicture } from './picture-ids'

export interface PictureEntry {
  ref: AccountRef
  session: AccountSession
}

export class Picture {
  private merged: Snapshot | null = null
  private dirty = true
  private tags = new Map<string, TagCache>()
  private lastSync = ''

  constructor(
    private readonly entries: () => readonly PictureEntry[],
    private readonly emit: (event: AppServiceEvent) => void,
  ) {}

  /** Whether the picture is not the lone session's own: several, or its ids carry a slot. */
  private get mapped(): boolean {
    const entries = this.entries()
    return entries.length > 1 || (entries[0]?.ref.slot ?? 0) !== 0
  }

  private parts<T>(read: (session: AccountSession) => T): Part<T>[] {
    return this.entries().map((entry) => ({
      slot: entry.ref.slot,
      ref: entry.ref,
      value: read(entry.session),
    }))
  }

  snapshot(): Snapshot | null {
    const entries = this.entries()
    if (!this.mapped) return entries[0]?.session.snapshot() ?? null
    if (this.dirty) {
      this.merged = mergeSnapshots(
        this.parts((s) => s.snapshot()),
        (part) => this.tagCache(part.slot, part.ref.id),
      )
      this.dirty = false
    }
    return this.merged
  }

  syncStatus(): SyncStatus {
    const entries = this.entries()
    if (entries.length === 1) return entries[0]!.session.syncStatus()
    return mergeSync(this.parts((s) => s.syncStatus()))
  }

  sessionView(): SessionView {
    const entries = this.entries()
    if (!this.mapped) return entries[0]!.session.view()
    return mergeSessions(this.parts((s) => s.view()))
  }

  /** An event of `session`, told to the app as the picture's. */
  onSessionEvent(session: AccountSession, event: AppServiceEvent): void {
    if (!this.mapped) {
      this.emit(event)
      return
    }
    const entry = this.entries().find((e) => e.session === session)
    if (!entry) return
    const slot = entry.ref.slot
    switch (event.type) {
      case 'snapshot':
        this.dirty = true
        this.publishSnapshot()
        return
      case 'sync':
        this.publishSync()
        return
      case 'session':
        // Signed out or in: the account's monitors leave or join the picture.
        this.dirty = true
        this.emit({ type: 'session', session: this.sessionView() })
        this.publishSnapshot()
        return
      case 'decisions':
        this.emit({ type: 'decisions', decisions: toPicture(slot, event.decisions) })
        return
      case 'alert':
        this.emit({
          type: 'alert',
          alert:
            this.entries().length > 1
              ? namedAlert(slot, entry.ref, event.alert)
              : toPicture(slot, event.alert),
        })
        return
      default:
        this.emit(event)
    }
  }

  /** The accounts changed (added, removed, reordered): everything is told again. */
  reset(): void {
    this.dirty = true
    this.tags.clear()
    this.lastSync = ''
    this.emit({ type: 'session', session: this.sessionView() })
    this.publishSnapshot()
    this.publishSync()
  }

  private publishSnapshot(): void {
    const snapshot = this.snapshot()
    if (snapshot) this.emit({ type: 'snapshot', snapshot })
  }

  private publishSync(): void {
    const status = this.syncStatus()
    const json = JSON.stringify(status)
    if (json === this.lastSync) return
    this.lastSync = json
    this.emit({ type: 'sync', status })
  }

  private tagCache(slot: number, accountId: string): TagCache {
    const key = `${slot}:${accountId}`
    let cache = this.tags.get(key)
    if (!cache) {
      cache = new WeakMap<MonitorState, MonitorState>()
      this.tags.set(key, cache)
    }
    return cache
  }
}

/** An alert of several accounts': its ids the picture's, its title naming the account. */
export function namedAlert(slot: number, ref: AccountRef, alert: Alert): Alert {
  const picture = toPicture(slot, alert)
  return { ...picture, id: `${ref.id}:${alert.id}`, title: `${ref.name} · ${alert.title}` }
}
