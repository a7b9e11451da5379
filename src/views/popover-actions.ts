// The popover's per-monitor actions (the ones a failure notification offers, as buttons: on
// Linux a notification click lands here). Each runs through the bridge and answers one line.
import type { UptrayBridge } from '../../electron/shared/contract'
import { messageOf } from '../../electron/shared/errors'
import type { SummaryMonitor } from '../../electron/shared/summary'
import { remindersOn } from '../lib/reminders'
import { useSettingsStore } from '../stores/settings'

export type PopoverAction = 'snooze' | 'maintenance' | 'rerun' | 'seen'

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

type Result = { ok: boolean; message: string }
type ActionBridge = Pick<
  UptrayBridge,
  'snoozeCheck' | 'startMaintenance' | 'rerunCheck' | 'acknowledge'
>

/** One result for several checks: the only one, a count, or the first failure. */
function combine(results: Result[], many: string): Result {
  const failed = results.find((r) => !r.ok)
  if (failed) return failed
  if (results.length === 1) return results[0]!
  return { ok: true, message: `${results.length} ${many}` }
}

export async function runPopoverAction(
  bridge: ActionBridge,
  action: PopoverAction,
  monitor: SummaryMonitor,
): Promise<Result> {
  try {
    switch (action) {
      case 'snooze': {
        const results = await Promise.all(monitor.checkIds.map((id) => bridge.snoozeCheck(id, 60)))
        return combine(results, 'checks snoozed for 1 hour.')
      }
      case 'rerun': {
        const results = await Promise.all(monitor.checkIds.map((id) => bridge.rerunCheck(id)))
        return combine(results, 'checks asked to run again.')
      }
      case 'maintenance':
        return await bridge.startMaintenance(monitor.id, 3600)
      case 'seen':
        return await bridge.acknowledge(monitor.id)
    }
  } catch (error) {
    return { ok: false, message: `Could not do that: ${messageOf(error)}` }
  }
}
