// The sweep's page of monitors: read in place by monitor-reader.ts, with monitor.ts's schema
// for the entries it sets aside (so their reasons read as the schema says them).
import { paginatedList } from './common'
import { monitorSchema } from './monitor'
import { readMonitorInPlace } from './monitor-reader'
import { tolerantListWith } from './tolerant-list'

/**
 * A page of the monitor list, as `paginated(monitorSchema, 'monitor')` reads it (same values, the
 * same monitors set aside with the same reasons), at about the cost of a look at each field.
 */
export const monitorPageSchema = paginatedList(
  tolerantListWith(readMonitorInPlace, monitorSchema, 'monitor'),
)
