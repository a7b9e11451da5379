// The first screenful of the page serve mode sends: the session, sync line, settings, the
// popover's summary and the overview's head. The head is kept per snapshot until the first moment
// a snooze or a maintenance window in it starts or ends (health depends on nothing else), so
// opening pages costs one pass over the monitors per sweep, not one per page, and never a stale
// one.
import type { AppServiceApi } from '../shared/app-service-api'
import type { Snapshot } from '../shared/model'
import { overviewHead, type FirstScreen, type OverviewHead } from '../shared/snapshot-first-screen'
import type { PopoverSummary } from '../shared/popover-summary'

/** The first instant after `now` at which a snooze or maintenance window in `s` starts or ends. */
export function nextHealthChange(s: Snapshot, now: number): number {
  let next = Infinity
  const consider = (iso: string | null | undefined) => {
    if (!iso) return
    const t = Date.parse(iso)
    if (t > now && t < next) next = t
  }
  for (const m of s.monitors) {
    if (m.maintenance) {
      consider(m.maintenance.startedAt)
      consider(m.maintenance.endsAt)
    }
    for (const c of m.checks) consider(c.snoozedUntil)
  }
  for (const list of Object.values(s.cron)) for (const c of list ?? []) consider(c.snoozedUntil)
  return next
}

export function firstScreenSource(
  service: AppServiceApi,
  summary: () => PopoverSummary | null,
  now: () => number = Date.now,
): () => FirstScreen {
  let kept: { snapshot: Snapshot; at: number; until: number; head: OverviewHead } | null = null

  function headOf(snapshot: Snapshot): OverviewHead {
    const at = now()
    if (kept?.snapshot !== snapshot || at >= kept.until || at < kept.at) {
      kept = {
        snapshot,
        at,
        until: nextHealthChange(snapshot, at),
        head: overviewHead(snapshot, at),
      }
    }
    return kept.head
  }

  return () => {
    const session = service.getSession()
    const snapshot = session.signedIn ? service.getSnapshot() : null
    return {
      session,
      sync: service.getSyncStatus(),
      settings: service.getSettings(),
      summary: session.signedIn ? summary() : null,
      overview: snapshot ? headOf(snapshot) : null,
    }
  }
}
