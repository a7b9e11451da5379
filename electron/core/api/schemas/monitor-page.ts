// The sweep's page of monitors: read in place by monitor-reader.ts, with monitor.ts's schema
// for the entries it sets aside (so their reasons read as the schema says them).
import * as z from 'zod'
import type { AnswerBody } from '../../ports'
import type { MarkKey } from '../entry-marks'
import { splitList, type SplitList } from '../json-entries'
import { paginatedList, type PaginatedBody } from './common'
import { EntryStream, fits, type ListLayout } from './entry-stream'
import { monitorSchema } from './monitor'
import { readMonitorInPlace } from './monitor-reader'
import { EntryReader, tolerantListWith } from './tolerant-list'

/**
 * A page of the monitor list, as `paginated(monitorSchema, 'monitor')` reads it (same values, the
 * same monitors set aside with the same reasons), at about the cost of a look at each field.
 */
export const monitorPageSchema = paginatedList(
  tolerantListWith(readMonitorInPlace, monitorSchema, 'monitor'),
)

const monitors = new EntryReader(readMonitorInPlace, monitorSchema, 'monitor')

/**
 * A monitor's run times, as marks (../entry-marks.ts): its fresh-as-of (kind MONITOR_RUN) and
 * each check's last run (kind 1), the values of its answer that move every minute.
 */
export const RUN_TIME_MARKS: readonly MarkKey[] = [
  { key: 'latest_run_date', depth: 1 },
  { key: 'latest_run_ended_at', depth: 3 },
]
export const MONITOR_RUN = 0

/** The page with its list emptied: its meta and links, read as `monitorPageSchema` reads them. */
const restSchema = paginatedList(z.array(z.unknown()).length(0))

export interface MonitorPageStream extends Omit<PaginatedBody<never>, 'data'> {
  data: EntryStream<typeof monitorSchema>
}

/**
 * A page whose monitors are each parsed and read as they are taken, with the same values and the
 * same monitors set aside as `monitorPageSchema`; null where it has to be parsed whole (not such a
 * page, or not JSON), and `body` is still the caller's. With the page's `last` layout, its
 * entries are taken where they were while each is the same but for its marks (EntryStream).
 */
export function streamMonitorPage(
  body: AnswerBody,
  last: ListLayout | null = null,
): MonitorPageStream | null {
  const bytes = body.bytes
  const split = () => splitList(bytes, 'data')
  if (last && fits(bytes, last)) {
    const rest = restOf(body, last.split)
    if (rest) return { ...rest, data: new EntryStream(body, last.split, monitors, split) }
  }
  const found = split()
  const rest = found && restOf(body, found)
  return rest && { ...rest, data: new EntryStream(body, found, monitors) }
}

/** The page but its list: its meta and links, read as `monitorPageSchema` reads them. */
function restOf(body: AnswerBody, split: SplitList) {
  let rest: unknown
  try {
    rest = JSON.parse(body.text(0, split.open + 1) + body.text(split.close, body.bytes.length))
  } catch {
    return null
  }
  const read = restSchema.safeParse(rest)
  return read.success ? read.data : null
}
