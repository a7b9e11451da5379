// What the monitor detail view loads on demand: uptime, HTTP timings, downtime and
// maintenance periods, each with its own loading and error state.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type {
  DowntimePeriod,
  HttpTimingPoint,
  MaintenancePeriodView,
  RecurringMaintenanceView,
  UptimePoint,
  UptimeRange,
} from '../../electron/shared/app-service'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'

interface Slot<T> {
  data: T | null
  loading: boolean
  error: string | null
}

const empty = <T>(): Slot<T> => ({ data: null, loading: false, error: null })

export const useMonitorDetailStore = defineStore('monitorDetail', () => {
  const monitorId = ref<number | null>(null)
  const range = ref<UptimeRange>('24h')
  const uptime = shallowRef<Slot<UptimePoint[]>>(empty())
  const timings = shallowRef<Slot<HttpTimingPoint[]>>(empty())
  const downtime = shallowRef<Slot<DowntimePeriod[]>>(empty())
  const maintenance =
    shallowRef<Slot<{ upcoming: MaintenancePeriodView[]; recurring: RecurringMaintenanceView[] }>>(
      empty(),
    )

  async function fill<T>(
    slot: { value: Slot<T> },
    id: number,
    fetch: () => Promise<T>,
  ): Promise<void> {
    slot.value = { data: slot.value.data, loading: true, error: null }
    try {
      const data = await fetch()
      if (monitorId.value === id) slot.value = { data, loading: false, error: null }
    } catch (error) {
      if (monitorId.value === id) {
        slot.value = {
          data: null,
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        }
      }
    }
  }

  async function loadCharts() {
    const id = monitorId.value
    if (id === null) return
    const r = range.value
    await Promise.all([
      fill(uptime, id, () => bridge().uptime(id, r)),
      fill(timings, id, () => bridge().httpTimings(id, r)),
      fill(downtime, id, () => bridge().downtime(id, r)),
    ])
  }

  const loadMaintenance = () => {
    const id = monitorId.value
    return id === null
      ? Promise.resolve()
      : fill(maintenance, id, () => bridge().maintenancePeriods(id))
  }

  async function open(id: number) {
    if (monitorId.value !== id) {
      monitorId.value = id
      uptime.value = empty()
      timings.value = empty()
      downtime.value = empty()
      maintenance.value = empty()
    }
    await Promise.all([loadCharts(), loadMaintenance()])
  }

  async function setRange(r: UptimeRange) {
    range.value = r
    await loadCharts()
  }

  async function schedule(startsAt: string, endsAt: string, name?: string): Promise<boolean> {
    const id = monitorId.value
    const toasts = useToastStore()
    if (id === null) return false
    try {
      const result = await bridge().scheduleMaintenance(id, startsAt, endsAt, name)
      if (result.ok) {
        toasts.push('success', result.message || 'Maintenance scheduled')
        await loadMaintenance()
        return true
      }
      toasts.push(
        'error',
        `Scheduling maintenance failed: ${result.message}`,
        'Check the start and end times and try again.',
      )
    } catch (error) {
      toasts.push('error', `Scheduling maintenance failed: ${String(error)}`, 'Try again.')
    }
    return false
  }

  return {
    monitorId,
    range,
    uptime,
    timings,
    downtime,
    maintenance,
    open,
    setRange,
    loadMaintenance,
    schedule,
  }
})
