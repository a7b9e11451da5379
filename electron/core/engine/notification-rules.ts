// Which notification rule applies to a change, and whether it mutes it. The most specific scope
// wins: monitor > tag > team > check type; no rule leaves the default (notifyOnRecovery and the
// rest of the alert policy). Rules of the same scope that all match (two tags of one monitor, or
// a duplicate) are a tie: the quietest wins (never > failures only > always), whatever their
// order in the list.
import { RULE_SCOPES, type NotificationRule, type RuleMode } from '../../shared/notification-rule'
import type { ChangeKind } from './alert-levels'

/** What a rule can match on: the change's monitor and check type. */
export interface RuleSubject {
  monitorId: number
  teamId: number | null
  tags: readonly string[]
  checkType: string | null
}

const QUIETNESS: Record<RuleMode, number> = { always: 0, failures: 1, never: 2 }

function matches(rule: NotificationRule, subject: RuleSubject): boolean {
  switch (rule.scope) {
    case 'monitor':
      return rule.value === String(subject.monitorId)
    case 'team':
      return subject.teamId !== null && rule.value === String(subject.teamId)
    case 'tag':
      return subject.tags.includes(rule.value)
    case 'check-type':
      return subject.checkType !== null && rule.value === subject.checkType
  }
}

/** The rule that decides for this subject, or null when none matches. */
export function ruleFor(
  rules: readonly NotificationRule[],
  subject: RuleSubject,
): NotificationRule | null {
  for (const scope of RULE_SCOPES) {
    let best: NotificationRule | null = null
    for (const rule of rules) {
      if (rule.scope !== scope || !matches(rule, subject)) continue
      if (!best || QUIETNESS[rule.mode] > QUIETNESS[best.mode]) best = rule
    }
    if (best) return best
  }
  return null
}

/** Whether a rule keeps a change of this kind quiet. */
export function ruleMutes(rule: NotificationRule, kind: ChangeKind): boolean {
  if (rule.mode === 'never') return true
  if (rule.mode === 'failures') return kind !== 'failure'
  return false
}
