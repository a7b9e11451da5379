// Adding, editing and deleting monitors. Each write is one request at action priority; a new or
// edited monitor is then read back into the snapshot (so the overview shows it at once), and a
// deleted one leaves with a sweep started at once. The edit form starts from the monitor as the
// service has it (read at the window's priority, unclipped: its values are sent back).
import { clip, TEXT_LIMITS } from '../../shared/clip'
import type {
  ManageResult,
  MonitorChanges,
  MonitorInput,
  MonitorSettingsView,
} from '../../shared/monitor-input'
import type { ApiMonitor } from '../api'
import type { UpdateMonitorBody } from '../api/monitors'
import type { AppServiceContext } from './context'
import { expiryThreshold } from './radar-round'
import { sendWrite } from './write-answer'

export interface MonitorManagement {
  monitorSettings(monitorId: number): Promise<MonitorSettingsView>
  createMonitor(input: MonitorInput): Promise<ManageResult>
  updateMonitor(monitorId: number, changes: MonitorChanges): Promise<ManageResult>
  deleteMonitor(monitorId: number): Promise<ManageResult>
}

export interface MonitorManagementDeps {
  /** Reads one monitor into the snapshot. */
  refreshMonitor(monitorId: number): Promise<void>
  /** Starts a sweep now (a deleted monitor leaves the picture). */
  sweepNow(): void
  track(work: Promise<unknown>): void
}

type Loose = Record<string, unknown>

const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null

/** The settings the edit form shows, read tolerantly from the monitor's answer. */
export function settingsView(monitor: ApiMonitor): MonitorSettingsView {
  const m = monitor as ApiMonitor & Loose
  return {
    id: monitor.id,
    teamId: monitor.team_id,
    type: monitor.type,
    url: monitor.url,
    label: monitor.label ?? monitor.sort_url ?? monitor.url,
    groupName: monitor.group_name ?? '',
    description: text(m.description),
    notes: text(m.notes),
    tags: monitor.tags,
    checks: monitor.checks
      .filter((c) => c.type !== 'unknown')
      .map((c) => ({ type: c.type, enabled: c.enabled })),
    frequencyMinutes: whole(record(m.uptime_check_settings).frequency_value),
    performanceThresholdMs: whole(record(m.performance_check_settings).threshold_in_ms),
    // Read as the radar reads it: 1-365 days, else none (the field left empty: the default).
    certificateExpiryDays: expiryThreshold(monitor),
  }
}

/** Only what the form changed is sent (spec: "only changed settings should be sent"). */
export function toUpdateBody(changes: MonitorChanges): UpdateMonitorBody {
  const body: UpdateMonitorBody & Loose = {}
  if (changes.url !== undefined) body.url = changes.url.trim()
  if (changes.label !== undefined) body.friendly_name = changes.label.trim()
  if (changes.groupName !== undefined) body.group_name = changes.groupName.trim()
  if (changes.description !== undefined) body.description = changes.description
  if (changes.notes !== undefined) body.notes = changes.notes
  if (changes.tags !== undefined) body.tags = changes.tags.map((t) => t.trim())
  if (changes.checks !== undefined) body.checks = changes.checks as UpdateMonitorBody['checks']
  if (changes.frequencyMinutes !== undefined)
    body.uptime_check_settings = {
      frequency_unit: 'minute',
      frequency_value: changes.frequencyMinutes,
    }
  if (changes.performanceThresholdMs !== undefined)
    body.performance_check_settings = { threshold_in_ms: changes.performanceThresholdMs }
  if (changes.certificateExpiryDays !== undefined)
    body.certificate_health_check_settings = {
      expires_soon_threshold_in_days: changes.certificateExpiryDays,
    }
  return body
}

export function createMonitorManagement(
  ctx: AppServiceContext,
  deps: MonitorManagementDeps,
): MonitorManagement {
  const labelOf = (monitorId: number): string =>
    ctx.snapshots.snapshot?.monitors.find((m) => m.id === monitorId)?.label ??
    `monitor ${monitorId}`
  const named = (monitor: ApiMonitor) =>
    clip(monitor.label ?? monitor.sort_url ?? monitor.url, TEXT_LIMITS.name)

  return {
    async monitorSettings(monitorId) {
      const api = ctx.api()
      try {
        const monitor = await ctx.gate.run('focus', () => api.monitors.get(monitorId), {
          failFast: true,
        })
        return settingsView(monitor)
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
    },

    async createMonitor(input) {
      const sent = await sendWrite(ctx, () =>
        ctx.api().monitors.create({
          url: input.url.trim(),
          team_id: input.teamId,
          type: input.type,
          ...(input.checks ? { checks: input.checks as UpdateMonitorBody['checks'] } : {}),
          ...(input.label?.trim() ? { friendly_name: input.label.trim() } : {}),
          ...(input.groupName?.trim() ? { group_name: input.groupName.trim() } : {}),
          ...(input.tags?.length ? { tags: input.tags.map((t) => t.trim()) } : {}),
        }),
      )
      if (!sent.ok) return sent.answer
      deps.track(deps.refreshMonitor(sent.value.id).catch(() => deps.sweepNow()))
      return { ok: true, message: `Added the monitor ${named(sent.value)}.`, id: sent.value.id }
    },

    async updateMonitor(monitorId, changes) {
      const body = toUpdateBody(changes)
      if (Object.keys(body).length === 0) return { ok: true, message: 'Nothing to save.' }
      const sent = await sendWrite(ctx, () => ctx.api().monitors.update(monitorId, body))
      if (!sent.ok) return sent.answer
      deps.track(deps.refreshMonitor(monitorId).catch(() => undefined))
      return { ok: true, message: `Saved the settings of ${named(sent.value)}.` }
    },

    async deleteMonitor(monitorId) {
      const label = labelOf(monitorId)
      const sent = await sendWrite(ctx, () => ctx.api().monitors.delete(monitorId))
      if (!sent.ok) return sent.answer
      deps.sweepNow()
      return { ok: true, message: `Deleted the monitor ${label}.` }
    },
  }
}
