// Managing a monitor's maintenance: scheduling, moving and deleting windows, creating, editing and
// deleting recurring windows. Not optimistic: a form stays open until the service accepted it.
// Each answer is a toast (its sentence names the team's time), and the monitor page's list
// (monitor-detail.ts) is read again after a change.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { ActionResult } from '../../electron/shared/app-service-api'
import { messageOf } from '../../electron/shared/errors'
import type { RecurringMaintenanceInput } from '../../electron/shared/maintenance-input'
import { bridge } from '../bridge'
import { useMonitorDetailStore } from './monitor-detail'
import { useToastStore } from './toasts'

export const useMaintenanceStore = defineStore('maintenance', () => {
  const detail = useMonitorDetailStore()
  /** Something is being sent: the forms' buttons wait. */
  const busy = ref(false)

  async function run(
    what: string,
    hint: string,
    call: () => Promise<ActionResult>,
  ): Promise<boolean> {
    const toasts = useToastStore()
    busy.value = true
    let result: ActionResult
    try {
      result = await call()
    } catch (error) {
      result = { ok: false, message: messageOf(error) }
    } finally {
      busy.value = false
    }
    if (!result.ok) {
      toasts.push('error', `${what} failed: ${result.message}`, hint)
      return false
    }
    toasts.push('success', result.message)
    await detail.loadMaintenance()
    return true
  }

  const CHECK_TIMES = 'Check the start and end times and try again.'

  return {
    busy,
    schedule: (monitorId: number, startsAt: string, endsAt: string, name?: string) =>
      run('Scheduling maintenance', CHECK_TIMES, () =>
        bridge().scheduleMaintenance(monitorId, startsAt, endsAt, name),
      ),
    update: (
      monitorId: number,
      periodId: number,
      startsAt: string,
      endsAt: string,
      name?: string,
    ) =>
      run('Changing the maintenance window', CHECK_TIMES, () =>
        name === undefined
          ? bridge().updateMaintenance(monitorId, periodId, startsAt, endsAt)
          : bridge().updateMaintenance(monitorId, periodId, startsAt, endsAt, name),
      ),
    remove: (monitorId: number, periodId: number) =>
      run('Deleting the maintenance window', 'Try again.', () =>
        bridge().deleteMaintenance(monitorId, periodId),
      ),
    createRecurring: (monitorId: number, input: RecurringMaintenanceInput) =>
      run('Creating the recurring window', 'Check the schedule and try again.', () =>
        bridge().createRecurringMaintenance(monitorId, input),
      ),
    updateRecurring: (monitorId: number, recurringId: number, input: RecurringMaintenanceInput) =>
      run('Saving the recurring window', 'Check the schedule and try again.', () =>
        bridge().updateRecurringMaintenance(monitorId, recurringId, input),
      ),
    removeRecurring: (monitorId: number, recurringId: number) =>
      run('Deleting the recurring window', 'Try again.', () =>
        bridge().deleteRecurringMaintenance(monitorId, recurringId),
      ),
  }
})
