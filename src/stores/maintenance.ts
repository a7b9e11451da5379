// Managing a monitor's maintenance: scheduling, moving and deleting windows, creating, editing and
// deleting recurring windows. Not optimistic: a form stays open until the service accepted it.
// Each answer is a toast (its sentence names the team's time), and the monitor page's list
// (monitor-detail.ts) is read again after a change.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { ActionResult } from '../../electron/shared/app-service-api'
import { messageOf } from '../../electron/shared/errors'
import type { Messages } from '../../electron/shared/i18n/messages/en'
import type { RecurringMaintenanceInput } from '../../electron/shared/maintenance-input'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useMonitorDetailStore } from './monitor-detail'
import { useToastStore } from './toasts'

export const useMaintenanceStore = defineStore('maintenance', () => {
  const detail = useMonitorDetailStore()
  /** Something is being sent: the forms' buttons wait. */
  const busy = ref(false)

  type Failed = `maintenance.failed.${keyof Messages['maintenance']['failed']}`
  type Hint = `maintenance.hint.${keyof Messages['maintenance']['hint']}`

  async function run(
    failed: Failed,
    hint: Hint,
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
      toasts.push('error', t(failed, { message: result.message }), t(hint))
      return false
    }
    toasts.push('success', result.message)
    await detail.loadMaintenance()
    return true
  }

  return {
    busy,
    schedule: (monitorId: number, startsAt: string, endsAt: string, name?: string) =>
      run('maintenance.failed.schedule', 'maintenance.hint.checkTimes', () =>
        bridge().scheduleMaintenance(monitorId, startsAt, endsAt, name),
      ),
    update: (
      monitorId: number,
      periodId: number,
      startsAt: string,
      endsAt: string,
      name?: string,
    ) =>
      run('maintenance.failed.update', 'maintenance.hint.checkTimes', () =>
        name === undefined
          ? bridge().updateMaintenance(monitorId, periodId, startsAt, endsAt)
          : bridge().updateMaintenance(monitorId, periodId, startsAt, endsAt, name),
      ),
    remove: (monitorId: number, periodId: number) =>
      run('maintenance.failed.remove', 'maintenance.hint.tryAgain', () =>
        bridge().deleteMaintenance(monitorId, periodId),
      ),
    createRecurring: (monitorId: number, input: RecurringMaintenanceInput) =>
      run('maintenance.failed.createRecurring', 'maintenance.hint.checkSchedule', () =>
        bridge().createRecurringMaintenance(monitorId, input),
      ),
    updateRecurring: (monitorId: number, recurringId: number, input: RecurringMaintenanceInput) =>
      run('maintenance.failed.updateRecurring', 'maintenance.hint.checkSchedule', () =>
        bridge().updateRecurringMaintenance(monitorId, recurringId, input),
      ),
    removeRecurring: (monitorId: number, recurringId: number) =>
      run('maintenance.failed.removeRecurring', 'maintenance.hint.tryAgain', () =>
        bridge().deleteRecurringMaintenance(monitorId, recurringId),
      ),
  }
})
