// Notification rules per scope: what they are, their key in a mute reason and the plain sentence
// each one reads as. Shared by the engine (core/engine/notification-rules.ts decides with them),
// the settings schema and the Rules view; no zod here, the renderer bundles it. Sentences are in
// the current language (the app's, or the dashboard's: it sets the shared locale too).
import { t } from './i18n/translate'

/** From most to least specific: a monitor rule beats a tag rule, and so on. */
export const RULE_SCOPES = ['monitor', 'tag', 'team', 'check-type'] as const
export type RuleScope = (typeof RULE_SCOPES)[number]

/** `failures`: only a check turning to failed notifies; warnings and recoveries stay quiet. */
export const RULE_MODES = ['always', 'failures', 'never'] as const
export type RuleMode = (typeof RULE_MODES)[number]

export interface NotificationRule {
  scope: RuleScope
  /** A monitor or team id in decimal, a tag, or a check type as the API spells it. */
  value: string
  mode: RuleMode
}

/** Bounds of the settings schema (contract-schemas.ts), also the Rules view's input limits. */
export const RULE_LIMITS = { rules: 200, value: 100 } as const

/** Names the sentence may use instead of ids; a missing name falls back to the id. */
export interface RuleNames {
  monitor?: (id: number) => string | undefined
  team?: (id: number) => string | undefined
  /** A check type's name for people (the API's spelling without it). */
  checkType?: (type: string) => string
}

const SHOWN = 60

function shown(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > SHOWN ? `${flat.slice(0, SHOWN - 1)}…` : flat
}

function modeWords(mode: RuleMode): string {
  switch (mode) {
    case 'always':
      return t('rules.sentence.always')
    case 'failures':
      return t('rules.sentence.failures')
    case 'never':
      return t('rules.sentence.never')
  }
}

/** What a rule covers: "Monitors tagged staging", "Monitor shop.example.com". */
export function ruleSubject(
  rule: Pick<NotificationRule, 'scope' | 'value'>,
  names: RuleNames = {},
): string {
  const id = Number(rule.value)
  switch (rule.scope) {
    case 'monitor':
      return t('rules.sentence.monitor', { name: shown(names.monitor?.(id) ?? `#${rule.value}`) })
    case 'team':
      return t('rules.sentence.team', { name: shown(names.team?.(id) ?? `#${rule.value}`) })
    case 'tag':
      return t('rules.sentence.tag', { name: shown(rule.value) })
    case 'check-type':
      return t('rules.sentence.checkType', {
        name: shown(names.checkType?.(rule.value) ?? rule.value),
      })
  }
}

/** "Monitors tagged staging: never notify". */
export function ruleSentence(rule: NotificationRule, names: RuleNames = {}): string {
  return t('rules.sentence.line', { subject: ruleSubject(rule, names), mode: modeWords(rule.mode) })
}

/** The rule as a mute reason names it: `rule:tag=staging:never`. */
export function ruleReason(rule: NotificationRule): `rule:${string}` {
  return `rule:${rule.scope}=${shown(rule.value)}:${rule.mode}`
}

/** The 'never' rules that today's muted check types become (settings migration). */
export function checkTypeRules(types: readonly string[]): NotificationRule[] {
  return [...new Set(types)].map((value) => ({ scope: 'check-type', value, mode: 'never' }))
}

/** Whether a check type has a 'never' rule of its own (the Settings view's check type switch). */
export function checkTypeMuted(rules: readonly NotificationRule[], type: string): boolean {
  return rules.some((r) => r.scope === 'check-type' && r.value === type && r.mode === 'never')
}

/** `rules` with the check type's own rule set to 'never' (muted) or removed (not muted). */
export function withCheckTypeMuted(
  rules: readonly NotificationRule[],
  type: string,
  muted: boolean,
): NotificationRule[] {
  const others = rules.filter((r) => !(r.scope === 'check-type' && r.value === type))
  return muted ? [...others, ...checkTypeRules([type])] : others
}
