// A bulk action from the overview: one call to the AppService's bulk operation, whose progress
// ("12 of 40 done") is polled while it runs; the results stay until the next run, and the
// monitors that failed can be asked again. Each monitor's result is said in the dashboard's
// language from what was asked (the app's sentence is English: lib/error-text.ts showsAppWords).
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import {
  planBulk,
  type BulkItemResult,
  type BulkKind,
  type BulkProgress,
  type BulkRequest,
} from '../../electron/shared/bulk'
import { formatNumber, tn } from '../../electron/shared/i18n/translate'
import { failureText, showsAppWords } from '../lib/error-text'
import { durationText } from '../lib/time'
import { t } from '../i18n'
import { bridge } from '../bridge'
import { useMonitorsStore } from './monitors'

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
  /** The checks of each monitor the last run was planned with here (the app plans it again). */
  let planned = new Map<number, number>()

  async function run(request: BulkRequest) {
    if (running.value || request.monitorIds.length === 0) return
    running.value = true
    error.value = null
    last = request
    const monitors = useMonitorsStore()
    planned = new Map(
      planBulk(monitors.snapshot, request, monitors.healthAt).map((s) => [
        s.monitorId,
        s.checkIds.length,
      ]),
    )
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
      else if (done.refused) error.value = t('bulk.busy')
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

  /** A monitor's result in the current language; the app's sentence where it cannot be said. */
  function resultText(result: BulkItemResult): string {
    const request = last
    if (showsAppWords() || !request || request.kind !== progress.value?.kind) return result.message
    if (!result.ok) return failedText(result, request.kind)
    const n = planned.get(result.monitorId)
    switch (request.kind) {
      case 'maintenance-start':
        return request.seconds === undefined
          ? result.message
          : t('overview.results.bulk.maintenanceStarted', {
              duration: durationText(request.seconds),
            })
      case 'maintenance-stop':
        return t('overview.results.bulk.maintenanceStopped')
      case 'rerun':
        if (n === undefined) return result.message
        return n === 0 ? t('overview.results.bulk.noFailing') : tn('overview.results.bulk.rerun', n)
      case 'snooze':
        if (n === undefined || request.minutes === undefined) return result.message
        return n === 0
          ? t('overview.results.bulk.noFailing')
          : tn('overview.results.bulk.snooze', n, {
              duration: durationText(request.minutes * 60),
            })
      case 'unsnooze':
        if (n === undefined) return result.message
        return n === 0
          ? t('overview.results.bulk.noSnoozed')
          : tn('overview.results.bulk.unsnooze', n)
    }
    return result.message
  }

  /** A failed monitor: from the counts and the first failed check, or its own action's failure. */
  function failedText(result: BulkItemResult, kind: BulkKind): string {
    const first = result.failures?.[0]
    if (first && result.checks !== undefined) {
      return t('overview.results.bulk.someFailed', {
        failed: formatNumber(result.failures!.length),
        total: formatNumber(result.checks),
        error: failureText(first),
      })
    }
    if (!result.failure) return result.message
    const error = failureText(result.failure)
    if (kind === 'maintenance-start')
      return t('overview.results.bulk.maintenanceStartFailed', { error })
    if (kind === 'maintenance-stop')
      return t('overview.results.bulk.maintenanceStopFailed', { error })
    return error
  }

  function dismiss() {
    if (!running.value) progress.value = null
    error.value = null
  }

  return { progress, running, error, run, retryFailed, resultText, dismiss }
})
