// A page's monitors added to a sweep's snapshot, with the memo of the last sweep
// (sweep-memo.ts): a monitor whose answer is as it was but for its run times is taken again, the
// others are parsed and read, and what the sweep made of each is kept for the next.
import { listEntries, type ListEntry } from '../api/schemas/entry-stream'
import type { ApiMonitor } from '../api/schemas/monitor'
import { RUN_TIME_MARKS } from '../api/schemas/monitor-page'
import { checkRunPlaces, type SnapshotBuilder } from '../engine/snapshot'
import { noteDays, ownDays, type SweptThresholds } from './radar-round'
import type { Made, SweepMemo } from './sweep-memo'

/**
 * Adds a page's monitors to the snapshot and notes their thresholds: each one whose answer is as
 * the last sweep made it but for its run times is taken again from the memo, the others are
 * parsed and read.
 */
export function addMonitors(
  list: Iterable<ApiMonitor>,
  builder: SnapshotBuilder,
  memo: SweepMemo,
  learned: SweptThresholds,
): void {
  for (const entry of listEntries(list)) {
    const last = memo.recall()
    if (
      last &&
      entry.same(last.marks, last.print) &&
      builder.addAgain(last.state, last.marks, last.places, entry)
    ) {
      noteDays(last.state.id, last.days, last.domainDays, learned)
      memo.keep(last)
      continue
    }
    const m = entry.read()
    if (m === null) {
      memo.keep(null)
      continue
    }
    const state = builder.add(m)
    const days = ownDays(m)
    const domainDays = ownDays(m, 'domain_check_settings')
    noteDays(m.id, days, domainDays, learned)
    memo.keep(made(entry, m, { state, days, domainDays }))
  }
}

/** What the memo keeps of a monitor read from `entry`: null where its run times are not marks. */
function made(
  entry: ListEntry<ApiMonitor>,
  api: ApiMonitor,
  kept: Pick<Made, 'state' | 'days' | 'domainDays'>,
): Made | null {
  const marks = entry.marks(RUN_TIME_MARKS)
  const print = entry.print(marks)
  if (Number.isNaN(print)) return null
  const places = checkRunPlaces(api, marks, entry)
  return places && { ...kept, marks, print, places }
}
