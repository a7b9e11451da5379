// A bulk action from the overview: one call to the AppService's bulk operation, whose progress
// ("12 of 40 done") is polled while it runs; the results stay until the next run, and the
// monitors that failed can be asked again.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { BulkProgress, BulkRequest } from '../../electron/shared/bulk'
import { failureText } from '../lib/error-text'
import { t } from '../i18n'
import { bridge } from '../bridge'

const POLL_MS = 250

function isProgress(value: unknown): value is BulkProgress {
  const p = value as Partial<BulkProgress> | null
  return typeof p === 'object' && p !== null && Array.isArray(p.results)
}

export const useBulkStore = defineStore('bulk', () => {
  const progress = shallowRef<BulkProgress | null>(null)
  const running = ref(false)
  const error = ref<string | null>(null)
  let last: BulkRequest | null = null

  async function run(request: BulkRequest) {
    if (running.value || request.monitorIds.length === 0) return
    running.value = true
    error.value = null
    last = request
    progress.value = {
      kind: request.kind,
      total: request.monitorIds.length,
      done: 0,
      running: true,
      results: [],
    }
    const timer = setInterval(() => {
      void bridge()
        .bulkProgress()
        .then((p) => {
          if (running.value && isProgress(p) && p.running) progress.value = p
        })
        .catch(() => undefined)
    }, POLL_MS)
    try {
      const done = await bridge().bulk(request)
      if (!isProgress(done)) error.value = t('bulk.noResults')
      else if (done.refused) error.value = done.refused
      else progress.value = done
    } catch (e) {
      error.value = failureText(e)
    } finally {
      clearInterval(timer)
      running.value = false
    }
  }

  /** The last run again, for the monitors that failed only. */
  function retryFailed() {
    const failed = progress.value?.results.filter((r) => !r.ok).map((r) => r.monitorId) ?? []
    if (!last || failed.length === 0) return
    return run({ ...last, monitorIds: failed })
  }

  function dismiss() {
    if (!running.value) progress.value = null
    error.value = null
  }

  return { progress, running, error, run, retryFailed, dismiss }
})
