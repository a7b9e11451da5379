// One order of monitors on every surface (shared/monitor-order.ts): names as people sort them
// ("Web 2" before "Web 10", case aside), the worst health first where a surface sorts by health.
// Each surface is built from the same snapshot and must list the monitors the same way.
import { describe, expect, it } from 'vitest'
import { buildTrayMenu, type TrayMenuItem } from '@app/main/tray/menu-template'
import { needingAttention } from '@app/cli/formats/bar'
import { statusTable } from '@app/cli/status-report'
import { compareMonitorNames } from '@app/shared/monitor-order'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { firstRows } from '@app/shared/snapshot-first-screen'
import { statusReport } from '@app/shared/status-report'
import { popoverSummary } from '@app/shared/popover-summary'
import {
  buildRows,
  DEFAULT_FILTERS,
  filterMonitors,
  indexMonitors,
  type OverviewRow,
} from '@src/lib/overview-rows'
import { OK_SYNC } from '../helpers/fake-app-service'
import { check, monitor, NOW, snapshot } from './snapshots'

/** Listed in the service's order, which is neither the people's nor the code units' order. */
const FAILED = ['Web 10', 'Web 2', 'web 3', 'Web 1']
/** By the one order: numbers by value, case aside. */
const FAILED_IN_ORDER = ['Web 1', 'Web 2', 'web 3', 'Web 10']
/** A warning named to sort first by name: a health-first surface still lists it after them. */
const WARNING = 'Web 0'

const monitors = [
  ...FAILED.map((label, i) => monitor(i + 1, [check('failed')], { label })),
  monitor(9, [check('warning')], { label: WARNING }),
]
const snap = snapshot(monitors)
const HEALTH_FIRST = [...FAILED_IN_ORDER, WARNING]

const labelOf = (id: number) => monitors.find((m) => m.id === id)!.label
const monitorLabels = (rows: readonly OverviewRow[]) =>
  rows.flatMap((r) => (r.kind === 'monitor' ? [r.monitor.label] : []))

describe('one monitor order', () => {
  it('the comparator: "Web 2" before "Web 10", case aside, ids break ties', () => {
    const named = (id: number, label: string) => ({ id, label })
    expect(compareMonitorNames(named(1, 'Web 2'), named(2, 'Web 10'))).toBeLessThan(0)
    expect(compareMonitorNames(named(1, 'web 3'), named(2, 'Web 10'))).toBeLessThan(0)
    expect(compareMonitorNames(named(2, 'Web'), named(1, 'web'))).toBeGreaterThan(0)
  })

  it('tray menu: failing monitors in the people order, then the warning', () => {
    const items = buildTrayMenu({
      snapshot: snap,
      sync: { ...OK_SYNC, lastSuccessAt: new Date(NOW - 20_000).toISOString() },
      settings: DEFAULT_SETTINGS,
      now: NOW,
    })
    const ids = items
      .map((i: TrayMenuItem) => /^monitor:(\d+)$/.exec(i.id ?? '')?.[1])
      .filter((id): id is string => id !== undefined)
    expect(ids.map((id) => labelOf(Number(id)))).toEqual(HEALTH_FIRST)
  })

  it('popover rows: the same', () => {
    expect(popoverSummary(snap, NOW)!.problems.map((p) => p.label)).toEqual(HEALTH_FIRST)
  })

  it('overview rows, by severity and by name, and the host-painted first rows: the same', () => {
    const index = indexMonitors(monitors, NOW)
    const bySeverity = buildRows(filterMonitors(index, DEFAULT_FILTERS), 'none')
    expect(monitorLabels(bySeverity)).toEqual(HEALTH_FIRST)
    const byName = buildRows(filterMonitors(index, { ...DEFAULT_FILTERS, sort: 'name' }), 'none')
    expect(monitorLabels(byName)).toEqual([WARNING, ...FAILED_IN_ORDER])
    expect(monitorLabels(buildRows(filterMonitors(index, DEFAULT_FILTERS), 'group'))).toEqual(
      HEALTH_FIRST,
    )
    expect(monitorLabels(firstRows(monitors, NOW))).toEqual(HEALTH_FIRST)
  })

  it('CLI status table and status bars: the same', () => {
    const report = statusReport(snap, NOW)
    const table = statusTable(report, 'https://ohdear.app')
    const listed = [...table.matchAll(/^(?:FAILED|WARNING)\s+(\S+ \S+)/gm)].map((m) => m[1])
    expect(listed).toEqual(HEALTH_FIRST)
    expect(needingAttention(report).map((m) => m.label)).toEqual(HEALTH_FIRST)
  })
})
