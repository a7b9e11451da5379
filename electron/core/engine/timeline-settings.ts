// A settings change in the timeline: each change to what alerts (a pause, quiet hours, notification
// rules, recoveries, reminders) as one sentence with names, not ids. Other settings (theme, sound,
// the interval ...) change how the app looks or works, not what it tells you: not recorded.
import type { NotificationRule, RuleNames } from '../../shared/notification-rule'
import { ruleSentence } from '../../shared/notification-rule'
import type { Settings } from '../../shared/settings'

export interface SettingsChange {
  text: string
  /** The monitor a rule is about, so the row links to it. */
  monitorId: number | null
}

/** `2026-01-01 09:30 UTC`. */
function utc(iso: string): string {
  const ms = Date.parse(iso)
  return Number.isFinite(ms)
    ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : iso
}

const ruleKey = (rule: NotificationRule) => `${rule.scope}\u0000${rule.value}`

function ruleChanges(
  before: readonly NotificationRule[],
  after: readonly NotificationRule[],
  names: RuleNames,
): SettingsChange[] {
  const old = new Map(before.map((r) => [ruleKey(r), r]))
  const now = new Map(after.map((r) => [ruleKey(r), r]))
  const changes: SettingsChange[] = []
  const about = (rule: NotificationRule) =>
    rule.scope === 'monitor' && /^\d+$/.test(rule.value) ? Number(rule.value) : null
  const said = (rule: NotificationRule) => `"${ruleSentence(rule, names)}"`
  for (const [key, rule] of now) {
    const was = old.get(key)
    if (!was) changes.push({ text: `Added the rule ${said(rule)}.`, monitorId: about(rule) })
    else if (was.mode !== rule.mode)
      changes.push({ text: `Changed the rule to ${said(rule)}.`, monitorId: about(rule) })
  }
  for (const [key, rule] of old) {
    if (!now.has(key))
      changes.push({ text: `Removed the rule ${said(rule)}.`, monitorId: about(rule) })
  }
  return changes
}

/** The changes from `before` to `after` that change what alerts, oldest concern first. */
export function settingsChanges(
  before: Settings,
  after: Settings,
  names: RuleNames = {},
): SettingsChange[] {
  const was = before.notifications
  const is = after.notifications
  const changes: SettingsChange[] = []
  const say = (text: string) => changes.push({ text, monitorId: null })
  if (was.pausedUntil !== is.pausedUntil) {
    say(
      is.pausedUntil === null
        ? 'Resumed notifications.'
        : `Paused notifications until ${utc(is.pausedUntil)}.`,
    )
  }
  const quiet = is.quietHours
  const wasQuiet = was.quietHours
  if (quiet.enabled !== wasQuiet.enabled) {
    say(
      quiet.enabled
        ? `Turned quiet hours on: ${quiet.start} to ${quiet.end} local time.`
        : 'Turned quiet hours off.',
    )
  } else if (quiet.enabled && (quiet.start !== wasQuiet.start || quiet.end !== wasQuiet.end)) {
    say(`Quiet hours are now ${quiet.start} to ${quiet.end} local time.`)
  }
  changes.push(...ruleChanges(was.rules, is.rules, names))
  if (was.notifyOnRecovery !== is.notifyOnRecovery) {
    say(`Turned recovery notifications ${is.notifyOnRecovery ? 'on' : 'off'}.`)
  }
  const remind = is.remind
  if (
    remind.everyMinutes !== was.remind.everyMinutes ||
    (remind.everyMinutes > 0 && remind.maxTimes !== was.remind.maxTimes)
  ) {
    say(
      remind.everyMinutes === 0
        ? 'Turned reminders off.'
        : `Reminders every ${remind.everyMinutes} min, at most ${remind.maxTimes} times.`,
    )
  }
  return changes
}
