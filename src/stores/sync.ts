// The sync status line: always visible, so people know how fresh what they see is.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { SyncStatus } from '../../electron/shared/model'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'
import { failureText } from '../lib/error-text'
import { t } from '../i18n'

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
    const failed = (failure: unknown) =>
      toasts.push(
        'error',
        t('sync.refreshFailed', { error: failureText(failure) }),
        t('sync.refreshHint'),
      )
    try {
      const result = await bridge().refreshNow()
      if (!result.ok) failed(result)
    } catch (error) {
      failed(error)
    }
  }

  function seed(first: SyncStatus) {
    status.value ??= first
  }

  return { status, load, seed, refresh }
})
