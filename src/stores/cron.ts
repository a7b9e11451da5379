// Cron checks across every monitor. The snapshot carries the lists the engine already fetched;
// the view asks for the rest (one API request each) in parts: the app reads what the budget can
// spare while keeping room for the next page the user opens, and says when to ask for the rest.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { ActionResult, CronFill } from '../../electron/shared/app-service-api'
import { MAX_CRON_FILL, type CronCheckInput } from '../../electron/shared/cron-input'
import type { CronState } from '../../electron/shared/model'
import { compareNames } from '../../electron/shared/monitor-order'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useMonitorsStore } from './monitors'
import { runOptimistic } from './optimistic'
import { durationText } from '../lib/time'

/** Never ask again sooner than this, nor before the budget's time has surely come. */
const MIN_RETRY_MS = 1000
const RETRY_MARGIN_MS = 250

export interface CronRow {
  cron: CronState
  monitorLabel: string
}

export const useCronStore = defineStore('cron', () => {
  const monitors = useMonitorsStore()
  const lists = shallowRef<Record<number, CronState[]>>({})
  const loading = ref(false)
  /** Monitors whose cron jobs wait for budget, while the page waits to ask again. */
  const waiting = ref(0)
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

  // A monitor whose read failed is not asked again in this store's life: reported, not retried
  // in a loop.
  const failedIds = new Set<number>()
  let filling = false
  let stopped = false
  let wake: (() => void) | null = null

  const todo = () => missing.value.filter((m) => !failedIds.has(m.id))

  /** One ask for a part of what is missing; the answer when some were left for later. */
  async function ask(part: { id: number; label: string }[]): Promise<CronFill | null> {
    let answer: CronFill
    try {
      answer = await bridge().cronFill(part.map((m) => m.id))
    } catch {
      answer = { lists: [], failedIds: part.map((m) => m.id), leftIds: [], retryInMs: null }
    }
    const read: Record<number, CronState[]> = {}
    for (const { monitorId, checks } of answer.lists) read[monitorId] = checks
    lists.value = { ...lists.value, ...read }
    const left = new Set(answer.leftIds)
    // A monitor the answer left out counts as failed: asking again would loop.
    const lost = part.filter((m) => !(m.id in read) && !left.has(m.id))
    lost.forEach((m) => failedIds.add(m.id))
    if (lost.length > 0) failed.value = [...failed.value, ...lost.map((m) => m.label)]
    return left.size > 0 ? answer : null
  }

  /** Waits `ms`, or less when the page closes. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => (clearTimeout(timer), resolve())
    })

  /** Reads what the snapshot lacks, part by part, until done, failed or stopped. */
  async function loadAll() {
    stopped = false
    if (filling || todo().length === 0) return
    filling = true
    loading.value = true
    try {
      while (!stopped && todo().length > 0) {
        const answer = await ask(todo().slice(0, MAX_CRON_FILL))
        if (!answer || stopped) continue
        waiting.value = todo().length
        await pause(Math.max(MIN_RETRY_MS, (answer.retryInMs ?? 0) + RETRY_MARGIN_MS))
        waiting.value = 0
      }
    } finally {
      filling = false
      loading.value = false
      waiting.value = 0
    }
  }

  /** The page closed: no more asks until it opens again. */
  function stop() {
    stopped = true
    wake?.()
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
    waiting,
    failed,
    missing,
    loadAll,
    stop,
    read,
    snooze,
    unsnooze,
    create,
    update,
    remove,
  }
})
