// PUT /api/monitors/{id}: the fields sent replace the stored ones; settings objects merge over
// what was set before; `checks` names the checks that are on afterwards (as on create).
import { enable, disable } from '../world/check-actions'
import { CHECKS_BY_TYPE } from '../seed/defaults'
import { addOptInChecks, OPT_IN_CHECKS } from './opt-in-checks'
import { SETTINGS_KEYS, type MonitorUpdate } from './monitor-schemas'
import { fieldError } from './errors'
import type { Simulation } from '../simulation'
import type { SimMonitor } from '../world/types'

export function updateMonitor(sim: Simulation, monitor: SimMonitor, body: MonitorUpdate): void {
  const now = sim.now()
  if (body.url !== undefined) {
    if (monitor.type === 'http' && !/^https?:\/\/[^\s/]+/.test(body.url))
      throw fieldError('url', 'The url must start with http:// or https://.')
    if (monitor.type === 'tcp' && !/^[^\s:/]+:\d{1,5}$/.test(body.url))
      throw fieldError('url', 'The url must be hostname:port.')
  }
  const unsupported = (body.checks ?? []).filter(
    (type) =>
      !CHECKS_BY_TYPE[monitor.type].includes(type) && !OPT_IN_CHECKS[monitor.type].includes(type),
  )
  if (unsupported.length > 0)
    throw fieldError(
      'checks',
      `These checks are not available for ${monitor.type} monitors: ${unsupported.join(', ')}.`,
    )
  if (body.url !== undefined) monitor.url = body.url
  if (body.friendly_name !== undefined) monitor.label = body.friendly_name
  if (body.group_name !== undefined) monitor.groupName = body.group_name
  if (body.description !== undefined) monitor.description = body.description
  if (body.notes !== undefined) monitor.notes = body.notes
  if (body.real_ip_address !== undefined) monitor.realIpAddress = body.real_ip_address
  if (body.send_report_to_emails !== undefined)
    monitor.sendReportToEmails = body.send_report_to_emails
  if (body.include_check_types_in_report !== undefined)
    monitor.includeCheckTypesInReport = body.include_check_types_in_report
  for (const key of SETTINGS_KEYS) {
    const value = body[key]
    if (value) monitor.customSettings[key] = { ...monitor.customSettings[key], ...value }
  }
  if (body.tags !== undefined) {
    monitor.tags = body.tags
    for (const name of body.tags) ensureTag(sim, monitor.teamId, name, now)
  }
  if (body.checks !== undefined) {
    const wanted = new Set(body.checks)
    addOptInChecks(sim.world, monitor, body.checks, now)
    for (const check of monitor.checks) {
      if (wanted.has(check.type)) enable(check, now)
      else disable(check, now)
    }
  }
  monitor.updatedAt = now
}

export function ensureTag(sim: Simulation, teamId: number, name: string, now: number) {
  const existing = [...sim.world.tags.values()].find(
    (tag) => tag.teamId === teamId && tag.name === name,
  )
  if (existing) return existing
  const tag = { id: sim.world.nextId('tag'), teamId, name, createdAt: now, updatedAt: now }
  sim.world.tags.set(tag.id, tag)
  return tag
}
