// 'Remind me until I react': a failure nobody acknowledged is notified again every 5, 10 or 15
// minutes, at most `maxTimes` times. Acknowledged means snoozed, put in maintenance, recovered
// (all read from the current snapshot when a reminder falls due, and from the sweep's events) or
// marked Seen (`acknowledge`). Quiet hours and a pause win: nothing is sent or counted then.
// Runs on the injected clock; the open reminders live in the KeyValueStore, so a restart keeps
// them and never brings back one that was acknowledged.
import * as z from 'zod'
import type { Alert, ChangeEvent, Snapshot } from '../../shared/model'
import { messageOf } from '../../shared/errors'
import { checkHealth, cronHealth } from '../../shared/health'
import type { Settings } from '../../shared/settings'
import type { Clock, KeyValueStore, Logger, TimerHandle } from '../ports'
import { checkLevel, cronLevel } from './alert-levels'
import { eventLine, formatSince } from './alert-text'
import { isQuietTime } from './quiet-hours'
import { indexOf } from './snapshot-index'
import { formatNumber, t, tn } from '../../shared/i18n/translate'

export const REMINDERS_KEY = 'reminders'
const MINUTE = 60_000
/** While quiet or paused, or without a snapshot, look again this often. */
const RECHECK_MS = MINUTE
/** More reminders due at once than this become one summary. */
const SUMMARY_OVER = 3
const TEXT_MAX = 200

export interface OpenReminder {
  /** `check:<id>` or `cron:<id>`. */
  key: string
  monitorId: number
  /** The failure that opened it (its text is rebuilt from the snapshot when it falls due). */
  event: ChangeEvent
  openedAt: number
  lastAt: number
  /** Reminders sent so far. */
  sent: number
}

export interface RemindersOptions {
  clock: Clock
  getSettings: () => Settings
  /** The current picture, to tell whether a failure was acknowledged meanwhile. */
  snapshot: () => Snapshot | null
  emit: (alert: Alert) => void
  store?: KeyValueStore
  logger?: Logger
}

const bounded = z.string().transform((s) => s.slice(0, TEXT_MAX))
const eventSchema = z.object({
  type: z.literal(['check.changed', 'cron.changed']),
  at: bounded,
  monitorId: z.number().int(),
  monitorLabel: bounded,
  checkId: z.number().int().optional(),
  checkType: bounded.optional(),
  cronCheckId: z.number().int().optional(),
  from: bounded.optional(),
  to: bounded.optional(),
})
const reminderSchema = z.object({
  key: z.string().regex(/^(check|cron):\d+$/),
  monitorId: z.number().int(),
  event: eventSchema,
  openedAt: z.number(),
  lastAt: z.number(),
  sent: z.number().int().min(0),
})

/** The check or cron check an event is about, as a key; null for monitor-wide events. */
export function reminderKey(event: ChangeEvent): string | null {
  if (event.cronCheckId !== undefined) return `cron:${event.cronCheckId}`
  if (event.checkId !== undefined) return `check:${event.checkId}`
  return null
}

export class Reminders {
  private readonly open = new Map<string, OpenReminder>()
  private timer: TimerHandle | null = null
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly options: RemindersOptions) {}

  /** The open reminders, oldest first (for tests and diagnostics). */
  list(): OpenReminder[] {
    return [...this.open.values()]
  }

  /**
   * Follows one sweep's events: failures that notified open a reminder; a recovery, a snooze,
   * maintenance or a removed monitor closes one.
   */
  follow(events: ChangeEvent[], notifiedFailures: ChangeEvent[]): void {
    for (const event of events) {
      const key = reminderKey(event)
      if (event.type === 'maintenance.started' || event.type === 'monitor.removed') {
        this.acknowledge(event.monitorId)
      } else if (key && event.type === 'snooze.started') {
        this.closed(key)
      } else if (key && (event.type === 'check.changed' || event.type === 'cron.changed')) {
        const level = event.type === 'cron.changed' ? cronLevel(event.to) : checkLevel(event.to)
        if (level === 'ok' || level === 'warning') this.closed(key)
      }
    }
    for (const event of notifiedFailures) {
      const key = reminderKey(event)
      if (key && (event.type === 'check.changed' || event.type === 'cron.changed')) {
        this.opened(key, event)
      }
    }
  }

  /** A failure was notified: remind about it unless reminders are off. */
  opened(key: string, event: ChangeEvent): void {
    if (this.settings().remind.everyMinutes === 0) return
    const now = this.options.clock.now()
    this.open.set(key, {
      key,
      monitorId: event.monitorId,
      event,
      openedAt: now,
      lastAt: now,
      sent: 0,
    })
    this.changed()
  }

  /** The check recovered, was snoozed or went away. */
  closed(key: string): void {
    if (this.open.delete(key)) this.changed()
  }

  /** Seen, maintenance or a removed monitor: every reminder of the monitor ends. Returns how many. */
  acknowledge(monitorId: number): number {
    let count = 0
    for (const [key, reminder] of this.open) {
      if (reminder.monitorId !== monitorId) continue
      this.open.delete(key)
      count += 1
    }
    if (count > 0) this.changed()
    return count
  }

  /** Signed out or another account: its failures are not ours to remind about. */
  clear(): void {
    if (this.open.size === 0) return
    this.open.clear()
    this.changed()
  }

  /** The setting changed: a reminder may be due sooner, or none at all. */
  reschedule(): void {
    this.schedule()
  }

  async load(): Promise<void> {
    const { store } = this.options
    if (!store) return
    let raw: unknown
    try {
      raw = await store.get(REMINDERS_KEY)
    } catch (error) {
      this.options.logger?.warn('Could not read the reminders', { error: messageOf(error) })
      return
    }
    const items = Array.isArray(raw) ? raw : []
    let unreadable = 0
    for (const item of items) {
      const parsed = reminderSchema.safeParse(item)
      if (!parsed.success) unreadable += 1
      else if (!this.open.has(parsed.data.key)) this.open.set(parsed.data.key, parsed.data)
    }
    if (unreadable > 0) {
      this.options.logger?.warn('Some reminders could not be read', { unreadable })
    }
    this.schedule()
  }

  /** Resolves when the last change is on disk. */
  flush(): Promise<void> {
    return this.writing
  }

  stop(): void {
    this.timer?.cancel()
    this.timer = null
  }

  private settings(): Settings['notifications'] {
    return this.options.getSettings().notifications
  }

  private changed(): void {
    this.save()
    this.schedule()
  }

  private save(): void {
    const { store } = this.options
    if (!store) return
    const value = this.list()
    this.writing = this.writing
      .then(() => store.set(REMINDERS_KEY, value))
      .catch((error: unknown) =>
        this.options.logger?.warn('Could not save the reminders', { error: messageOf(error) }),
      )
  }

  private schedule(): void {
    this.timer?.cancel()
    this.timer = null
    const every = this.settings().remind.everyMinutes * MINUTE
    if (this.open.size === 0) return
    const now = this.options.clock.now()
    const next = every === 0 ? now : Math.min(...this.list().map((r) => r.lastAt + every))
    this.timer = this.options.clock.setTimer(Math.max(0, next - now), () => this.fire())
  }

  private fire(): void {
    this.timer = null
    const settings = this.settings()
    const { everyMinutes, maxTimes } = settings.remind
    if (everyMinutes === 0) {
      // Switched off: nothing is open any more.
      this.open.clear()
      this.changed()
      return
    }
    const now = this.options.clock.now()
    const snapshot = this.options.snapshot()
    if (snapshot) this.closeAcknowledged(snapshot, now)
    const quiet =
      (settings.pausedUntil !== null && Date.parse(settings.pausedUntil) > now) ||
      isQuietTime(settings.quietHours, new Date(now))
    if (!snapshot || quiet) {
      this.save()
      if (this.open.size > 0)
        this.timer = this.options.clock.setTimer(RECHECK_MS, () => this.fire())
      return
    }
    const due = this.list().filter((r) => now - r.lastAt >= everyMinutes * MINUTE)
    for (const reminder of due) {
      reminder.sent += 1
      reminder.lastAt = now
      if (reminder.sent >= maxTimes) this.open.delete(reminder.key)
    }
    this.changed()
    if (due.length > SUMMARY_OVER) this.options.emit(reminderSummary(due, snapshot, now))
    else for (const r of due) this.options.emit(reminderAlert(r, snapshot, now, maxTimes))
  }

  /** Snoozed, in maintenance, recovered, disabled or gone: no longer worth a reminder. */
  private closeAcknowledged(snapshot: Snapshot, now: number): void {
    const index = indexOf(snapshot)
    for (const [key, reminder] of this.open) {
      const monitor = index.monitor(reminder.monitorId)
      const { checkId, cronCheckId } = reminder.event
      let health: string | null = null
      if (cronCheckId !== undefined) {
        const cron = index.cron(cronCheckId)
        // Cron details load lazily: an unknown cron keeps its reminder while the monitor exists.
        health = cron ? cronHealth(cron, monitor ?? null, now) : monitor ? 'failed' : null
      } else if (checkId !== undefined) {
        const check = index.check(checkId)
        health = check ? checkHealth(check, monitor ?? null, now) : null
      }
      if (!monitor || health !== 'failed') this.open.delete(key)
    }
  }
}

/** The notification for one open reminder that fell due. */
export function reminderAlert(
  reminder: OpenReminder,
  snapshot: Snapshot,
  now: number,
  maxTimes: number,
): Alert {
  const since = formatSince(new Date(reminder.openedAt).toISOString(), new Date(now))
  return {
    id: `reminder-${reminder.key}-${now}`,
    title: t('notify.reminder.title', { line: eventLine(reminder.event, snapshot) }),
    body: t('notify.reminder.body', {
      since,
      sent: formatNumber(reminder.sent),
      max: formatNumber(maxTimes),
    }),
    severity: 'failed',
    monitorId: reminder.monitorId,
    events: [reminder.event],
  }
}

/** Many reminders due at once: one notification listing them. */
export function reminderSummary(due: OpenReminder[], snapshot: Snapshot, now: number): Alert {
  const events = due.map((r) => r.event)
  const monitors = new Set(due.map((r) => r.monitorId))
  const lines = events.slice(0, 4).map((e) => eventLine(e, snapshot))
  if (events.length > 4) lines.push(tn('notify.burst.more', events.length - 4))
  return {
    id: `reminders-${now}`,
    title: tn('notify.reminder.summaryTitle', due.length),
    body: lines.join('\n'),
    severity: 'failed',
    monitorId: monitors.size === 1 ? due[0]!.monitorId : null,
    events,
  }
}
