// Checks' last runs for the views that show them (the monitor page's check table, the check
// page). Snapshots sent to windows carry no check's run time (nearly all of them move every
// sweep), so a view asks the host for one monitor's (`runTimes`) when it opens and again whenever
// that monitor's fresh-as-of moves.
import { shallowRef, watch } from 'vue'
import type { MonitorRunTimes } from '../../electron/shared/model'
import { bridge } from '../bridge'
import { useMonitorsStore } from './monitors'

/** A check's last run (epoch ms, null: never or not known yet) on the monitor `monitorId()`. */
export function useCheckRunTimes(
  monitorId: () => number | undefined,
): (checkId: number) => number | null {
  const monitors = useMonitorsStore()
  const times = shallowRef<MonitorRunTimes | null>(null)
  let asked = 0
  watch(
    () => {
      const id = monitorId()
      return id === undefined ? null : `${id}@${monitors.freshAsOf(id)}`
    },
    () => {
      const id = monitorId()
      const ask = ++asked
      if (id === undefined) return
      bridge()
        .runTimes(id)
        .then(
          (answer) => {
            if (ask === asked) times.value = answer
          },
          // Kept as they were: the next move of the monitor's fresh-as-of asks again.
          () => undefined,
        )
    },
    { immediate: true },
  )
  return (checkId) => {
    const known = times.value
    return known && known.monitorId === monitorId() ? (known.checks[checkId] ?? null) : null
  }
}
