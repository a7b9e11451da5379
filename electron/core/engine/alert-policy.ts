// Decides which change events become notifications, and why the others stay quiet.
//
// Per event, in this order: not alertable (no level change, pending/unknown/waiting), a
// notification rule that mutes it (notification-rules.ts: the most specific rule decides; its
// 'always' also lets recoveries through), recovery while recoveries are off, snoozed
// (snooze-rules.ts: a failing check's recovery still fires), monitor in maintenance, notifications paused, quiet hours, flapping
// (3 changes in 10 min: announced once, then damped). A maintenance period that ends while
// checks are still failing gives one alert. Then: more than `burstThreshold` notifying events in
// one sweep become one summary alert, and the first sweep after starting from the offline cache
// gives one "while you were away" summary instead.
import type { Alert, AlertDecision, ChangeEvent, MuteReason, Snapshot } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import type { Clock } from '../ports'
import { changeKind, checkLevel, cronLevel, type ChangeKind, type Level } from './alert-levels'
import { awayAlert, burstAlert, eventAlert, type AlertSubject } from './alert-text'
import { FlapDetector } from './flapping'
import { checkHealth, inMaintenance } from '../../shared/health'
import { isQuietTime } from './quiet-hours'
import { ruleFor, ruleMutes } from './notification-rules'
import { ruleReason, type NotificationRule } from '../../shared/notification-rule'
import { Reminders, type RemindersOptions } from './reminders'
import { SnoozeRules } from './snooze-rules'
import { indexOf } from './snapshot-index'
import { checkLabel } from '../../shared/check-labels'

export interface AlertPolicyOptions {
  clock: Clock
  getSettings: () => Settings
  /** More notifying events than this in one sweep become one summary (default 3). */
  burstThreshold?: number
  flapThreshold?: number
  flapWindowMs?: number
  /** Reminders for failures nobody acknowledged (reminders.ts); none without it. */
  remind?: Omit<RemindersOptions, 'clock' | 'getSettings'>
}

type Target = { key: string; id: number; isCron: boolean; snoozedUntil: string | null }

interface SweepContext {
  snapshot: Snapshot
  nowMs: number
  now: Date
  settings: Settings['notifications']
  firstSweepAfterCache: boolean
}

export class AlertPolicy {
  private readonly clock: Clock
  private readonly getSettings: () => Settings
  private readonly burstThreshold: number
  private readonly flaps: FlapDetector
  /** Last settled level of each cron check: its runs pass through `pingStarting` every time. */
  private readonly cronLevels = new Map<string, Level>()
  private readonly snoozes = new SnoozeRules()
  private alertCount = 0
  readonly reminders: Reminders | null

  constructor(options: AlertPolicyOptions) {
    this.clock = options.clock
    this.getSettings = options.getSettings
    this.burstThreshold = options.burstThreshold ?? 3
    this.flaps = new FlapDetector(options.flapThreshold ?? 3, options.flapWindowMs ?? 10 * 60_000)
    this.reminders = options.remind
      ? new Reminders({ ...options.remind, clock: this.clock, getSettings: this.getSettings })
      : null
  }

  decide(
    events: ChangeEvent[],
    snapshot: Snapshot,
    context: { firstSweepAfterCache: boolean },
  ): { decisions: AlertDecision[]; alerts: Alert[] } {
    const nowMs = this.clock.now()
    const sweep: SweepContext = {
      snapshot,
      nowMs,
      now: new Date(nowMs),
      settings: this.getSettings().notifications,
      firstSweepAfterCache: context.firstSweepAfterCache,
    }
    this.rememberSnoozes(events, snapshot)
    const kinds = new Map<ChangeEvent, ChangeKind | null>()
    const decisions: AlertDecision[] = []
    const subjects: AlertSubject[] = []
    for (const event of events) {
      const { decision, kind, subject } = this.decideEvent(event, sweep)
      kinds.set(event, kind)
      decisions.push(decision)
      if (subject) subjects.push(subject)
    }
    this.flaps.prune(nowMs)
    const failures = subjects.filter((s) => s.kind === 'failure' && !s.stillFailing)
    this.reminders?.follow(
      events,
      failures.map((s) => s.event),
    )
    const alerts = context.firstSweepAfterCache
      ? this.awayAlerts(events, kinds, sweep)
      : this.sweepAlerts(subjects, snapshot, sweep.now)
    return { decisions, alerts }
  }

  private decideEvent(
    event: ChangeEvent,
    sweep: SweepContext,
  ): { decision: AlertDecision; kind: ChangeKind | null; subject?: AlertSubject } {
    const { snapshot, nowMs, now, settings } = sweep
    const quiet = (reason: MuteReason, kind: ChangeKind | null = null) => ({
      decision: { event, notify: false, reason },
      kind,
    })
    if (event.type === 'maintenance.ended' && !sweep.firstSweepAfterCache) {
      const stillFailing = this.stillFailing(event, snapshot, nowMs, settings)
      if (stillFailing.length === 0) return quiet('not-alertable')
      const reason = this.quietReason(nowMs, now, settings)
      if (reason) return quiet(reason)
      const subject = { event, kind: 'failure' as const, flapping: false, stillFailing }
      return { decision: { event, notify: true }, kind: null, subject }
    }
    const target = this.target(event, snapshot)
    const kind = target && isResultChange(event) ? this.kindOf(event, target) : null
    if (!target || kind === null) return quiet('not-alertable')
    if (sweep.firstSweepAfterCache) return quiet('first-sweep', kind)
    const flap = this.flaps.record(target.key, nowMs)
    const reason = this.muteReason(event, kind, target, snapshot, nowMs, now, settings)
    if (reason) return quiet(reason, kind)
    if (flap === 'damped') return quiet('flapping', kind)
    const subject = { event, kind, flapping: flap === 'flapping-started' }
    return { decision: { event, notify: true }, kind, subject }
  }

  /**
   * Notes, for each snooze that starts in this sweep, whether its check was failing before the
   * sweep's own changes (the spec lets the recovery of a failing check through).
   */
  private rememberSnoozes(events: ChangeEvent[], snapshot: Snapshot): void {
    const levelBefore = new Map<string, Level | null>()
    for (const event of events) {
      const target = this.target(event, snapshot)
      if (target && isResultChange(event)) {
        levelBefore.set(target.key, this.levelBefore(event, target))
      }
    }
    for (const event of events) {
      if (event.type !== 'snooze.started' && event.type !== 'snooze.ended') continue
      const target = this.target(event, snapshot)
      if (!target) continue
      if (event.type === 'snooze.ended') {
        this.snoozes.ended(target.key)
        continue
      }
      const before = levelBefore.has(target.key)
        ? levelBefore.get(target.key)
        : this.currentLevel(target, snapshot)
      this.snoozes.started(target.key, event.to ?? '', before === 'failing')
    }
  }

  private sweepAlerts(subjects: AlertSubject[], snapshot: Snapshot, now: Date): Alert[] {
    if (subjects.length > this.burstThreshold) {
      return [burstAlert(subjects, snapshot, this.nextId('burst', snapshot))]
    }
    return subjects.map((s) => eventAlert(s, snapshot, now, this.nextId('change', snapshot)))
  }

  private awayAlerts(
    events: ChangeEvent[],
    kinds: Map<ChangeEvent, ChangeKind | null>,
    sweep: SweepContext,
  ): Alert[] {
    const { settings, now, snapshot } = sweep
    if (this.quietReason(sweep.nowMs, now, settings)) return []
    const changes = events
      .filter((e) => {
        if (e.type === 'monitor.added' || e.type === 'monitor.removed') return true
        const kind = kinds.get(e)
        return kind != null && !this.ruleMuting(e.monitorId, e.checkType, kind, snapshot, settings)
      })
      .map((event) => ({ event, kind: kinds.get(event) ?? null }))
    return changes.length > 0 ? [awayAlert(changes, snapshot, this.nextId('away', snapshot))] : []
  }

  private muteReason(
    event: ChangeEvent,
    kind: ChangeKind,
    target: Target,
    snapshot: Snapshot,
    nowMs: number,
    now: Date,
    settings: Settings['notifications'],
  ): MuteReason | null {
    const rule = this.ruleMuting(event.monitorId, event.checkType, kind, snapshot, settings)
    if (rule?.mutes) return ruleReason(rule.rule)
    if (kind === 'recovery' && !settings.notifyOnRecovery && rule?.rule.mode !== 'always') {
      // Still let a snooze on a failing check end its silence, as the service does.
      this.snoozes.mutes(target.key, target.snoozedUntil, kind, nowMs)
      return 'recovery-off'
    }
    if (this.snoozes.mutes(target.key, target.snoozedUntil, kind, nowMs)) return 'snoozed'
    if (monitorInMaintenance(event, snapshot, nowMs)) return 'maintenance'
    return this.quietReason(nowMs, now, settings)
  }

  /** The notification rule that decides for this change (notification-rules.ts), if any. */
  private ruleMuting(
    monitorId: number,
    checkType: string | undefined,
    kind: ChangeKind,
    snapshot: Snapshot,
    settings: Settings['notifications'],
  ): { rule: NotificationRule; mutes: boolean } | null {
    if (settings.rules.length === 0) return null
    const monitor = indexOf(snapshot).monitor(monitorId)
    const rule = ruleFor(settings.rules, {
      monitorId,
      teamId: monitor?.teamId ?? null,
      tags: monitor?.tags ?? [],
      checkType: checkType ?? null,
    })
    return rule ? { rule, mutes: ruleMutes(rule, kind) } : null
  }

  /** The user's own silence: a paused period or quiet hours. */
  private quietReason(
    nowMs: number,
    now: Date,
    settings: Settings['notifications'],
  ): MuteReason | null {
    if (this.isPaused(nowMs, settings)) return 'paused'
    if (isQuietTime(settings.quietHours, now)) return 'quiet-hours'
    return null
  }

  /**
   * Failures stay quiet during maintenance; when it ends with checks still failing (and not
   * snoozed or switched off), that is worth one alert, or nobody learns the site is down.
   */
  private stillFailing(
    event: ChangeEvent,
    snapshot: Snapshot,
    nowMs: number,
    settings: Settings['notifications'],
  ): string[] {
    const monitor = indexOf(snapshot).monitor(event.monitorId)
    if (!monitor) return []
    return monitor.checks
      .filter(
        (c) =>
          checkHealth(c, monitor, nowMs) === 'failed' &&
          !this.ruleMuting(monitor.id, c.type, 'failure', snapshot, settings)?.mutes,
      )
      .map((c) => checkLabel(c))
  }

  private isPaused(nowMs: number, settings: Settings['notifications']): boolean {
    return settings.pausedUntil !== null && Date.parse(settings.pausedUntil) > nowMs
  }

  /** What kind of alert a result change is; updates the cron memory as a side effect. */
  private kindOf(event: ChangeEvent, target: Target): ChangeKind | null {
    if (!target.isCron) return changeKind(checkLevel(event.from), checkLevel(event.to))
    const to = cronLevel(event.to)
    if (to === null) return null // waiting: keep the last settled level
    const before = this.cronLevels.get(target.key) ?? cronLevel(event.from)
    this.cronLevels.set(target.key, to)
    return changeKind(before, to)
  }

  private levelBefore(event: ChangeEvent, target: Target): Level | null {
    if (!target.isCron) return checkLevel(event.from)
    return this.cronLevels.get(target.key) ?? cronLevel(event.from)
  }

  private currentLevel(target: Target, snapshot: Snapshot): Level | null {
    if (!target.isCron) return checkLevel(indexOf(snapshot).check(target.id)?.result)
    const cron = indexOf(snapshot).cron(target.id)
    return this.cronLevels.get(target.key) ?? cronLevel(cron?.result)
  }

  /** The check or cron check an event is about, with its snooze as the snapshot shows it. */
  private target(event: ChangeEvent, snapshot: Snapshot): Target | null {
    const id = event.cronCheckId ?? event.checkId
    if (id === undefined) return null
    const isCron = event.cronCheckId !== undefined
    const found = isCron ? indexOf(snapshot).cron(id) : indexOf(snapshot).check(id)
    return {
      key: `${isCron ? 'cron' : 'check'}:${id}`,
      id,
      isCron,
      snoozedUntil: found?.snoozedUntil ?? null,
    }
  }

  private nextId(kind: string, snapshot: Snapshot): string {
    this.alertCount += 1
    return `${kind}-${snapshot.fetchedAt}-${this.alertCount}`
  }
}

function isResultChange(event: ChangeEvent): boolean {
  return event.type === 'check.changed' || event.type === 'cron.changed'
}

function monitorInMaintenance(event: ChangeEvent, snapshot: Snapshot, nowMs: number): boolean {
  const monitor = indexOf(snapshot).monitor(event.monitorId)
  return monitor !== undefined && inMaintenance(monitor, nowMs)
}
