// Notification rules and team zones as one account's session reads them. The Rules view names a
// monitor or a team by its picture id (picture-ids.ts), and the team zones section a team, but
// each session judges its changes and reads its maintenance times with its service's own ids: a
// rule for the monitor 1 of the account in slot 2 is stored as 2 * 2^40 + 1. So each session sees
// the monitor and team rules and the team zones of its own slot (the account's, kept in its
// settings entry: reordering the accounts changes none), their ids turned back into its service's,
// and not the other accounts' (which would otherwise name its own monitor or team of the same
// service id). Tag and check-type rules apply to every account.
import type { NotificationRule } from '../../shared/notification-rule'
import type { Settings } from '../../shared/settings'
import type { SettingsSource } from '../../shared/settings-patch'
import { serviceId, slotOfId } from './picture-ids'

const NUMBER = /^\d{1,16}$/

/** The rules that apply in `slot`, with the service's ids. */
export function rulesOfSlot(rules: readonly NotificationRule[], slot: number): NotificationRule[] {
  const out: NotificationRule[] = []
  for (const rule of rules) {
    if (rule.scope !== 'monitor' && rule.scope !== 'team') {
      out.push(rule)
      continue
    }
    if (!NUMBER.test(rule.value)) continue // Names no monitor or team in any account.
    const id = Number(rule.value)
    if (slotOfId(id) !== slot) continue
    out.push(slot === 0 ? rule : { ...rule, value: String(serviceId(id)) })
  }
  return out
}

/** The team zones set for teams of `slot`, keyed by the service's team ids. */
export function zonesOfSlot(
  zones: Readonly<Record<string, string>>,
  slot: number,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, zone] of Object.entries(zones)) {
    if (!NUMBER.test(key) || slotOfId(Number(key)) !== slot) continue
    out[String(serviceId(Number(key)))] = zone
  }
  return out
}

/**
 * The settings with the rules and team zones of `slot`. The same settings object while the
 * settings did not change, and the very settings when they hold nothing of another slot.
 */
export function slotSettings(source: SettingsSource, slot: number): SettingsSource {
  let last: { from: Settings; out: Settings } | null = null
  return {
    get() {
      const from = source.get()
      if (last?.from === from) return last.out
      const rules = from.notifications.rules
      const mine = rulesOfSlot(rules, slot)
      const zones = zonesOfSlot(from.teamTimezones, slot)
      const sameRules = mine.length === rules.length && mine.every((r, i) => r === rules[i])
      const sameZones =
        slot === 0 && Object.keys(zones).length === Object.keys(from.teamTimezones).length
      const out =
        sameRules && sameZones
          ? from
          : {
              ...from,
              notifications: sameRules
                ? from.notifications
                : { ...from.notifications, rules: mine },
              teamTimezones: sameZones ? from.teamTimezones : zones,
            }
      last = { from, out }
      return out
    },
    update: (patch) => source.update(patch),
  }
}
