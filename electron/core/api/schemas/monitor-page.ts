// The sweep's page of monitors: read in place by monitor-reader.ts, with monitor.ts's schema
// for the entries it sets aside (so their reasons read as the schema says them).
import * as z from 'zod'
import type { AnswerBody } from '../../ports'
import { splitList } from '../json-entries'
import { paginatedList, type PaginatedBody } from './common'
import { EntryStream } from './entry-stream'
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

/** The page with its list emptied: its meta and links, read as `monitorPageSchema` reads them. */
const restSchema = paginatedList(z.array(z.unknown()).length(0))

export interface MonitorPageStream extends Omit<PaginatedBody<never>, 'data'> {
  data: EntryStream<typeof monitorSchema>
}

/**
 * A page whose monitors are each parsed and read as they are taken, with the same values and the
 * same monitors set aside as `monitorPageSchema`; null where it has to be parsed whole (not such a
 * page, or not JSON), and `body` is still the caller's.
 */
export function streamMonitorPage(body: AnswerBody): MonitorPageStream | null {
  const split = splitList(body.bytes, 'data')
  if (!split) return null
  let rest: unknown
  try {
    const end = body.bytes.length
    rest = JSON.parse(body.text(0, split.open + 1) + body.text(split.close, end))
  } catch {
    return null
  }
  const read = restSchema.safeParse(rest)
  if (!read.success) return null
  return { ...read.data, data: new EntryStream(body, split.bounds, monitors) }
}
