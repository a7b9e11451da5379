// The snapshot of every monitor, the overview's filters, and the per-check and per-monitor
// actions (optimistic). The host sends a full snapshot, then deltas (shared/snapshot-delta.ts):
// each applied delta is a new snapshot that keeps every unchanged monitor the same object, so
// only changed rows re-render, and the index, rows and counts move only those monitors
// (lib/overview-rows.ts). A shallowRef: deep reactivity over 10,000 monitors would cost more
// than the render it feeds. Before the full snapshot, a head (the first rows and the counts, from
// the page serve mode sends) is shown with the default filters, and the snapshot is asked for
// only once that has painted. Run times stay out of the monitors (Snapshot.ran): each monitor's
// fresh-as-of is read through `freshAsOf`, so a sweep where only run times moved re-renders no row.
import { defineStore } from 'pinia'
import { computed, reactive, ref, shallowRef, watch } from 'vue'
import { countTallied, type HealthCounts } from '../../electron/shared/counts'
import type { CheckState, MonitorState, Snapshot } from '../../electron/shared/model'
import { SnapshotMirror, type SnapshotUpdate } from '../../electron/shared/snapshot-delta'
import type { OverviewHead } from '../../electron/shared/snapshot-first-screen'
import { bridge } from '../bridge'
import {
  DEFAULT_FILTERS,
  buildRows,
  filterMonitors,
  indexMonitors,
  type MonitorIndex,
  type OverviewFilters,
} from '../lib/overview-rows'
import { runOptimistic } from './optimistic'
import { failureText } from '../lib/error-text'
import { t } from '../i18n'
import { afterPaint } from '../lib/after-paint'
import { durationText } from '../lib/time'

type MonitorPatch = (m: MonitorState) => MonitorState

const NO_TIMES: Record<number, number> = Object.freeze({})

/** The previous list when it holds the same items: its select's options are not patched again. */
function sameList(before: string[] | undefined, next: string[]): string[] {
  return before?.length === next.length && before.every((x, i) => x === next[i]) ? before : next
}

export const useMonitorsStore = defineStore('monitors', () => {
  const snapshot = shallowRef<Snapshot | null>(null)
  /** The overview's first rows and counts until the snapshot arrives. */
  const head = shallowRef<OverviewHead | null>(null)
  const loaded = ref(false)
  const loadError = ref<string | null>(null)
  const filters = reactive<OverviewFilters>({ ...DEFAULT_FILTERS })
  let unsubscribe: (() => void) | null = null
  /** The host's picture as last received (optimistic patches apply on top, in `snapshot`). */
  const mirror = new SnapshotMirror()
  let shown: Snapshot | null = null
  let asking: Promise<void> | null = null

  function receive(update: SnapshotUpdate | null) {
    if (!update) return
    if (!mirror.receive(update)) {
      // Kept until it works: the next update that does not fit asks again.
      askFull().catch((error: unknown) => (loadError.value = failureText(error)))
      return
    }
    if (mirror.snapshot !== shown) {
      snapshot.value = shown = mirror.snapshot
      head.value = null
    }
  }

  function seed(first: OverviewHead | null) {
    if (!snapshot.value) head.value = first
  }

  /** A full snapshot, on load and whenever a delta cannot be applied (a gap, a restart). */
  function askFull(): Promise<void> {
    asking ??= bridge()
      .snapshotFull()
      .then((update) => {
        receive(update)
        loadError.value = null
      })
      .finally(() => (asking = null))
    return asking
  }

  async function load() {
    unsubscribe ??= bridge().onSnapshotUpdate(receive)
    try {
      // Parsing 10,000 monitors would hold back the head's first paint.
      if (head.value) await afterPaint()
      await askFull()
    } catch (error) {
      loadError.value = failureText(error)
    } finally {
      loaded.value = true
    }
  }

  /**
   * The account the overview shows, null for every account: one filter that the account switcher
   * and the overview's filter bar both set. The monitors (so the index and the counts) are that
   * account's; with one account, or "All accounts", the snapshot's own list: nothing is copied.
   */
  const account = computed({
    get: () => filters.account,
    set: (id: string | null) => (filters.account = id),
  })
  const monitors = computed(() => {
    const all = snapshot.value?.monitors ?? []
    const only = filters.account
    return only === null ? all : all.filter((m) => m.account === only)
  })
  /** Each monitor's fresh-as-of (epoch ms by id): the same record while none moved. */
  const freshness = computed(() => snapshot.value?.ran.monitors ?? NO_TIMES)

  /** When the monitor's data was last fresh (its latest run), epoch ms; null: never or unknown. */
  function freshAsOf(id: number): number | null {
    return freshness.value[id] ?? null
  }
  /**
   * When health (active snoozes and maintenance) is judged: as each snapshot arrives (every
   * sweep and every optimistic change), not on a ticking clock that would re-sort 10,000 rows.
   */
  const healthAt = computed(() => {
    void snapshot.value
    return Date.now()
  })
  let lastIndex: MonitorIndex | undefined
  const index = computed(
    () => (lastIndex = indexMonitors(monitors.value, healthAt.value, lastIndex)),
  )
  const filtered = computed(() => filterMonitors(index.value, filters))
  /** The head applies while there is no snapshot, to the default filters only. */
  const headShown = computed(
    () =>
      !snapshot.value &&
      head.value !== null &&
      (Object.keys(DEFAULT_FILTERS) as (keyof OverviewFilters)[]).every(
        (k) => filters[k] === DEFAULT_FILTERS[k],
      ),
  )
  const rows = computed(() =>
    headShown.value ? head.value!.rows : buildRows(filtered.value, filters.groupBy),
  )
  /** How many monitors the filters show. */
  const shownCount = computed(() =>
    headShown.value ? head.value!.counts.total : filtered.value.length,
  )
  /**
   * The shared health counts (shared/health.ts, countHealth): the same numbers as the tray and
   * the CLI, kept by the index as monitors change; the cron checks counted here (a few).
   */
  const counts = computed((): HealthCounts => {
    if (!snapshot.value && head.value) return head.value.counts
    const i = index.value
    return countTallied(
      i.health,
      i.byId.size,
      snapshot.value?.cron,
      (id) => i.byId.get(id)?.monitor,
      healthAt.value,
    )
  })
  const tags = computed((before?: string[]) =>
    sameList(before, head.value?.tags ?? [...index.value.tags.keys()].sort()),
  )
  const checkTypes = computed((before?: string[]) =>
    sameList(before, head.value?.checkTypes ?? [...index.value.checkTypes.keys()].sort()),
  )
  const unreadable = computed(() => snapshot.value?.unreadable ?? head.value?.unreadable)

  // Another account chosen: a team, tag or check type filtered by that none of its monitors has
  // is let go, so the choice never shows an empty list under a filter its selects do not offer.
  watch(
    () => filters.account,
    () => {
      if (!snapshot.value) return
      const i = index.value
      if (filters.teamId !== null && !monitors.value.some((m) => m.teamId === filters.teamId))
        filters.teamId = null
      if (filters.tag !== null && !i.tags.has(filters.tag)) filters.tag = null
      if (filters.checkType !== null && !i.checkTypes.has(filters.checkType))
        filters.checkType = null
    },
  )

  function byId(id: number): MonitorState | undefined {
    // A monitor of another account than the one shown still opens (a link, a notification).
    return index.value.byId.get(id)?.monitor ?? snapshot.value?.monitors.find((m) => m.id === id)
  }

  function monitorOfCheck(checkId: number): MonitorState | undefined {
    return snapshot.value?.monitors.find((m) => m.checks.some((c) => c.id === checkId))
  }

  /**
   * A check action's last argument: the check's monitor, so the app looks nothing up (left out
   * when unknown: JSON would turn undefined into null).
   */
  function ownerOf(checkId: number): [number] | [] {
    const monitor = monitorOfCheck(checkId)
    return monitor ? [monitor.id] : []
  }

  /** Replaces one monitor immutably; returns the function that restores the old one. */
  function patchMonitor(id: number, patch: MonitorPatch): () => void {
    const s = snapshot.value
    const before = s?.monitors.find((m) => m.id === id)
    if (!s || !before) return () => undefined
    snapshot.value = { ...s, monitors: s.monitors.map((m) => (m.id === id ? patch(m) : m)) }
    return () => {
      const now = snapshot.value
      if (!now) return
      snapshot.value = { ...now, monitors: now.monitors.map((m) => (m.id === id ? before : m)) }
    }
  }

  function patchCheck(checkId: number, patch: (c: CheckState) => CheckState): () => void {
    const monitor = monitorOfCheck(checkId)
    if (!monitor) return () => undefined
    return patchMonitor(monitor.id, (m) => ({
      ...m,
      checks: m.checks.map((c) => (c.id === checkId ? patch(c) : c)),
    }))
  }

  function checkName(checkId: number): string {
    const m = monitorOfCheck(checkId)
    const c = m?.checks.find((x) => x.id === checkId)
    return c && m
      ? t('overview.action.checkOn', { check: c.label, monitor: m.label })
      : t('overview.action.check', { id: checkId })
  }

  function monitorName(monitorId: number): string {
    return byId(monitorId)?.label ?? t('overview.action.monitor', { id: monitorId })
  }

  const snooze = (checkId: number, minutes: number) =>
    runOptimistic({
      what: t('snooze.snooze', { check: checkName(checkId) }),
      done: t('overview.results.snoozed', {
        check: checkName(checkId),
        duration: durationText(minutes * 60),
      }),
      apply: () =>
        patchCheck(checkId, (c) => ({
          ...c,
          snoozedUntil: new Date(Date.now() + minutes * 60_000).toISOString(),
        })),
      call: () => bridge().snoozeCheck(checkId, minutes, ...ownerOf(checkId)),
    })

  const unsnooze = (checkId: number) =>
    runOptimistic({
      what: t('snooze.unsnooze', { check: checkName(checkId) }),
      done: t('overview.results.unsnoozed', { check: checkName(checkId) }),
      apply: () => patchCheck(checkId, (c) => ({ ...c, snoozedUntil: null })),
      call: () => bridge().unsnoozeCheck(checkId, ...ownerOf(checkId)),
    })

  const rerun = (checkId: number) =>
    runOptimistic({
      what: t('overview.action.rerun', { check: checkName(checkId) }),
      done: t('overview.results.rerun', { check: checkName(checkId) }),
      apply: () => patchCheck(checkId, (c) => ({ ...c, result: 'pending' })),
      call: () => bridge().rerunCheck(checkId, ...ownerOf(checkId)),
    })

  const setEnabled = (checkId: number, enabled: boolean) =>
    runOptimistic({
      what: enabled
        ? t('overview.action.enable', { check: checkName(checkId) })
        : t('overview.action.disable', { check: checkName(checkId) }),
      done: enabled
        ? t('overview.results.enabled', { check: checkName(checkId) })
        : t('overview.results.disabled', { check: checkName(checkId) }),
      apply: () => patchCheck(checkId, (c) => ({ ...c, enabled })),
      call: () => bridge().setCheckEnabled(checkId, enabled, ...ownerOf(checkId)),
    })

  const startMaintenance = (monitorId: number, seconds: number, name?: string) =>
    runOptimistic({
      what: t('overview.action.startMaintenance', { monitor: monitorName(monitorId) }),
      done: t('overview.results.maintenanceStarted', {
        monitor: monitorName(monitorId),
        duration: durationText(seconds),
      }),
      apply: () =>
        patchMonitor(monitorId, (m) => ({
          ...m,
          maintenance: {
            startedAt: new Date().toISOString(),
            endsAt: new Date(Date.now() + seconds * 1000).toISOString(),
            name: name ?? null,
            periodId: -1,
          },
        })),
      call: () => bridge().startMaintenance(monitorId, seconds, name),
    })

  const stopMaintenance = (monitorId: number) =>
    runOptimistic({
      what: t('overview.action.stopMaintenance', { monitor: monitorName(monitorId) }),
      done: t('overview.results.maintenanceStopped', { monitor: monitorName(monitorId) }),
      apply: () => patchMonitor(monitorId, (m) => ({ ...m, maintenance: null })),
      call: () => bridge().stopMaintenance(monitorId),
    })

  function focus(monitorId: number | null) {
    bridge()
      .setFocus(monitorId)
      .catch(() => undefined) // Only a hint for the scheduler.
  }

  function resetFilters() {
    Object.assign(filters, DEFAULT_FILTERS)
  }

  return {
    snapshot,
    account,
    head,
    headShown,
    loaded,
    loadError,
    filters,
    monitors,
    healthAt,
    /** Every monitor in both sort orders, prepared once per snapshot. */
    index,
    filtered,
    rows,
    shownCount,
    counts,
    unreadable,
    tags,
    checkTypes,
    byId,
    freshAsOf,
    load,
    seed,
    snooze,
    unsnooze,
    rerun,
    setEnabled,
    startMaintenance,
    stopMaintenance,
    focus,
    resetFilters,
  }
})
