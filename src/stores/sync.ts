// The sync status line: always visible, so people know how fresh what they see is.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { SyncStatus } from '../../electron/shared/model'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'
import { messageOf } from '../../electron/shared/errors'

export const useSyncStore = defineStore('sync', () => {
  const status = ref<SyncStatus | null>(null)
  let unsubscribe: (() => void) | null = null

  async function load() {
    unsubscribe ??= bridge().onSyncChanged((s) => (status.value = s))
    try {
      status.value = await bridge().getSyncStatus()
    } catch {
      // The line shows "connecting" until the first status arrives.
    }
  }

  async function refresh() {
    const toasts = useToastStore()
    try {
      const result = await bridge().refreshNow()
      if (!result.ok)
        toasts.push('error', `Refresh failed: ${result.message}`, 'Try again in a minute.')
    } catch (error) {
      toasts.push('error', `Refresh failed: ${messageOf(error)}`, 'Try again in a minute.')
    }
  }

  function seed(first: SyncStatus) {
    status.value ??= first
  }

  return { status, load, seed, refresh }
})
