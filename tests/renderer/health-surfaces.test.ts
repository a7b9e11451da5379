// One rule, one set of numbers: for random snapshots (snoozes active or over, maintenance now,
// past or later, disabled checks, missing check lists, every result), the tray's state and
// badge, its tooltip, the popover, the overview's count buttons and the CLI's totals all count
// the same failing, warning, snoozed and in-maintenance monitors.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { statusReport } from '@app/cli/status-report'
import { trayViewOf } from '@app/main/tray/tray-state'
import { tooltipText } from '@app/main/tray/tray-text'
import { countHealth } from '@app/shared/health'
import type {
  CheckResult,
  CheckState,
  MonitorResult,
  MonitorState,
  Snapshot,
  SyncStatus,
} from '@app/shared/model'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import App from '@src/App.vue'
import { syncStatus } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

interface Counts {
  failed: number
  warning: number
  snoozed: number
  maintenance: number
}

const CHECK_RESULTS: CheckResult[] = [
  'pending',
  'succeeded',
  'warning',
  'failed',
  'errored-or-timed-out',
  'unknown',
]
const MONITOR_RESULTS: MonitorResult[] = ['succeeded', 'warning', 'failed', 'pending', 'unknown']
const HOUR = 3_600_000

// Times are hours from the moment the test starts: far from any boundary while it runs.
const base = Date.now()
const at = (hours: number) => new Date(base + hours * HOUR).toISOString()

const PERIODS = { now: [-1, 1], over: [-3, -2], later: [2, 3] } as const

const checkArb = fc.record({
  enabled: fc.boolean(),
  result: fc.constantFrom(...CHECK_RESULTS),
  snooze: fc.constantFrom<number | null>(null, -2, 2),
})
const monitorArb = fc.record({
  result: fc.constantFrom(...MONITOR_RESULTS),
  checks: fc.array(checkArb, { maxLength: 3 }),
  /** Maintenance period: none, now, over, or later. */
  maintenance: fc.constantFrom<keyof typeof PERIODS | null>(null, 'now', 'over', 'later'),
})
const snapshotArb: fc.Arbitrary<Generated> = fc.record({
  monitors: fc.array(monitorArb, { maxLength: 10 }),
  unreadable: fc.nat({ max: 3 }),
})

interface Generated {
  monitors: {
    result: MonitorResult
    checks: { enabled: boolean; result: CheckResult; snooze: number | null }[]
    maintenance: keyof typeof PERIODS | null
  }[]
  unreadable: number
}

function build({ monitors, unreadable }: Generated): Snapshot {
  return {
    fetchedAt: at(0),
    monitors: monitors.map((m, i): MonitorState => {
      const id = i + 1
      const checks = m.checks.map((c, j): CheckState => ({
        id: id * 10 + j,
        type: 'uptime',
        label: `Check ${j}`,
        enabled: c.enabled,
        result: c.result,
        summary: null,
        snoozedUntil: c.snooze === null ? null : at(c.snooze),
      }))
      const period = m.maintenance === null ? null : PERIODS[m.maintenance]
      return {
        id,
        teamId: 1,
        label: `site-${id}.example.com`,
        url: `https://site-${id}.example.com`,
        type: 'http',
        groupName: '',
        tags: [],
        result: m.result,
        checks,
        maintenance: period && {
          startedAt: at(period[0]),
          endsAt: at(period[1]),
          name: null,
          periodId: id,
        },
      }
    }),
    cron: {},
    unreadable: { count: unreadable, reasons: [] },
    ran: { monitors: {}, checks: {} },
  }
}

const sync: SyncStatus = syncStatus({ state: 'ok', stale: false, lastSuccessAt: at(0) })

/** The numbers in "2 failing, 1 warning, 1 snoozed, 1 in maintenance, ... - synced ...". */
function fromTooltip(text: string): Counts {
  const n = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0)
  return {
    failed: n(/(\d+) failing/),
    warning: n(/(\d+) warnings?/),
    snoozed: n(/(\d+) snoozed/),
    maintenance: n(/(\d+) in maintenance/),
  }
}

/** A count shown as "N word" inside an element, 0 when the element is not shown. */
function shown(root: Element | null, selector: string): number {
  const text = root?.querySelector(selector)?.textContent ?? ''
  return Number(/(\d+)/.exec(text)?.[1] ?? 0)
}

async function fromPopover(snapshot: Snapshot): Promise<Counts & { total: number }> {
  freshFake({ snapshot })
  const { wrapper } = await mountWithApp(App, { path: '/popover' })
  const badges = wrapper
    .findAll('[data-test=popover-counts] [data-test=result]')
    .map((b) => b.text())
  const count = (word: string) =>
    Number(badges.find((b) => b.includes(word))?.match(/\d+/)?.[0] ?? 0)
  const total = Number(
    /(\d+) monitors?\b/.exec(wrapper.find('[data-test=popover-counts]').text())?.[1],
  )
  const counts = {
    total,
    failed: count('failing'),
    warning: count('warning'),
    snoozed: count('snoozed'),
    maintenance: count('in maintenance'),
  }
  wrapper.unmount()
  return counts
}

async function fromOverview(snapshot: Snapshot): Promise<Counts & { ok: number; total: number }> {
  freshFake({ snapshot })
  const { wrapper } = await mountWithApp(App, { path: '/' })
  const root = wrapper.element.ownerDocument.body
  const counts = {
    total: shown(root, '[data-test=count-all]'),
    failed: shown(root, '[data-test=count-failed]'),
    warning: shown(root, '[data-test=count-warning]'),
    snoozed: shown(root, '[data-test=count-snoozed]'),
    maintenance: shown(root, '[data-test=count-maintenance]'),
    ok: shown(root, '[data-test=count-up]'),
  }
  wrapper.unmount()
  return counts
}

beforeEach(() => fakeLayout())
afterEach(() => (document.body.innerHTML = ''))

describe('every surface counts by the one health rule (fast-check)', () => {
  it('tray, badge, tooltip, popover, overview counts and CLI totals agree', async () => {
    await fc.assert(
      fc.asyncProperty(snapshotArb, async (generated) => {
        const snapshot = build(generated)
        const now = Date.now()
        const rule = countHealth(snapshot, now)
        const expected: Counts = {
          failed: rule.failed,
          warning: rule.warning,
          snoozed: rule.snoozed,
          maintenance: rule.maintenance,
        }

        const tray = trayViewOf(snapshot, sync, DEFAULT_SETTINGS, now)
        expect(tray.state).toBe(rule.failed > 0 ? 'failed' : rule.warning > 0 ? 'warning' : 'ok')
        expect(tray.count).toBe(rule.failed > 0 ? rule.failed : rule.warning)
        expect(fromTooltip(tooltipText(snapshot, sync, DEFAULT_SETTINGS, now))).toEqual(expected)

        const cli = statusReport(snapshot, now)
        expect(cli.totals).toMatchObject({ ...expected, succeeded: rule.ok })
        expect(cli.unreadable).toBe(generated.unreadable)

        expect(await fromPopover(snapshot)).toEqual({ ...expected, total: rule.total })
        expect(await fromOverview(snapshot)).toEqual({
          ...expected,
          ok: rule.ok,
          total: rule.total,
        })

        // Every monitor counted once.
        const { total, cron: _cron, ...byHealth } = rule
        expect(Object.values(byHealth).reduce((a, b) => a + b, 0)).toBe(total)
        expect(total).toBe(snapshot.monitors.length)
      }),
      { numRuns: 60 },
    )
  }, 60_000)

  it('a snoozed failure is snoozed on every surface, not failing', async () => {
    const snapshot = build({
      monitors: [
        {
          result: 'failed',
          checks: [{ enabled: true, result: 'failed', snooze: 2 }],
          maintenance: null,
        },
      ],
      unreadable: 1,
    })
    const now = Date.now()
    expect(trayViewOf(snapshot, sync, DEFAULT_SETTINGS, now)).toMatchObject({
      state: 'ok',
      count: 0,
    })
    expect(tooltipText(snapshot, sync, DEFAULT_SETTINGS, now)).toMatch(
      /^1 snoozed - 1 monitor could not be read - synced (now|\d+ seconds? ago)$/,
    )
    expect(statusReport(snapshot, now).totals).toMatchObject({ failed: 0, snoozed: 1 })
    expect(await fromPopover(snapshot)).toMatchObject({ failed: 0, snoozed: 1 })
    expect(await fromOverview(snapshot)).toMatchObject({ failed: 0, snoozed: 1 })
    freshFake({ snapshot })
    const overview = (await mountWithApp(App, { path: '/' })).wrapper
    expect(overview.find('[data-monitor-id="1"] [data-test=result]').text()).toBe('☾Snoozed')
    overview.unmount()
    freshFake({ snapshot })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/1' })
    expect(wrapper.find('[data-test=monitor-detail] header [data-test=result]').text()).toBe(
      '☾Snoozed',
    )
  })
})
