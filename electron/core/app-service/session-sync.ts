// A session's sync status (sync-status.ts builds it from the scheduler, the gate, the budget and
// the picture) and its publication: a `sync` event only when the status changed.
import type { SyncStatus } from '../../shared/model'
import type { ServiceEmitter } from './emitter'
import type { SessionDeps, SessionEngine } from './session-engine'
import { buildSyncStatus, isStale } from './sync-status'
import { asNotices, noticeSentence } from '../../shared/sync-notice'

export function createSessionSync(
  deps: Pick<SessionDeps, 'clock' | 'notices'>,
  engine: () => SessionEngine,
  signedIn: () => boolean,
  emitter: ServiceEmitter,
) {
  let lastJson = ''

  function status(): SyncStatus {
    const { snapshots, scheduler, gate, budget, offlineCache, destinations } = engine()
    const now = deps.clock.now()
    const state = scheduler.state()
    const notices = deps.notices()
    const noticeParts = asNotices([...notices.before, offlineCache.notice, ...notices.after])
    return buildSyncStatus({
      scheduler: state,
      signedIn: signedIn(),
      stale: isStale({
        snapshot: snapshots.snapshot,
        fromCache: snapshots.fromCache,
        now,
        intervalMs: engine().intervalMs(),
        scheduler: state,
      }),
      rateLimitedUntil: gate.rateLimitedUntil,
      budgetUsed: budget.usedShare(now),
      notice: noticeParts.map(noticeSentence).join(' ') || null,
      noticeParts,
      warnings: destinations.warnings(),
      warningParts: destinations.warningParts(),
    })
  }

  return {
    status,
    publish(): void {
      const next = status()
      const json = JSON.stringify(next)
      if (json === lastJson) return
      lastJson = json
      emitter.emit({ type: 'sync', status: next })
    },
  }
}
