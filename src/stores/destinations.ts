// Where alerts go: the notification destinations the app read (on spare budget), and managing
// them: create, edit (secrets come back masked and a left-out one is kept), send a test, enable,
// disable and delete. The list is read again after each change and whenever the sync status changes.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { ActionResult } from '../../electron/shared/app-service-api'
import type { DestinationView } from '../../electron/shared/coming-up'
import type { DestinationInput, DestinationSettings } from '../../electron/shared/destination-input'
import { messageOf } from '../../electron/shared/errors'
import type { ManageResult } from '../../electron/shared/monitor-input'
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

  /** Runs one change, answers how it went, then reads the list again. */
  async function write(call: () => Promise<ManageResult | ActionResult>): Promise<ManageResult> {
    let result: ManageResult
    try {
      result = await call()
    } catch (e) {
      result = { ok: false, message: messageOf(e) }
    }
    await load()
    return result
  }

  async function settings(destinationId: number): Promise<DestinationSettings | null> {
    try {
      return await bridge().destinationSettings(destinationId)
    } catch {
      return null
    }
  }

  return {
    destinations,
    readAt,
    loaded,
    error,
    load,
    settings,
    /** Enables a destination that is disabled (by the user or by the service). */
    enable: (id: number) => write(() => bridge().enableDestination(id)),
    disable: (id: number) => write(() => bridge().disableDestination(id)),
    test: (id: number) => write(() => bridge().testDestination(id)),
    remove: (id: number) => write(() => bridge().deleteDestination(id)),
    create: (input: DestinationInput) => write(() => bridge().createDestination(input)),
    update: (id: number, input: DestinationInput) =>
      write(() => bridge().updateDestination(id, input)),
  }
})
