// Cron checks across every monitor. The snapshot carries the lists the engine already fetched;
// the view asks for the rest, one monitor at a time (one API request each, so lazily).
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { ActionResult } from '../../electron/shared/app-service-api'
import type { CronCheckInput } from '../../electron/shared/cron-input'
import type { CronState } from '../../electron/shared/model'
import { compareNames } from '../../electron/shared/monitor-order'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useMonitorsStore } from './monitors'
import { runOptimistic } from './optimistic'
import { durationText } from '../lib/time'

export interface CronRow {
  cron: CronState
  monitorLabel: string
}

export const useCronStore = defineStore('cron', () => {
  const monitors = useMonitorsStore()
  const lists = shallowRef<Record<number, CronState[]>>({})
  const loading = ref(false)
  const failed = ref<string[]>([])

  watch(
    () => monitors.snapshot?.cron,
    (cron) => {
      if (cron) lists.value = { ...lists.value, ...cron }
    },
    { immediate: true },
  )

  /** Monitors with a cron check whose cron list is not known yet. */
  const missing = computed(() =>
    monitors.monitors.filter(
      (m) => m.checks.some((c) => c.type === 'cron') && !(m.id in lists.value),
    ),
  )

  // Each monitor is asked once per store life: a failure is reported, not retried in a loop.
  const asked = new Set<number>()

  async function loadAll() {
    const todo = missing.value.filter((m) => !asked.has(m.id))
    if (todo.length === 0) return
    todo.forEach((m) => asked.add(m.id))
    loading.value = true
    failed.value = []
    await Promise.all(
      todo.map(async (m) => {
        try {
          const list = await bridge().cronChecks(m.id)
          lists.value = { ...lists.value, [m.id]: list }
        } catch {
          failed.value = [...failed.value, m.label]
        }
      }),
    )
    loading.value = false
  }

  /** One monitor's cron checks, read now (a check page's findings); kept for the list too. */
  async function read(monitorId: number): Promise<CronState[]> {
    const list = await bridge().cronChecks(monitorId)
    lists.value = { ...lists.value, [monitorId]: list }
    return list
  }

  const rows = computed<CronRow[]>(() =>
    Object.entries(lists.value)
      .flatMap(([monitorId, list]) =>
        list.map((cron) => ({
          cron,
          monitorLabel:
            monitors.byId(Number(monitorId))?.label ?? t('cron.monitorId', { id: monitorId }),
        })),
      )
      .sort(
        (a, b) =>
          compareNames(a.monitorLabel, b.monitorLabel) || compareNames(a.cron.name, b.cron.name),
      ),
  )

  function patch(cronId: number, snoozedUntil: string | null): () => void {
    const before = lists.value
    lists.value = Object.fromEntries(
      Object.entries(before).map(([k, list]) => [
        k,
        list.map((c) => (c.id === cronId ? { ...c, snoozedUntil } : c)),
      ]),
    )
    return () => (lists.value = before)
  }

  const nameOf = (cronId: number) =>
    rows.value.find((r) => r.cron.id === cronId)?.cron.name ?? t('cron.checkId', { id: cronId })

  const snooze = (cronId: number, minutes: number) =>
    runOptimistic({
      what: t('cron.snoozeName', { name: nameOf(cronId) }),
      done: t('overview.results.cronSnoozed', {
        name: nameOf(cronId),
        duration: durationText(minutes * 60),
      }),
      apply: () => patch(cronId, new Date(Date.now() + minutes * 60_000).toISOString()),
      call: () => bridge().snoozeCronCheck(cronId, minutes),
    })

  const unsnooze = (cronId: number) =>
    runOptimistic({
      what: t('cron.unsnoozeName', { name: nameOf(cronId) }),
      done: t('overview.results.cronUnsnoozed', { name: nameOf(cronId) }),
      apply: () => patch(cronId, null),
      call: () => bridge().unsnoozeCronCheck(cronId),
    })

  // Managing cron checks: not optimistic, the form stays open until the service accepted it.
  const create = (monitorId: number, input: CronCheckInput): Promise<ActionResult> =>
    bridge().createCronCheck(monitorId, input)
  const update = (cronId: number, input: CronCheckInput): Promise<ActionResult> =>
    bridge().updateCronCheck(cronId, input)
  const remove = (cronId: number): Promise<ActionResult> => bridge().deleteCronCheck(cronId)

  return {
    lists,
    rows,
    loading,
    failed,
    missing,
    loadAll,
    read,
    snooze,
    unsnooze,
    create,
    update,
    remove,
  }
})
