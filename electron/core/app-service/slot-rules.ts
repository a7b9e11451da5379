// Notification rules as one account's session reads them. The Rules view names a monitor or a
// team by its picture id (picture-ids.ts), but each session judges its changes with its service's
// own ids: a rule for the second account's monitor 1 is stored as 2^40 + 1. So each session sees
// the monitor and team rules of its own slot, their ids turned back into its service's, and not
// the other accounts' (which would otherwise name its own monitor of the same service id). Tag
// and check-type rules apply to every account.
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

/**
 * The settings with the rules of the slot the session holds now (`slot()`: accounts may be
 * reordered). The same settings object while neither the settings nor the slot changed.
 */
export function slotSettings(source: SettingsSource, slot: () => number): SettingsSource {
  let last: { from: Settings; slot: number; out: Settings } | null = null
  return {
    get() {
      const from = source.get()
      const now = slot()
      if (last?.from === from && last.slot === now) return last.out
      const rules = from.notifications.rules
      const mine = rulesOfSlot(rules, now)
      // One account: its rules are all there as they are, and the settings stay the same object.
      const same = mine.length === rules.length && mine.every((r, i) => r === rules[i])
      const out = same ? from : { ...from, notifications: { ...from.notifications, rules: mine } }
      last = { from, slot: now, out }
      return out
    },
    update: (patch) => source.update(patch),
  }
}
