// "Seen": stops the reminders about a monitor's failures (nothing changes on the service).
import { defineStore } from 'pinia'
import type { ActionResult } from '../../electron/shared/app-service-api'
import { failureText } from '../lib/error-text'
import { t } from '../i18n'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'

export const useRemindersStore = defineStore('reminders', () => {
  /** Marks the monitor's failures as seen; the answer as the app gave it. */
  const acknowledge = (monitorId: number): Promise<ActionResult> => bridge().acknowledge(monitorId)

  /** Marks them as seen and says how that went in a toast (a refusal says why). */
  async function seen(monitorId: number): Promise<void> {
    const toasts = useToastStore()
    const failed = (failure: unknown) =>
      toasts.push('error', t('shell.seen.failed', { error: failureText(failure) }))
    try {
      const result = await acknowledge(monitorId)
      if (result.ok) toasts.push('success', result.message)
      else failed(result)
    } catch (error) {
      failed(error)
    }
  }

  return { acknowledge, seen }
})
