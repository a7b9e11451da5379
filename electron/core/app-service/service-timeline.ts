// The app's timeline: the log kept on disk, the recorder fed by every event and action, and the
// two operations that read it. It is every account's: its events carry the picture's ids
// (picture-ids.ts), and it names monitors, destinations and teams from the account an id names.
import type { AppServiceApi } from '../../shared/app-service-api'
import type { AccountTest } from '../engine/timeline'
import { handoverMarkdown } from '../engine/timeline-handover'
import { TimelineLog } from '../engine/timeline-log'
import { createTimelineRecorder } from '../engine/timeline-recorder'
import type { AccountSession } from './account-session'
import type { AppServiceDeps } from './app-service-types'
import type { ServiceEmitter } from './emitter'
import { pictureId, serviceId, slotOfId } from './picture-ids'
import type { Sessions } from './sessions'

export function createServiceTimeline(
  deps: AppServiceDeps,
  emitter: ServiceEmitter,
  sessions: () => Sessions,
) {
  const { clock } = deps
  const log = new TimelineLog({ store: deps.store, clock, logger: deps.logger })
  /** The session a picture id belongs to, the id as its service knows it, and back. */
  const lookUp = (
    id: number,
    read: (session: AccountSession, own: number) => number | undefined,
  ): number | undefined => {
    const slot = slotOfId(id)
    const session: AccountSession | undefined = sessions().at(slot)
    const found = session ? read(session, serviceId(id)) : undefined
    return found === undefined ? undefined : pictureId(slot, found)
  }
  const nameOf = (
    id: number,
    read: (session: AccountSession, own: number) => string | undefined,
  ) => {
    const session = sessions().at(slotOfId(id))
    return session ? read(session, serviceId(id)) : undefined
  }
  const recorder = createTimelineRecorder({
    log,
    clock,
    snapshot: () => sessions().picture.snapshot(),
    monitorOfCheck: (checkId) =>
      lookUp(checkId, (s, own) => s.engine.snapshots.findMonitorOfCheck(own)?.id),
    monitorOfCronCheck: (cronCheckId) =>
      lookUp(cronCheckId, (s, own) => s.engine.snapshots.findMonitorOfCronCheck(own)),
    destinationName: (id) =>
      nameOf(
        id,
        (s, own) => s.engine.destinations.view().destinations.find((d) => d.id === own)?.name,
      ),
    teamName: (id) =>
      nameOf(id, (s, own) => s.current()?.account?.teams.find((t) => t.id === own)?.name),
    settings: () => deps.settings.get(),
  })
  emitter.subscribe((event) => recorder.onEvent(event))

  /** An account's monitors are the ids of its slot; an account not watched has none. */
  const accountTest = (account: string | null | undefined): AccountTest | undefined => {
    if (account == null) return undefined
    // The account's own slot (kept in its settings entry), not its place in the list.
    const slot = sessions()
      .refs()
      .find((ref) => ref.id === account)?.slot
    return (monitorId) => slot !== undefined && slotOfId(monitorId) === slot
  }

  const operations: Pick<AppServiceApi, 'timeline' | 'timelineHandover'> = {
    timeline: async (query) => log.query(query, accountTest(query.account)),
    async timelineHandover(since, until) {
      const from = Date.parse(since)
      const to = Date.parse(until)
      const events = log.query({ since, until }).events.slice().reverse()
      return handoverMarkdown(events, sessions().picture.snapshot(), {
        since: from,
        until: to,
        now: clock.now(),
      })
    },
  }
  return { log, recordActions: recorder.wrapActions, operations }
}
