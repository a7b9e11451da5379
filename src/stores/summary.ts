// The tray popover's data: the summary the host computes (shared/summary.ts), never the snapshot.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { PopoverSummary } from '../../electron/shared/summary'
import { messageOf } from '../../electron/shared/errors'
import { bridge } from '../bridge'

export const useSummaryStore = defineStore('summary', () => {
  const summary = shallowRef<PopoverSummary | null>(null)
  const loaded = ref(false)
  const loadError = ref<string | null>(null)
  let unsubscribe: (() => void) | null = null

  async function load() {
    unsubscribe ??= bridge().onSummaryChanged((s) => (summary.value = s))
    try {
      const s = await bridge().popoverSummary()
      // A push may have arrived while we waited; keep the newer one.
      if (s && (!summary.value || s.fetchedAt >= summary.value.fetchedAt)) summary.value = s
      loadError.value = null
    } catch (error) {
      loadError.value = messageOf(error)
    } finally {
      loaded.value = true
    }
  }

  function seed(first: PopoverSummary | null) {
    summary.value ??= first
  }

  return { summary, loaded, loadError, load, seed }
})
