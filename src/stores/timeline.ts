// The timeline view's state: filters, the events the app kept (newest first), and the handover
// summary copied to the clipboard. The history itself lives in the app (core/engine/timeline*).
import { defineStore } from 'pinia'
import { computed, reactive, ref, shallowRef } from 'vue'
import type { TimelineEvent, TimelineKind, TimelinePage } from '../../electron/shared/timeline'
import { messageOf } from '../../electron/shared/errors'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useMonitorsStore } from './monitors'
import { useToastStore } from './toasts'

export type TimelinePeriod = '1h' | '8h' | '24h' | '7d'
export const PERIODS: { value: TimelinePeriod; ms: number }[] = [
  { value: '1h', ms: 3_600_000 },
  { value: '8h', ms: 8 * 3_600_000 },
  { value: '24h', ms: 24 * 3_600_000 },
  { value: '7d', ms: 7 * 24 * 3_600_000 },
]

/** A period's name in the current language. */
export function periodLabel(period: TimelinePeriod): string {
  switch (period) {
    case '1h':
      return t('timeline.periods.hour')
    case '8h':
      return t('timeline.periods.hours8')
    case '24h':
      return t('timeline.periods.hours24')
    case '7d':
      return t('timeline.periods.days7')
  }
}

/** Rows shown at most; the count says when there are more. */
export const TIMELINE_PAGE = 500

export interface TimelineFilters {
  /** The account whose monitors' events show (its id), null for every account. */
  account: string | null
  monitorId: number | null
  tag: string | null
  kind: TimelineKind | null
  period: TimelinePeriod
}

export const useTimelineStore = defineStore('timeline', () => {
  const events = shallowRef<TimelineEvent[]>([])
  const total = ref(0)
  const unreadable = ref(0)
  const loading = ref(false)
  const loadError = ref<string | null>(null)
  const copying = ref(false)
  const monitors = useMonitorsStore()
  // The account is the dashboard's one choice (the switcher's, the overview's filter): a
  // writable computed inside reactive() reads and writes it there.
  const account = computed<string | null>({
    get: () => monitors.account,
    set: (id) => (monitors.account = id),
  })
  const filters: TimelineFilters = reactive({
    account,
    monitorId: null as number | null,
    tag: null as string | null,
    kind: null as TimelineKind | null,
    period: '24h' as TimelinePeriod,
  })

  function since(now: number): string {
    const period = PERIODS.find((p) => p.value === filters.period) ?? PERIODS[2]!
    return new Date(now - period.ms).toISOString()
  }

  async function load() {
    loading.value = true
    try {
      const page = await bridge().timeline({
        account: filters.account,
        monitorId: filters.monitorId,
        tag: filters.tag,
        kinds: filters.kind ? [filters.kind] : null,
        since: since(Date.now()),
        limit: TIMELINE_PAGE,
      })
      events.value = page.events
      total.value = page.total
      unreadable.value = page.unreadable
      loadError.value = null
    } catch (error) {
      loadError.value = messageOf(error)
    } finally {
      loading.value = false
    }
  }

  /** Puts the Markdown handover of the chosen period on the clipboard. */
  async function copyHandover(): Promise<boolean> {
    const toasts = useToastStore()
    copying.value = true
    try {
      const now = Date.now()
      const markdown = await bridge().timelineHandover(since(now), new Date(now + 1).toISOString())
      await navigator.clipboard.writeText(markdown)
      toasts.push('success', t('timeline.handover.copied'), t('timeline.handover.copiedHint'))
      return true
    } catch (error) {
      toasts.push('error', t('timeline.handover.notCopied', { error: messageOf(error) }))
      return false
    } finally {
      copying.value = false
    }
  }

  /**
   * Reads the history again with each snapshot and each change of sync state, where new events
   * come from; answers the function that stops it.
   */
  function follow(): () => void {
    let syncState: string | null = null
    const stops = [
      bridge().onSnapshotUpdate(() => void load()),
      bridge().onSyncChanged((status) => {
        if (status.state === syncState) return
        syncState = status.state
        void load()
      }),
    ]
    return () => stops.forEach((stop) => stop())
  }

  /** One monitor's newest changes (at most `limit`), whatever the filters say. */
  const changesOf = (monitorId: number, limit: number): Promise<TimelinePage | null> =>
    bridge().timeline({ monitorId, kinds: ['change'], limit })

  return {
    events,
    total,
    unreadable,
    loading,
    loadError,
    copying,
    filters,
    load,
    copyHandover,
    follow,
    changesOf,
  }
})
