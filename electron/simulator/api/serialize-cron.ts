// Cron check definitions. Ping URLs live on the simulator itself: `{baseUrl}/ping/{uuid}`.
import { CRON_LABELS, cronState } from '../world/cron'
import { humanCron } from '../seed/seed-crons'
import { snoozeOrNull } from './serialize-check'
import { relative, ymdHis } from '../engine/time'
import type { SimCron } from '../world/types'

export function cronJson(cron: SimCron, now: number, baseUrl: string) {
  const state = cronState(cron, now)
  const label = CRON_LABELS[state.latestResult] ?? { label: state.latestResult, color: 'gray' }
  return {
    id: cron.id,
    uuid: cron.uuid,
    name: cron.name,
    type: cron.type,
    description: cron.description,
    frequency_in_minutes: cron.type === 'simple' ? cron.frequencyMinutes : 0,
    grace_time_in_minutes: cron.graceMinutes,
    cron_expression: cron.cronExpression ?? '',
    human_readable_cron_expression:
      cron.type === 'cron'
        ? humanCron(cron.cronExpression)
        : `Every ${cron.frequencyMinutes ?? 0} minutes`,
    server_timezone: cron.serverTimezone,
    ping_url: `${baseUrl}/ping/${cron.uuid}`,
    created_at: ymdHis(cron.createdAt),
    latest_result: state.latestResult,
    latest_result_label: label.label,
    latest_result_label_color: label.color,
    // The service sends "" rather than null while waiting on the first ping.
    latest_ping_at: state.latestPingAt === null ? '' : ymdHis(state.latestPingAt),
    human_readable_latest_ping_at:
      state.latestPingAt === null ? '' : relative(state.latestPingAt, now),
    active_snooze: snoozeOrNull(cron.snooze, now),
  }
}
