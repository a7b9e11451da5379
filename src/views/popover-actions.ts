// The popover's per-monitor actions (the ones a failure notification offers, as buttons: on
// Linux a notification click lands here). The summary store runs them (act) and answers one line.
import { remindersOn } from '../lib/reminders'
import { useSettingsStore } from '../stores/settings'
import type { PopoverAction } from '../stores/popover'

export type { PopoverAction }

export const POPOVER_ACTIONS: {
  action: PopoverAction
  label: string
  title: string
  /** Acts on the monitor's failing checks, so needs some. */
  needsChecks: boolean
}[] = [
  {
    action: 'snooze',
    label: 'Snooze 1 h',
    title: 'Snooze its failing checks for an hour',
    needsChecks: true,
  },
  {
    action: 'maintenance',
    label: 'Maintenance 1 h',
    title: 'Start an hour of maintenance',
    needsChecks: false,
  },
  {
    action: 'rerun',
    label: 'Re-run',
    title: 'Run its failing checks again now',
    needsChecks: true,
  },
  { action: 'seen', label: 'Seen', title: 'Stop the reminders about it', needsChecks: false },
]

/** The actions to offer now: Seen only while reminders are on (it stops them). */
export function shownPopoverActions(): typeof POPOVER_ACTIONS {
  const on = remindersOn(useSettingsStore().settings)
  return on ? POPOVER_ACTIONS : POPOVER_ACTIONS.filter((a) => a.action !== 'seen')
}
