// Deleting a downtime period from the monitor page. Not optimistic: the row goes once the service
// accepted the delete; a failure is a toast in the dashboard's language (failureText) with advice.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { ActionResult, DowntimePeriod } from '../../electron/shared/app-service-api'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { failureAdvice, failureText } from '../lib/error-text'
import { dateTime } from '../lib/time'
import { useMonitorDetailStore } from './monitor-detail'
import { useToastStore } from './toasts'

/** The period in words ("from … to …"), as the confirmation and the toasts name it. */
export function periodText(period: DowntimePeriod): string {
  const start = dateTime(period.startedAt)
  return period.endedAt
    ? t('history.downtime.period', { start, end: dateTime(period.endedAt) })
    : t('history.downtime.periodOngoing', { start })
}

export const useDowntimeStore = defineStore('downtime', () => {
  /** The period being deleted (its confirm button waits). */
  const deleting = ref<number | null>(null)

  async function remove(monitorId: number, period: DowntimePeriod): Promise<boolean> {
    const toasts = useToastStore()
    const detail = useMonitorDetailStore()
    deleting.value = period.id
    // A failed answer or a thrown error: both may carry the failure's kind.
    let failed: ActionResult | unknown = null
    try {
      const result = await bridge().deleteDowntime(monitorId, period.id)
      if (!result.ok) failed = result
    } catch (error) {
      failed = error
    } finally {
      deleting.value = null
    }
    const said = periodText(period)
    if (failed !== null) {
      toasts.push(
        'error',
        t('history.downtime.failed', { period: said, message: failureText(failed) }),
        failureAdvice(failed),
      )
      return false
    }
    const slot = detail.downtime
    if (slot.data) detail.downtime = { ...slot, data: slot.data.filter((p) => p.id !== period.id) }
    toasts.push('success', t('history.downtime.deleted', { period: said }))
    return true
  }

  return { deleting, remove }
})
