// "Seen": stops the reminders about a monitor's failures (nothing changes on the service).
import { defineStore } from 'pinia'
import type { ActionResult } from '../../electron/shared/app-service-api'
import { messageOf } from '../../electron/shared/errors'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'

export const useRemindersStore = defineStore('reminders', () => {
  /** Marks the monitor's failures as seen; the answer as the app gave it. */
  const acknowledge = (monitorId: number): Promise<ActionResult> => bridge().acknowledge(monitorId)

  /** Marks them as seen and says how that went in a toast (a refusal says why). */
  async function seen(monitorId: number): Promise<void> {
    const toasts = useToastStore()
    try {
      const result = await acknowledge(monitorId)
      if (result.ok) toasts.push('success', result.message)
      else toasts.push('error', `Marking as seen failed: ${result.message}`)
    } catch (error) {
      toasts.push('error', `Marking as seen failed: ${messageOf(error)}`)
    }
  }

  return { acknowledge, seen }
})
