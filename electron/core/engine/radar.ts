// The expiry radar: what will fail soon, before it alerts. Certificates and domain registrations
// within their monitor's "expires soon" threshold, snoozes and maintenance windows ending within the hour, and cron jobs
// whose ping is overdue (failing once their grace time runs out, or already past it). Pure: the
// snapshot, the certificate readings and the time in, the sorted items and one summary line out.
// Each item's sentence is English (the tray's and the CLI's); it also carries its parts (the time
// left, the check's label, the cron job's name), from which a window says it in its own language.
// The summary line is the tray's, in the app's language.
import { CronExpressionParser } from 'cron-parser'
import type { ComingUpItem, ComingUpView } from '../../shared/coming-up'
import type { CronState, Snapshot } from '../../shared/model'
import { TEXT_LIMITS, clip } from '../../shared/clip'
import { formatNumber, tn } from '../../shared/i18n/translate'

/** Snoozes and maintenance windows ending within this long are coming up. */
export const RADAR_HORIZON_MS = 3_600_000
/** The threshold when the monitor's settings do not say. */
export const DEFAULT_EXPIRY_THRESHOLD_DAYS = 14
const DAY_MS = 86_400_000

export interface CertificateReading {
  monitorId: number
  /** ISO 8601 UTC, or null when the service did not say. */
  validUntil: string | null
  thresholdDays: number
}

/** A domain's registration as the domain check last read it (the same shape). */
export type DomainReading = CertificateReading

const iso = (ms: number) => new Date(ms).toISOString()
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function timeLeft(ms: number): string {
  if (ms >= DAY_MS) return plural(Math.floor(ms / DAY_MS), 'day')
  if (ms >= 3_600_000) return plural(Math.floor(ms / 3_600_000), 'hour')
  return plural(Math.max(1, Math.ceil(ms / 60_000)), 'minute')
}

/** When the cron job's next ping was due after its last one, or null when unknown. */
export function cronDueAt(cron: CronState): number | null {
  const last = cron.lastPingAt ? Date.parse(cron.lastPingAt) : NaN
  if (Number.isNaN(last)) return null
  if (cron.type === 'simple')
    return cron.frequencyInMinutes ? last + cron.frequencyInMinutes * 60_000 : null
  if (!cron.cronExpression) return null
  try {
    const parsed = CronExpressionParser.parse(cron.cronExpression, {
      currentDate: new Date(last),
      ...(cron.serverTimezone ? { tz: cron.serverTimezone } : {}),
    })
    return parsed.next().getTime()
  } catch {
    return null
  }
}

/** What an expiry reading is of: its item's kind, the check it opens and the sentence's noun. */
const EXPIRY_KINDS = {
  certificate: { checkType: 'certificate_health', noun: 'Certificate' },
  domain: { checkType: 'domain', noun: 'Domain' },
} as const

/** The readings of one kind that expire within their threshold (or have expired). */
function expiring(
  kind: keyof typeof EXPIRY_KINDS,
  snapshot: Snapshot,
  readings: readonly CertificateReading[],
  now: number,
): ComingUpItem[] {
  const { checkType, noun } = EXPIRY_KINDS[kind]
  const items: ComingUpItem[] = []
  for (const r of readings) {
    const monitor = snapshot.monitors.find((m) => m.id === r.monitorId)
    const until = r.validUntil ? Date.parse(r.validUntil) : NaN
    if (!monitor || Number.isNaN(until)) continue
    const left = until - now
    if (left > r.thresholdDays * DAY_MS) continue
    items.push({
      kind,
      monitorId: monitor.id,
      monitorLabel: monitor.label,
      checkType,
      text:
        left <= 0
          ? `${noun} of ${monitor.label} has expired`
          : `${noun} of ${monitor.label} expires in ${timeLeft(left)}`,
      at: iso(until),
    })
  }
  return items
}

function endings(snapshot: Snapshot, now: number): ComingUpItem[] {
  const items: ComingUpItem[] = []
  const soon = (at: string | null): number | null => {
    const ms = at ? Date.parse(at) : NaN
    return ms > now && ms - now <= RADAR_HORIZON_MS ? ms : null
  }
  for (const m of snapshot.monitors) {
    for (const c of m.checks) {
      const ends = soon(c.snoozedUntil)
      if (ends === null) continue
      items.push({
        kind: 'snooze',
        monitorId: m.id,
        monitorLabel: m.label,
        checkType: c.type,
        checkLabel: clip(c.label || c.type, TEXT_LIMITS.name),
        text: `Snooze of ${c.label || c.type} on ${m.label} ends in ${timeLeft(ends - now)}`,
        at: iso(ends),
      })
    }
    const ends = soon(m.maintenance?.endsAt ?? null)
    if (ends !== null)
      items.push({
        kind: 'maintenance',
        monitorId: m.id,
        monitorLabel: m.label,
        checkType: null,
        text: `Maintenance of ${m.label} ends in ${timeLeft(ends - now)}`,
        at: iso(ends),
      })
  }
  return items
}

function lateCrons(snapshot: Snapshot, now: number): ComingUpItem[] {
  const items: ComingUpItem[] = []
  for (const m of snapshot.monitors) {
    for (const cron of snapshot.cron[m.id] ?? []) {
      // Already failed: it has alerted, so it is not "coming up".
      if (cron.result === 'failed') continue
      const snoozed = cron.snoozedUntil ? Date.parse(cron.snoozedUntil) > now : false
      const due = cronDueAt(cron)
      if (snoozed || due === null || due >= now) continue
      const fails = due + cron.graceTimeInMinutes * 60_000
      items.push({
        kind: 'cron',
        monitorId: m.id,
        monitorLabel: m.label,
        checkType: 'cron',
        cronName: clip(cron.name, TEXT_LIMITS.name),
        text:
          fails > now
            ? `Cron job ${cron.name} is late: fails in ${timeLeft(fails - now)} without a ping`
            : `Cron job ${cron.name} is past its grace time`,
        at: iso(fails),
      })
    }
  }
  return items
}

/** The tray's one line, in the app's language (the tray's). */
function summary(items: readonly ComingUpItem[], readings: readonly CertificateReading[]): string {
  const count = (kind: ComingUpItem['kind']) => items.filter((i) => i.kind === kind).length
  const parts: string[] = []
  const certs = count('certificate')
  if (certs > 0) {
    // The widest threshold of the certificates listed, not of every one read.
    const listed = new Set(items.filter((i) => i.kind === 'certificate').map((i) => i.monitorId))
    const days = Math.max(
      ...readings.filter((r) => listed.has(r.monitorId)).map((r) => r.thresholdDays),
    )
    parts.push(tn('overview.comingUp.summary.certificates', certs, { days: formatNumber(days) }))
  }
  const domainCount = count('domain')
  if (domainCount > 0) parts.push(tn('reports.radar.summaryDomains', domainCount))
  const snoozes = count('snooze')
  if (snoozes > 0) parts.push(tn('overview.comingUp.summary.snoozes', snoozes))
  const windows = count('maintenance')
  if (windows > 0) parts.push(tn('overview.comingUp.summary.maintenance', windows))
  const crons = count('cron')
  if (crons > 0) parts.push(tn('overview.comingUp.summary.crons', crons))
  return parts.join(', ')
}

export function comingUp(
  snapshot: Snapshot | null,
  readings: readonly CertificateReading[],
  now: number,
  domainReadings: readonly DomainReading[] = [],
): ComingUpView {
  if (!snapshot) return { items: [], summary: null }
  const items = [
    ...expiring('certificate', snapshot, readings, now),
    ...expiring('domain', snapshot, domainReadings, now),
    ...endings(snapshot, now),
    ...lateCrons(snapshot, now),
  ]
    .map((item) => ({
      ...item,
      text: clip(item.text, TEXT_LIMITS.text),
      msLeft: Date.parse(item.at) - now,
    }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  return { items, summary: items.length ? summary(items, readings) : null }
}
