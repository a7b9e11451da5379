// The first screenful of the page serve mode sends: the session, sync line, settings, the
// popover's summary and the overview's head. The head is kept per snapshot for a few seconds
// (health is judged again after that), so opening pages costs one pass over the monitors per
// sweep, not one per page.
import type { AppServiceApi } from '../shared/app-service-api'
import type { Snapshot } from '../shared/model'
import { overviewHead, type FirstScreen, type OverviewHead } from '../shared/snapshot-first-screen'
import type { PopoverSummary } from '../shared/summary'

const HEAD_KEPT_MS = 10_000

export function firstScreenSource(
  service: AppServiceApi,
  summary: () => PopoverSummary | null,
  now: () => number = Date.now,
): () => FirstScreen {
  let kept: { snapshot: Snapshot; at: number; head: OverviewHead } | null = null

  function headOf(snapshot: Snapshot): OverviewHead {
    const at = now()
    if (kept?.snapshot !== snapshot || at - kept.at > HEAD_KEPT_MS || at < kept.at) {
      kept = { snapshot, at, head: overviewHead(snapshot, at) }
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
