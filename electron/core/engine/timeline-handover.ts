// The handover: a Markdown summary of a period for the next person on call, as a pure function
// of the timeline's events and the current snapshot. What is failing, snoozed or in maintenance
// now is read from the snapshot with the rules the tray counts with (shared/health.ts), so the
// handover and the tray tell the same picture. What failed in the period and for how long,
// what is still failing, what is snoozed or in maintenance and until when, sync problems and the
// actions this app took.
import { checkHealth, inMaintenance, isSnoozed, monitorHealth } from '../../shared/health'
import type { Snapshot } from '../../shared/model'
import type { TimelineEvent } from '../../shared/timeline'
import { clip } from '../../shared/clip'
import { englishCheckTypeLabel } from '../../shared/check-labels'

/** Lines per section at most: a handover is read, not searched. */
export const HANDOVER_SECTION_LIMIT = 50
const LABEL_LIMIT = 120
const FAILING = new Set(['failed', 'errored-or-timed-out', 'warning'])

/** Text from the service, safe inside Markdown: one line, bounded, markup characters escaped. */
export function mdText(value: string, limit = LABEL_LIMIT): string {
  return clip(value.replace(/\s+/g, ' ').trim(), limit).replace(/[\\`*_[\]<>#|~!]/g, '\\$&')
}

function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

export function elapsedText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

function section(title: string, lines: string[], none: string): string[] {
  if (lines.length === 0) return [`## ${title}`, '', `- ${none}`, '']
  const shown = lines.slice(0, HANDOVER_SECTION_LIMIT)
  const more = lines.length - shown.length
  return [`## ${title}`, '', ...shown, ...(more > 0 ? [`- ... and ${more} more`] : []), '']
}

interface Failure {
  label: string
  started: number
  ended: number | null
}

/** Failure periods of checks in `events` (oldest first), paired with their recoveries. */
function failures(events: readonly TimelineEvent[]): Failure[] {
  const open = new Map<string, Failure>()
  const done: Failure[] = []
  for (const e of events) {
    if (e.kind !== 'change' || (e.type !== 'check.changed' && e.type !== 'cron.changed')) continue
    const key = `${e.type}:${e.checkId ?? e.monitorId}`
    const at = Date.parse(e.at)
    const failing = FAILING.has(e.to ?? '') || (e.type === 'cron.changed' && e.to === 'failed')
    const current = open.get(key)
    if (failing && !current) {
      const what = e.checkType ? ` (${mdText(englishCheckTypeLabel(e.checkType), 40)})` : ''
      open.set(key, {
        label: `**${mdText(e.monitorLabel ?? '?')}**${what}`,
        started: at,
        ended: null,
      })
    } else if (!failing && current) {
      current.ended = at
      done.push(current)
      open.delete(key)
    }
  }
  return [...done, ...open.values()].sort((a, b) => a.started - b.started)
}

export interface HandoverPeriod {
  /** Epoch ms. */
  since: number
  until: number
  now: number
}

/** The handover Markdown for `events` (oldest first, already limited to the period). */
export function handoverMarkdown(
  events: readonly TimelineEvent[],
  snapshot: Snapshot | null,
  period: HandoverPeriod,
): string {
  const { now } = period
  const inPeriod = events.filter((e) => {
    const at = Date.parse(e.at)
    return at >= period.since && at < period.until
  })
  const failed = failures(inPeriod).map((f) =>
    f.ended === null
      ? `- ${f.label}: failing since ${utc(f.started)} (${elapsedText(now - f.started)} so far)`
      : `- ${f.label}: failed ${utc(f.started)} for ${elapsedText(f.ended - f.started)}`,
  )

  const stillFailing: string[] = []
  const snoozed: string[] = []
  const maintenance: string[] = []
  for (const monitor of snapshot?.monitors ?? []) {
    const label = `**${mdText(monitor.label)}**`
    const health = monitorHealth(monitor, now)
    if (health === 'failed' || health === 'warning') {
      const bad = monitor.checks
        .filter((c) => {
          const h = checkHealth(c, monitor, now)
          return h === 'failed' || h === 'warning'
        })
        .map((c) => mdText(c.label || c.type, 60))
      stillFailing.push(`- ${label}: ${health}${bad.length ? ` (${bad.join(', ')})` : ''}`)
    }
    for (const check of monitor.checks) {
      if (check.enabled && isSnoozed(check.snoozedUntil, now)) {
        const until = utc(Date.parse(check.snoozedUntil))
        snoozed.push(`- ${label} ${mdText(check.label || check.type, 60)}: until ${until}`)
      }
    }
    for (const job of snapshot?.cron?.[monitor.id] ?? []) {
      if (isSnoozed(job.snoozedUntil, now)) {
        const until = utc(Date.parse(job.snoozedUntil))
        snoozed.push(`- ${label} cron job ${mdText(job.name, 60)}: until ${until}`)
      }
    }
    if (monitor.maintenance && inMaintenance(monitor, now)) {
      const name = monitor.maintenance.name ? ` (${mdText(monitor.maintenance.name, 60)})` : ''
      maintenance.push(`- ${label}${name}: until ${utc(Date.parse(monitor.maintenance.endsAt))}`)
    }
  }

  const sync = inPeriod
    .filter((e) => e.kind === 'sync')
    .map((e) => `- ${utc(Date.parse(e.at))}: ${mdText(e.text, 200)}`)
  const actions = inPeriod
    .filter((e) => e.kind === 'action')
    .map(
      (e) =>
        `- ${utc(Date.parse(e.at))}: ${mdText(e.text, 200)}${e.reason === null ? '' : ' (failed)'}`,
    )

  return [
    `# Handover ${utc(period.since)} to ${utc(period.until)}`,
    '',
    ...section('Failed in this period', failed, 'Nothing failed.'),
    ...section('Still failing', stillFailing, 'Nothing is failing now.'),
    ...section('Snoozed', snoozed, 'No snoozes running.'),
    ...section('In maintenance', maintenance, 'No maintenance running.'),
    ...section('Sync problems', sync, 'None.'),
    ...section('Actions taken from Uptray', actions, 'None.'),
  ]
    .join('\n')
    .trimEnd()
    .concat('\n')
}
