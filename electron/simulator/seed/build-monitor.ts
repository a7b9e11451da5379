// Builds one monitor with its checks. Used by the scenarios and by POST /api/monitors.
import { CHECKS_BY_TYPE, ENABLED_BY_DEFAULT, FREQUENCY_MINUTES } from './defaults'
import { tokenFrom, unit, type Rng } from '../engine/prng'
import type {
  Behavior,
  CheckType,
  MonitorType,
  ResultOverride,
  SimCheck,
  SimMonitor,
} from '../world/types'
import type { World } from '../world/world'

export interface MonitorSpec {
  teamId: number
  type: MonitorType
  url: string
  label?: string
  groupName?: string
  tags?: string[]
  description?: string | null
  notes?: string | null
  realIpAddress?: string | null
  /** Enabled check types; the type's defaults when omitted. */
  enabled?: CheckType[]
  behaviors?: Partial<Record<CheckType, Behavior>>
  createdAt: number
  /** Checks produce results from here on (null: all pending, as for a new monitor). */
  activeFrom: number | null
  uptimeFrequencyMinutes?: number
  location?: string
  certificateDaysLeft?: number
  customSettings?: Record<string, Record<string, unknown>>
  sendReportToEmails?: string[]
  includeCheckTypesInReport?: string[]
}

// Local copies of hot imports: module runners (vitest) turn each imported-binding read into a
// getter call, which adds up over 100,000 checks.
const FREQUENCIES = FREQUENCY_MINUTES
const hashUnit = unit
const STEADY: Behavior = { kind: 'steady', result: 'succeeded' }
/** Shared by every fresh check (100,000 at scale); replaced, never mutated, on first override. */
const NO_OVERRIDES: readonly ResultOverride[] = Object.freeze([])
const NO_PAUSES: SimCheck['pauses'] = Object.freeze([])

/** `sort_url`: no scheme, no leading `www.`, no trailing slash. */
export function sortUrl(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
}

export function buildMonitor(world: World, rng: Rng, spec: MonitorSpec): SimMonitor {
  const id = world.nextId('monitor')
  const enabled = new Set(spec.enabled ?? ENABLED_BY_DEFAULT[spec.type])
  const checks: SimCheck[] = CHECKS_BY_TYPE[spec.type].map((type) => {
    const checkId = world.nextId('check')
    const frequencyMinutes =
      type === 'uptime' || type === 'performance'
        ? (spec.uptimeFrequencyMinutes ?? FREQUENCIES[type])
        : FREQUENCIES[type]
    const isOn = enabled.has(type)
    return {
      id: checkId,
      monitorId: id,
      type,
      enabled: isOn,
      frequencyMinutes,
      phaseMs: Math.floor(hashUnit(world.seed, checkId) * frequencyMinutes * 60_000),
      activeFrom: isOn ? spec.activeFrom : null,
      frozenAt: null,
      pauses: NO_PAUSES,
      behavior: spec.behaviors?.[type] ?? STEADY,
      overrides: NO_OVERRIDES,
      snooze: null,
      requestedRunAt: null,
    }
  })
  // Only what differs from the type defaults is stored; serializers merge the defaults in.
  const custom = spec.customSettings ?? {}
  if (spec.uptimeFrequencyMinutes && spec.type === 'http') {
    custom.uptime_check_settings = {
      ...custom.uptime_check_settings,
      frequency_value: spec.uptimeFrequencyMinutes,
    }
  }
  const monitor: SimMonitor = {
    id,
    teamId: spec.teamId,
    type: spec.type,
    url: spec.url,
    label: spec.label ?? sortUrl(spec.url),
    groupName: spec.groupName ?? '',
    tags: spec.tags ?? [],
    description: spec.description ?? null,
    notes: spec.notes ?? null,
    realIpAddress: spec.realIpAddress ?? null,
    badgeId: '01' + tokenFrom(rng, 24),
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
    checks,
    customSettings: custom,
    location: spec.location ?? 'paris',
    sendReportToEmails: spec.sendReportToEmails ?? [],
    includeCheckTypesInReport: spec.includeCheckTypesInReport ?? [],
    certificateDaysLeft: spec.certificateDaysLeft ?? 60 + Math.floor(rng() * 30),
  }
  return world.addMonitor(monitor)
}
