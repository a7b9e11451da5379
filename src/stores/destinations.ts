// Where alerts go: the notification destinations the app read (on spare budget), and enabling
// one the service disabled by itself; read again after that and whenever the sync status changes.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { ActionResult } from '../../electron/shared/app-service-api'
import type { DestinationView } from '../../electron/shared/coming-up'
import { messageOf } from '../../electron/shared/errors'
import { bridge } from '../bridge'

export const useDestinationsStore = defineStore('destinations', () => {
  const destinations = shallowRef<DestinationView[]>([])
  const readAt = ref<string | null>(null)
  const loaded = ref(false)
  const error = ref<string | null>(null)

  async function load() {
    try {
      const view = await bridge().destinations()
      destinations.value = view.destinations
      readAt.value = view.readAt
      error.value = null
    } catch (e) {
      error.value = messageOf(e)
    } finally {
      loaded.value = true
    }
  }

  /** Enables a destination the service disabled; answers how that went, then reads them again. */
  async function enable(destinationId: number): Promise<ActionResult> {
    let result: ActionResult
    try {
      result = await bridge().enableDestination(destinationId)
    } catch (e) {
      result = { ok: false, message: messageOf(e) }
    }
    await load()
    return result
  }

  return { destinations, readAt, loaded, error, load, enable }
})
