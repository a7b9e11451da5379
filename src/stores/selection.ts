// The overview's selected monitors for bulk actions: a click toggles one, a shift-click selects
// the range from the last clicked monitor in the order shown, 'Select all shown' takes what the
// filters show. Monitors that leave the snapshot drop out of the selection.
import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { useMonitorsStore } from './monitors'

export const useSelectionStore = defineStore('selection', () => {
  const monitors = useMonitorsStore()
  const ids = ref<Set<number>>(new Set())
  let anchor: number | null = null

  /** Monitor ids in the order the overview shows them (read on a click, not on each sweep). */
  const shown = computed(() =>
    monitors.rows.flatMap((r) => (r.kind === 'monitor' ? [r.monitor.id] : [])),
  )
  /** How many monitors the filters show, each once (under tags a monitor can show twice). */
  const shownCount = computed(() => monitors.shownCount)

  function set(next: Set<number>) {
    ids.value = next
  }

  /** A click on a monitor's box; with shift, every monitor between it and the last click. */
  function toggle(id: number, range = false) {
    const next = new Set(ids.value)
    const order = shown.value
    const from = anchor === null ? -1 : order.indexOf(anchor)
    const to = order.indexOf(id)
    if (range && from >= 0 && to >= 0) {
      const on = !ids.value.has(id)
      for (const between of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
        if (on) next.add(between)
        else next.delete(between)
      }
    } else if (next.has(id)) next.delete(id)
    else next.add(id)
    anchor = id
    set(next)
  }

  function selectShown() {
    set(new Set([...ids.value, ...shown.value]))
  }

  function clear() {
    anchor = null
    set(new Set())
  }

  watch(
    () => monitors.snapshot,
    (snapshot) => {
      if (ids.value.size === 0 || !snapshot) return
      const known = new Set(snapshot.monitors.map((m) => m.id))
      if ([...ids.value].every((id) => known.has(id))) return
      set(new Set([...ids.value].filter((id) => known.has(id))))
    },
  )

  const selected = computed(() => [...ids.value])
  const has = (id: number) => ids.value.has(id)

  return { selected, shown, shownCount, has, toggle, selectShown, clear }
})
