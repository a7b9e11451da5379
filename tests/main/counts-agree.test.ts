// Every place that shows a count says the same number for the same snapshot: the tray's badge,
// tooltip and menu ('Re-run all failing (N)' and the monitors it lists), what the re-run acts on,
// the popover's summary, the overview's chips (through its incremental index, as the store
// computes them) and the filter behind the "failing" chip, and the CLI's totals, table and bar
// formats. Each is the real function that consumer calls, run over a few hundred seeded random
// snapshots (a failure prints its seed).
import { describe, expect, it } from 'vitest'
import { buildTrayMenu, findMenuItem, MAX_MONITORS_IN_MENU } from '@app/main/tray/menu-template'
import { runMenuAction } from '@app/main/tray/run-menu-action'
import { trayViewOf } from '@app/main/tray/tray-state'
import { tooltipText } from '@app/main/tray/tray-text'
import { countHealth, countTallied, failingMonitorIds } from '@app/shared/counts'
import type { HealthCounts } from '@app/shared/health'
import type { MonitorState, Snapshot } from '@app/shared/model'
import { popoverSummary, SUMMARY_LISTED } from '@app/shared/popover-summary'
import { overviewHead } from '@app/shared/snapshot-first-screen'
import { statusReport } from '@app/shared/status-report'
import { statusTable } from '@app/cli/status-report'
import { renderBar } from '@app/cli/formats'
import { MAX_LISTED } from '@app/cli/formats/bar'
import { DEFAULT_FILTERS, filterMonitors, indexMonitors } from '@src/lib/overview-rows'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { randomSnapshot, seededRandom } from '../helpers/random-snapshot'

const NOW = Date.parse('2026-03-10T12:00:00Z')
const RUNS = 300
const settings = new FakeAppService().settings

const number = (text: string | undefined, pattern: RegExp): number => {
  const match = text === undefined ? null : pattern.exec(text)
  return match ? Number(match[1]) : 0
}

/** What each consumer says, read from what it shows (or what it acts on). */
async function everyCount(snapshot: Snapshot, overview: HealthCounts, failingRows: number) {
  const counts = countHealth(snapshot, NOW)
  const view = trayViewOf(snapshot, OK_SYNC, settings, NOW)
  const tooltip = tooltipText(snapshot, OK_SYNC, settings, NOW)
  const menu = buildTrayMenu({ snapshot, sync: OK_SYNC, settings, now: NOW })
  const listedFailing = menu.filter(
    (m) => m.id?.startsWith('monitor:') && String(m.label).startsWith('✕'),
  ).length
  const service = new FakeAppService()
  service.snapshot = snapshot
  await runMenuAction(
    { type: 'bulk:rerun-failing' },
    {
      service,
      now: () => NOW,
      openDashboard: () => undefined,
      openPreferences: () => undefined,
      openExternal: async () => ({ ok: true, message: '' }),
      quit: () => undefined,
    },
  )
  const bulk = service.calls.find((c) => c.method === 'bulk')?.args[0] as
    { monitorIds: number[] } | undefined
  const summary = popoverSummary(snapshot, NOW)!
  const report = statusReport(snapshot, NOW)
  const state = { report, problem: null, baseUrl: 'https://ohdear.app' }
  const waybar = JSON.parse(renderBar('waybar', state)) as { text: string; tooltip: string }
  const table = statusTable(report, 'https://ohdear.app').split('\n')
  const totalsLine = table.find((l) => / monitors?: /.test(l))
  return {
    counts,
    failing: {
      badge: counts.failed > 0 ? view.count : 0,
      tooltip: number(tooltip, /(\d+) failing/),
      menuItem: number(
        String(findMenuItem(menu, 'bulk:rerun-failing')?.label ?? ''),
        /Re-run all failing \((\d+)\)/,
      ),
      rerunActsOn: bulk?.monitorIds.length ?? 0,
      popover: summary.counts.failed,
      overviewChip: overview.failed,
      overviewFilter: failingRows,
      firstScreen: overviewHead(snapshot, NOW).counts.failed,
      cliTotals: report.totals.failed,
      cliTable: number(totalsLine, /(\d+) failed/),
      cliLine: number(renderBar('line', state), /(\d+) failed/),
      waybar: number(waybar.text, /(\d+) failed/),
      xbar: number(renderBar('xbar', state).split('\n')[0], /(\d+) failed/),
    },
    warning: {
      tooltip: number(tooltip, /(\d+) warnings?/),
      popover: summary.counts.warning,
      overviewChip: overview.warning,
      cliTotals: report.totals.warning,
      cliTable: number(totalsLine, /(\d+) warning/),
      cliLine: number(renderBar('line', state), /(\d+) warning/),
    },
    silenced: {
      tooltip: [number(tooltip, /(\d+) snoozed/), number(tooltip, /(\d+) in maintenance/)],
      popover: [summary.counts.snoozed, summary.counts.maintenance],
      overviewChip: [overview.snoozed, overview.maintenance],
      cliTotals: [report.totals.snoozed, report.totals.maintenance],
    },
    attention: {
      popover: summary.problemCount,
      cli: report.monitors.filter((m) => m.health === 'failed' || m.health === 'warning').length,
    },
    listed: {
      menuFailing: listedFailing,
      popoverFailing: summary.problems.filter((p) => p.health === 'failed').length,
      waybarFailing: waybar.tooltip.split('\n').filter((l) => l.startsWith('failed: ')).length,
    },
    rerunIds: bulk?.monitorIds ?? [],
  }
}

/** The next sweep: some monitors unchanged (the same objects), some changed, gone or new. */
function nextSweep(before: Snapshot, seed: number): Snapshot {
  const random = seededRandom(seed)
  const fresh = randomSnapshot(seed + 100_000, NOW).monitors
  const monitors: MonitorState[] = []
  for (const m of before.monitors) {
    const roll = random()
    if (roll < 0.1) continue
    if (roll < 0.4 && fresh.length > 0) monitors.push({ ...fresh.pop()!, id: m.id })
    else monitors.push(m)
  }
  monitors.push(...fresh.slice(0, 3))
  return { ...before, monitors }
}

function expectAllEqual(label: string, values: Record<string, unknown>, expected: unknown) {
  for (const [where, value] of Object.entries(values)) {
    expect(value, `${label}: ${where}`).toEqual(expected)
  }
}

describe('every count agrees', () => {
  it(`over ${RUNS} random snapshots and the sweep after each`, async () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const first = randomSnapshot(seed, NOW)
      let index = indexMonitors(first.monitors, NOW)
      for (const snapshot of [first, nextSweep(first, seed)]) {
        // The store's index moves only what changed (and hands its map on): its tallies must
        // stay right, so each is read before the next sweep is indexed.
        if (snapshot !== first) index = indexMonitors(snapshot.monitors, NOW, index)
        const byId = index.byId
        const overview = countTallied(
          index.health,
          byId.size,
          snapshot.cron,
          (id) => byId.get(id)?.monitor,
          NOW,
        )
        const rows = filterMonitors(index, { ...DEFAULT_FILTERS, result: 'failing' }).length
        const seen = await everyCount(snapshot, overview, rows)
        const c = seen.counts
        const at = `seed ${seed}`
        expect(overview, at).toEqual(c)
        expectAllEqual(`${at} failing`, seen.failing, c.failed)
        expectAllEqual(`${at} warning`, seen.warning, c.warning)
        expectAllEqual(`${at} silenced`, seen.silenced, [c.snoozed, c.maintenance])
        expectAllEqual(`${at} attention`, seen.attention, c.failed + c.warning)
        expect(seen.listed.menuFailing, at).toBe(Math.min(c.failed, MAX_MONITORS_IN_MENU))
        expect(seen.listed.popoverFailing, at).toBe(Math.min(c.failed, SUMMARY_LISTED))
        expect(seen.listed.waybarFailing, at).toBe(Math.min(c.failed, MAX_LISTED))
        expect(seen.rerunIds, at).toEqual(failingMonitorIds(snapshot, NOW))
      }
    }
  })

  it('does not offer to re-run more monitors than the badge counts (one failure snoozed)', async () => {
    const failing = (id: number, snoozedUntil: string | null): MonitorState => ({
      id,
      teamId: 1,
      label: `failing ${id}`,
      url: `https://m${id}.example.com`,
      type: 'http',
      groupName: '',
      tags: [],
      result: 'failed',
      maintenance: null,
      checks: [
        {
          id: id * 10,
          type: 'uptime',
          label: 'Uptime',
          enabled: true,
          result: 'failed',
          summary: 'Down',
          snoozedUntil,
        },
      ],
    })
    const later = new Date(NOW + 3_600_000).toISOString()
    const snapshot: Snapshot = {
      fetchedAt: new Date(NOW).toISOString(),
      unreadable: { count: 0, reasons: [] },
      ran: { monitors: {}, checks: {} },
      cron: {},
      monitors: [1, 2, 3, 4].map((id) => failing(id, null)).concat(failing(5, later)),
    }
    const index = indexMonitors(snapshot.monitors, NOW)
    const overview = countTallied(index.health, index.byId.size, {}, () => undefined, NOW)
    const seen = await everyCount(snapshot, overview, 4)
    expect(seen.failing.badge).toBe(4)
    expect(seen.failing.menuItem).toBe(4)
    expect(seen.rerunIds).toEqual([1, 2, 3, 4])
  })
})
