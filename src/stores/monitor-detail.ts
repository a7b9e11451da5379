// What the monitor detail view loads on demand: uptime, response times (the metric query that
// fits the monitor's type), downtime and maintenance periods, each with its own loading and
// error state.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type {
  DowntimePeriod,
  HttpTimingPoint,
  MaintenancePeriodsView,
  PingMetricPoint,
  TcpMetricPoint,
  UptimePoint,
  UptimeRange,
} from '../../electron/shared/app-service-api'
import type { MonitorType } from '../../electron/shared/model'
import { bridge } from '../bridge'
import { useMonitorsStore } from './monitors'
import { messageOf } from '../../electron/shared/errors'

interface Slot<T> {
  data: T | null
  loading: boolean
  error: string | null
}

const empty = <T>(): Slot<T> => ({ data: null, loading: false, error: null })

/** The monitor types that have a response-time metric, and the query that reads it. */
export type MetricKind = 'http' | 'ping' | 'tcp'

/** One range of response-time points, tagged with the kind of monitor they came from. */
export type ResponseSeries =
  | { kind: 'http'; points: HttpTimingPoint[] }
  | { kind: 'ping'; points: PingMetricPoint[] }
  | { kind: 'tcp'; points: TcpMetricPoint[] }

/** The metric query for a monitor type; null for types without response times (ai, unknown). */
export function metricKindOf(type: MonitorType): MetricKind | null {
  return type === 'http' || type === 'ping' || type === 'tcp' ? type : null
}

function fetchSeries(kind: MetricKind, id: number, range: UptimeRange): Promise<ResponseSeries> {
  const api = bridge()
  switch (kind) {
    case 'http':
      return api.httpTimings(id, range).then((points) => ({ kind, points }))
    case 'ping':
      return api.pingMetrics(id, range).then((points) => ({ kind, points }))
    case 'tcp':
      return api.tcpMetrics(id, range).then((points) => ({ kind, points }))
  }
}

export const useMonitorDetailStore = defineStore('monitorDetail', () => {
  const monitors = useMonitorsStore()
  const monitorId = ref<number | null>(null)
  const range = ref<UptimeRange>('24h')
  const uptime = shallowRef<Slot<UptimePoint[]>>(empty())
  const responseTimes = shallowRef<Slot<ResponseSeries>>(empty())
  const downtime = shallowRef<Slot<DowntimePeriod[]>>(empty())
  const maintenance = shallowRef<Slot<MaintenancePeriodsView>>(empty())

  /** The shown monitor's type from the snapshot; undefined until the snapshot has it. */
  const monitorType = computed<MonitorType | undefined>(() =>
    monitorId.value === null ? undefined : monitors.byId(monitorId.value)?.type,
  )
  /**
   * Which response-time query the monitor gets: undefined while its type is not known yet,
   * null when its type has no response times (the view explains instead of charting).
   */
  const responseKind = computed<MetricKind | null | undefined>(() =>
    monitorType.value === undefined ? undefined : metricKindOf(monitorType.value),
  )

  // The newest request per slot: an older answer (other range, monitor or type) is dropped.
  const latest = new WeakMap<object, number>()
  let requests = 0

  async function fill<T>(slot: { value: Slot<T> }, fetch: () => Promise<T>): Promise<void> {
    const request = ++requests
    latest.set(slot, request)
    const current = () => latest.get(slot) === request
    slot.value = { data: slot.value.data, loading: true, error: null }
    try {
      const data = await fetch()
      if (current()) slot.value = { data, loading: false, error: null }
    } catch (error) {
      if (current()) {
        slot.value = {
          data: null,
          loading: false,
          error: messageOf(error),
        }
      }
    }
  }

  function clear(slot: { value: Slot<unknown> }) {
    latest.set(slot, ++requests)
    slot.value = empty()
  }

  /** What the response-time slot was last asked for (monitor, kind, range). */
  let responseAsked: string | null = null

  function loadResponseTimes(): Promise<void> {
    const id = monitorId.value
    const kind = responseKind.value
    const r = range.value
    responseAsked = `${id}:${kind}:${r}`
    if (id === null || !kind) {
      // Type not known yet (no snapshot) or without response times: nothing to ask. The watch
      // below asks once the snapshot tells the type.
      clear(responseTimes)
      return Promise.resolve()
    }
    if (responseTimes.value.data && responseTimes.value.data.kind !== kind) clear(responseTimes)
    return fill(responseTimes, () => fetchSeries(kind, id, r))
  }

  async function loadCharts() {
    const id = monitorId.value
    if (id === null) return
    const r = range.value
    await Promise.all([
      fill(uptime, () => bridge().uptime(id, r)),
      loadResponseTimes(),
      fill(downtime, () => bridge().downtime(id, r)),
    ])
  }

  // The type arrives with the snapshot (or, rarely, changes): ask the query that fits it,
  // unless open() or setRange() already asked for exactly this.
  watch(responseKind, (kind) => {
    if (monitorId.value !== null && responseAsked !== `${monitorId.value}:${kind}:${range.value}`)
      void loadResponseTimes()
  })

  const loadMaintenance = () => {
    const id = monitorId.value
    return id === null
      ? Promise.resolve()
      : fill(maintenance, () => bridge().maintenancePeriods(id))
  }

  async function open(id: number) {
    if (monitorId.value !== id) {
      monitorId.value = id
      clear(uptime)
      clear(responseTimes)
      clear(downtime)
      clear(maintenance)
    }
    await Promise.all([loadCharts(), loadMaintenance()])
  }

  async function setRange(r: UptimeRange) {
    range.value = r
    await loadCharts()
  }

  return {
    monitorId,
    range,
    monitorType,
    responseKind,
    uptime,
    responseTimes,
    downtime,
    maintenance,
    open,
    setRange,
    loadMaintenance,
  }
})
