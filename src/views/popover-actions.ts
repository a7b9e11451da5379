// The popover's per-monitor actions (the ones a failure notification offers, as buttons: on
// Linux a notification click lands here). The summary store runs them (act) and answers one line.
import { t } from '../i18n'
import { remindersOn } from '../lib/reminders'
import { useSettingsStore } from '../stores/settings'
import type { PopoverAction } from '../stores/popover'

export type { PopoverAction }

export const POPOVER_ACTIONS: {
  action: PopoverAction
  /** Read at render time, so a language change shows at once. */
  label: () => string
  title: () => string
  /** Acts on the monitor's failing checks, so needs some. */
  needsChecks: boolean
}[] = [
  {
    action: 'snooze',
    label: () => t('popover.actions.snooze.label'),
    title: () => t('popover.actions.snooze.title'),
    needsChecks: true,
  },
  {
    action: 'maintenance',
    label: () => t('popover.actions.maintenance.label'),
    title: () => t('popover.actions.maintenance.title'),
    needsChecks: false,
  },
  {
    action: 'rerun',
    label: () => t('popover.actions.rerun.label'),
    title: () => t('popover.actions.rerun.title'),
    needsChecks: true,
  },
  {
    action: 'seen',
    label: () => t('popover.actions.seen.label'),
    title: () => t('popover.actions.seen.title'),
    needsChecks: false,
  },
]

/** The actions to offer now: Seen only while reminders are on (it stops them). */
export function shownPopoverActions(): typeof POPOVER_ACTIONS {
  const on = remindersOn(useSettingsStore().settings)
  return on ? POPOVER_ACTIONS : POPOVER_ACTIONS.filter((a) => a.action !== 'seen')
}
