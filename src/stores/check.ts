// What the page of one check loads on demand: the findings of its latest (or a chosen) run and
// its run history, each with its own loading and error state, so a failed load leaves the other
// half of the page standing.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { CheckDetailsView } from '../../electron/shared/check-views'
import { messageOf } from '../../electron/shared/errors'
import type {
  RunHistoryQuery,
  RunHistoryView,
  RunResultFilter,
} from '../../electron/shared/run-history'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useToastStore } from './toasts'

interface Slot<T> {
  data: T | null
  loading: boolean
  error: string | null
}

const empty = <T>(): Slot<T> => ({ data: null, loading: false, error: null })

export const useCheckStore = defineStore('check', () => {
  const monitorId = ref<number | null>(null)
  const checkType = ref<string | null>(null)
  /** The run whose findings are shown; null for the latest. */
  const runId = ref<number | null>(null)
  const details = shallowRef<Slot<CheckDetailsView>>(empty())
  const runs = shallowRef<Slot<RunHistoryView>>(empty())
  /** Which runs the history shows: a result (or all) and a page. */
  const runQuery = ref<RunHistoryQuery>({ result: null, page: 1 })

  // The newest request per slot: an answer for another check or run is dropped.
  let requests = 0
  const latest = new Map<string, number>()

  async function fill<T>(
    name: string,
    slot: { value: Slot<T> },
    fetch: () => Promise<T>,
  ): Promise<void> {
    const request = ++requests
    latest.set(name, request)
    slot.value = { data: slot.value.data, loading: true, error: null }
    try {
      const data = await fetch()
      if (latest.get(name) === request) slot.value = { data, loading: false, error: null }
    } catch (error) {
      if (latest.get(name) === request)
        slot.value = { data: null, loading: false, error: messageOf(error) }
    }
  }

  function loadDetails(): Promise<void> {
    const id = monitorId.value
    const type = checkType.value
    if (id === null || type === null) return Promise.resolve()
    const run = runId.value
    return fill('details', details, () => bridge().checkDetails(id, type, run))
  }

  function loadRuns(): Promise<void> {
    const id = monitorId.value
    const type = checkType.value
    if (id === null || type === null) return Promise.resolve()
    const query = runQuery.value
    // Every page is a paged read, so the first knows how many pages follow too.
    return fill('runs', runs, () => bridge().runHistory(id, type, { ...query }))
  }

  /** Only the runs with this result (null: every run), from the first page. */
  function filterRuns(result: RunResultFilter | null): Promise<void> {
    runQuery.value = { result, page: 1 }
    return loadRuns()
  }

  function pageRuns(page: number): Promise<void> {
    runQuery.value = { ...runQuery.value, page: Math.max(1, page) }
    return loadRuns()
  }

  async function open(id: number, type: string, run: number | null = null): Promise<void> {
    const same = monitorId.value === id && checkType.value === type
    monitorId.value = id
    checkType.value = type
    runId.value = run
    if (!same) {
      details.value = empty()
      runs.value = empty()
      runQuery.value = { result: null, page: 1 }
    }
    await Promise.all([loadDetails(), same && runs.value.data ? null : loadRuns()])
  }

  /** Shows the findings of another run (null: the latest). */
  function openRun(run: number | null): Promise<void> {
    runId.value = run
    return loadDetails()
  }

  async function healthAction(
    call: () => Promise<{ ok: boolean; message: string }>,
    name: string,
    snooze: boolean,
  ) {
    const toasts = useToastStore()
    let result
    try {
      result = await call()
    } catch (error) {
      result = { ok: false, message: messageOf(error) }
    }
    if (result.ok)
      toasts.push(
        'success',
        result.message || t(snooze ? 'check.snooze.done' : 'check.snooze.undone', { name }),
      )
    else
      toasts.push(
        'error',
        t(snooze ? 'check.snooze.snoozeFailed' : 'check.snooze.unsnoozeFailed', {
          name,
          message: result.message,
        }),
      )
    await loadDetails()
  }

  const snoozeHealthCheck = (healthCheckId: number, name: string, minutes: number) =>
    healthAction(
      () => bridge().snoozeHealthCheck(monitorId.value ?? 0, healthCheckId, minutes),
      name,
      true,
    )
  const unsnoozeHealthCheck = (healthCheckId: number, name: string) =>
    healthAction(
      () => bridge().unsnoozeHealthCheck(monitorId.value ?? 0, healthCheckId),
      name,
      false,
    )

  return {
    monitorId,
    checkType,
    runId,
    details,
    runs,
    runQuery,
    open,
    openRun,
    loadDetails,
    loadRuns,
    filterRuns,
    pageRuns,
    snoozeHealthCheck,
    unsnoozeHealthCheck,
  }
})
