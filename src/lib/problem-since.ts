// Since when a monitor's problem checks have had their result. The service's answers carry no
// such time (a check's `latest_run_ended_at` moves on with every run), so it comes from the
// timeline, the app's own record of the changes it saw: the newest change of the check to the
// result it has now. Read once per monitor and set of results, kept while they stay the same,
// so a row scrolled out of view and back, or a sweep that changed nothing, asks nothing again.
import { ref, watch, type Ref } from 'vue'
import type { CheckState } from '../../electron/shared/model'
import type { TimelineEvent } from '../../electron/shared/timeline'
import { useSyncStore } from '../stores/sync'
import { afterPaint } from './after-paint'
import { useTimelineStore } from '../stores/timeline'

/** Enough of one monitor's recent changes to find when each of its checks last changed. */
const EVENTS_READ = 100
/** Monitors remembered at most (a long scroll through problems); the oldest go first. */
const REMEMBERED = 500

/** When `check` changed to its current result, or null when the timeline did not see it. */
export function sinceOf(events: readonly TimelineEvent[], check: CheckState): string | null {
  // Newest first: the first change of this check says what it changed to last.
  for (const e of events) {
    if (e.kind !== 'change' || e.type !== 'check.changed' || e.checkId !== check.id) continue
    return e.to === check.result ? e.at : null
  }
  return null
}

/** The checks' ids and results as one key: a new key asks the timeline again. */
export function problemKey(checks: readonly CheckState[]): string {
  return checks.map((c) => `${c.id}:${c.result}`).join(',')
}

// Rows are drawn first; their "since" is asked once the page has painted (one wait for all rows).
let painted: Promise<void> | null = null
const firstPaint = () => (painted ??= afterPaint())

const remembered = new Map<number, { key: string; since: Promise<Map<number, string | null>> }>()

async function read(monitorId: number, checks: readonly CheckState[]) {
  const page = await useTimelineStore().changesOf(monitorId, EVENTS_READ)
  const events = Array.isArray(page?.events) ? page.events : []
  return new Map(checks.map((c) => [c.id, sinceOf(events, c)]))
}

function lookUp(monitorId: number, checks: readonly CheckState[]) {
  const key = problemKey(checks)
  const known = remembered.get(monitorId)
  if (known?.key === key) return known.since
  const since = read(monitorId, checks).catch(() => new Map<number, string | null>())
  remembered.delete(monitorId)
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!)
  remembered.set(monitorId, { key, since })
  // A look-up that missed a check may be early (the snapshot can arrive before the timeline
  // wrote the change): it is asked again after the next sweep.
  void since.then((found) => {
    if (missing(found) && remembered.get(monitorId)?.since === since) remembered.delete(monitorId)
  })
  return since
}

const missing = (found: ReadonlyMap<number, string | null>) =>
  [...found.values()].some((at) => at === null)

/**
 * Since when each of `checks` (a monitor's problems) has had its result, by check id (null:
 * the timeline did not see it change, e.g. it failed before the app first looked).
 */
export function useProblemSince(
  monitorId: () => number,
  checks: () => readonly CheckState[],
): Ref<ReadonlyMap<number, string | null>> {
  const since = ref<ReadonlyMap<number, string | null>>(new Map())
  const sync = useSyncStore()
  // Only while something is missing does the next sweep ask again.
  const retries = ref(0)
  watch(
    () => sync.status?.lastSuccessAt,
    () => {
      if (missing(since.value)) retries.value++
    },
  )
  watch(
    () => [monitorId(), problemKey(checks()), retries.value] as const,
    async ([id, key]) => {
      if (!key) {
        since.value = new Map()
        return
      }
      await firstPaint()
      if (monitorId() !== id || problemKey(checks()) !== key) return
      const found = await lookUp(id, checks())
      // Still the same monitor and results (rows are reused while scrolling).
      if (monitorId() === id && problemKey(checks()) === key) since.value = found
    },
    { immediate: true },
  )
  return since
}

/** Forgets every look-up (tests). */
export function forgetProblemSince(): void {
  remembered.clear()
}
