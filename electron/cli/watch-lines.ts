// `watch` output, one line per event. The JSON shape is a contract:
// {"at", "type", "monitorId", "checkId"?, "cronCheckId"?, "from"?, "to"?, "notify", "reason"?}
// `sync.status` lines carry `monitorId: null`, the previous state as `from`, the new as `to`.
import type { AlertDecision, SyncState } from '../shared/model'
import { TEXT_LIMITS } from '../shared/clip'
import { safeLine } from '../shared/safe-text'
import { isoTime } from './formats/iso-time'

export type WatchLineType = AlertDecision['event']['type'] | 'sync.status'

export interface WatchLine {
  at: string
  type: WatchLineType
  monitorId: number | null
  checkId?: number
  cronCheckId?: number
  from?: string
  to?: string
  notify: boolean
  reason?: string
}

export function decisionLine(decision: AlertDecision): WatchLine {
  const { event } = decision
  return {
    at: event.at,
    type: event.type,
    monitorId: event.monitorId,
    ...(event.checkId !== undefined ? { checkId: event.checkId } : {}),
    ...(event.cronCheckId !== undefined ? { cronCheckId: event.cronCheckId } : {}),
    ...(event.from !== undefined ? { from: event.from } : {}),
    ...(event.to !== undefined ? { to: event.to } : {}),
    notify: decision.notify,
    ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
  }
}

export function syncWatchLine(at: string, from: SyncState | null, to: SyncState): WatchLine {
  return {
    at,
    type: 'sync.status',
    monitorId: null,
    ...(from !== null ? { from } : {}),
    to,
    notify: false,
  }
}

/** The same line for people: time, what, where, and whether it notified (or why not). */
export function humanLine(line: WatchLine, label?: string): string {
  const where =
    line.monitorId === null
      ? ''
      : ` ${label ? safeLine(label, TEXT_LIMITS.name) : `monitor ${line.monitorId}`}`
  const target =
    line.checkId !== undefined
      ? ` check ${line.checkId}`
      : line.cronCheckId !== undefined
        ? ` cron check ${line.cronCheckId}`
        : ''
  const change =
    line.from !== undefined && line.to !== undefined
      ? ` ${line.from} -> ${line.to}`
      : line.to !== undefined
        ? ` ${line.to}`
        : ''
  const verdict =
    line.type === 'sync.status'
      ? ''
      : line.notify
        ? '  [notify]'
        : `  [quiet: ${line.reason ?? '-'}]`
  return `${isoTime(line.at)}  ${line.type}${where}${target}${change}${verdict}`
}
