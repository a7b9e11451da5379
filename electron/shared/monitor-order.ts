// The one order of monitors on every surface (tray menu, popover, overview, CLI status and
// bars) and of the overview's groups: names as people sort them, so "Web 2" comes before "Web 10" and "web" sits beside
// "Web"; where a surface sorts by health, the worst health (shared/health.ts) first and names
// within it. Ids break ties, so the order never depends on the order the service listed them.
// Pure: the renderer imports it too.
import { healthRank, type Health } from './health'

// Made on first use: building a collator loads ICU data (10-20 ms in a page), which the
// dashboard's first paint from its first screenful (already in order) does not need.
let made: Intl.Collator | null = null
const collator = () =>
  (made ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }))

/** Two names (labels, group names) in the people's order: numbers by value, case aside. */
export function compareNames(a: string, b: string): number {
  return collator().compare(a, b)
}

interface Named {
  id: number
  label: string
}

/** Monitors by name, then id: a total order. */
export function compareMonitorNames(a: Named, b: Named): number {
  return collator().compare(a.label, b.label) || a.id - b.id
}

/** Monitors by health, worst first (HEALTH_ORDER), then by name. */
export function compareMonitorHealth(
  a: Named & { health: Health },
  b: Named & { health: Health },
): number {
  return healthRank(a.health) - healthRank(b.health) || compareMonitorNames(a, b)
}

/**
 * The overview's groups: those with failing monitors first, then by name; the unnamed group
 * ('') last. Names that collate alike ('Staging', 'staging') go by code units, so the order
 * never depends on which group came first.
 */
export function compareGroups(
  a: { key: string; failing: number },
  b: { key: string; failing: number },
): number {
  if (a.key === '' || b.key === '') return a.key === '' ? (b.key === '' ? 0 : 1) : -1
  return (
    (a.failing ? 0 : 1) - (b.failing ? 0 : 1) ||
    collator().compare(a.key, b.key) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  )
}
