// The app's timeline: the log kept on disk, the recorder fed by every event and action, and the
// two operations that read it. It names monitors, destinations and teams from the active session.
import type { AppServiceApi } from '../../shared/app-service-api'
import { handoverMarkdown } from '../engine/timeline-handover'
import { TimelineLog } from '../engine/timeline-log'
import { createTimelineRecorder } from '../engine/timeline-recorder'
import type { AccountSession } from './account-session'
import type { AppServiceDeps } from './app-service-types'
import type { ServiceEmitter } from './emitter'

export function createServiceTimeline(
  deps: AppServiceDeps,
  emitter: ServiceEmitter,
  active: () => AccountSession,
) {
  const { clock } = deps
  const log = new TimelineLog({ store: deps.store, clock, logger: deps.logger })
  const snapshots = () => active().engine.snapshots
  const recorder = createTimelineRecorder({
    log,
    clock,
    snapshot: () => snapshots().snapshot,
    monitorOfCheck: (checkId) => snapshots().findMonitorOfCheck(checkId)?.id,
    monitorOfCronCheck: (cronCheckId) => snapshots().findMonitorOfCronCheck(cronCheckId),
    destinationName: (id) =>
      active()
        .engine.destinations.view()
        .destinations.find((d) => d.id === id)?.name,
    teamName: (id) =>
      active()
        .current()
        ?.account?.teams.find((t) => t.id === id)?.name,
    settings: () => deps.settings.get(),
  })
  emitter.subscribe((event) => recorder.onEvent(event))

  const operations: Pick<AppServiceApi, 'timeline' | 'timelineHandover'> = {
    timeline: async (query) => log.query(query),
    async timelineHandover(since, until) {
      const from = Date.parse(since)
      const to = Date.parse(until)
      const events = log.query({ since, until }).events.slice().reverse()
      return handoverMarkdown(events, snapshots().snapshot, {
        since: from,
        until: to,
        now: clock.now(),
      })
    },
  }
  return { log, recordActions: recorder.wrapActions, operations }
}
