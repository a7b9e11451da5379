import { describe, expect, it } from 'vitest'
import { countHealth } from '@app/shared/health'
import { DEFAULT_FILTERS, buildRows, filterMonitors, indexMonitors } from '@src/lib/overview-rows'
import { bigAccount, check, monitor, snapshot } from './fixtures'

const NOW = Date.parse('2026-03-17T14:00:00Z')

const sample = [
  monitor({
    id: 1,
    label: 'shop.example.com',
    result: 'succeeded',
    groupName: 'Shop',
    tags: ['eu'],
  }),
  monitor({
    id: 2,
    label: 'api.example.com',
    result: 'failed',
    groupName: 'API',
    tags: ['eu', 'core'],
  }),
  monitor({
    id: 3,
    label: 'blog.example.com',
    result: 'warning',
    groupName: '',
    tags: [],
    teamId: 2,
  }),
  monitor({
    id: 4,
    label: 'cron-host',
    result: 'succeeded',
    groupName: 'API',
    tags: ['core'],
    checks: [check({ id: 41, type: 'cron' })],
  }),
]
const index = indexMonitors(sample, NOW)
const ids = (f: Partial<typeof DEFAULT_FILTERS>) =>
  filterMonitors(index, { ...DEFAULT_FILTERS, ...f }).map((i) => i.monitor.id)

describe('overview rows', () => {
  it('sorts by severity (failed, warning, up) then name, or by name alone', () => {
    expect(ids({})).toEqual([2, 3, 4, 1])
    expect(ids({ sort: 'name' })).toEqual(
      [2, 3, 4, 1].sort((a, b) => sample[a - 1]!.label.localeCompare(sample[b - 1]!.label)),
    )
  })

  it('filters by result, team, tag, check type and search text (label, url or tag)', () => {
    expect(ids({ result: 'failing' })).toEqual([2])
    expect(ids({ result: 'warning' })).toEqual([3])
    expect(ids({ result: 'up' })).toEqual([4, 1])
    expect(ids({ teamId: 2 })).toEqual([3])
    expect(ids({ tag: 'core' })).toEqual([2, 4])
    expect(ids({ checkType: 'cron' })).toEqual([4])
    expect(ids({ search: '  SHOP ' })).toEqual([1])
    expect(ids({ search: 'eu' })).toEqual([2, 1])
    expect(ids({ search: 'nothing-like-this' })).toEqual([])
  })

  it('groups by group name, failing and warning monitors first across groups, the unnamed group last', () => {
    const rows = buildRows(filterMonitors(index, DEFAULT_FILTERS), 'group')
    const headers = rows.filter((r) => r.kind === 'group')
    expect(headers.map((h) => h.title)).toEqual(['Needs attention', 'API', 'Shop'])
    expect(headers[0]).toMatchObject({ count: 2, failing: 1, attention: true })
    expect(rows.map((r) => (r.kind === 'group' ? r.title : r.monitor.id))).toEqual([
      'Needs attention',
      2,
      3,
      'API',
      4,
      'Shop',
      1,
    ])
    const unnamed = indexMonitors([...sample, monitor({ id: 9, label: 'z', groupName: '' })], NOW)
    const titles = buildRows(filterMonitors(unnamed, DEFAULT_FILTERS), 'group')
      .filter((r) => r.kind === 'group')
      .map((r) => r.title)
    expect(titles).toEqual(['Needs attention', 'API', 'Shop', 'Ungrouped'])
  })

  it('puts problems first whatever the sort, in its order, and leaves them in place ungrouped', () => {
    const byName = filterMonitors(index, { ...DEFAULT_FILTERS, sort: 'name' })
    const rows = buildRows(byName, 'group')
    // api.example.com before blog.example.com by name; failing before warning is the severity sort's.
    expect(rows.slice(0, 3).map((r) => (r.kind === 'group' ? r.title : r.monitor.id))).toEqual([
      'Needs attention',
      2,
      3,
    ])
    expect(buildRows(byName, 'none').map((r) => r.kind === 'monitor' && r.monitor.id)).toEqual(
      byName.map((i) => i.monitor.id),
    )
    expect(
      buildRows(filterMonitors(index, { ...DEFAULT_FILTERS, result: 'up' }), 'group')[0],
    ).toMatchObject({
      title: 'API',
    })
  })

  it('groups by tag, listing a monitor under each of its tags, a problem once on top', () => {
    const rows = buildRows(filterMonitors(index, DEFAULT_FILTERS), 'tag')
    const titles = rows.filter((r) => r.kind === 'group').map((r) => r.title)
    expect(titles).toEqual(['Needs attention', 'core', 'eu'])
    expect(rows.filter((r) => r.kind === 'monitor' && r.monitor.id === 2)).toHaveLength(1)
    const shop = monitor({ id: 8, label: 'x', tags: ['eu', 'core'] })
    const both = buildRows(
      filterMonitors(indexMonitors([...sample, shop], NOW), DEFAULT_FILTERS),
      'tag',
    )
    expect(both.filter((r) => r.kind === 'monitor' && r.monitor.id === 8)).toHaveLength(2)
    expect(new Set(both.map((r) => r.key)).size).toBe(both.length)
  })

  it("keeps a problem's row the same object while it is unchanged, and moves it out when it recovers", () => {
    const first = buildRows(filterMonitors(index, DEFAULT_FILTERS), 'group')
    const next = indexMonitors(
      sample.map((m) => (m.id === 3 ? { ...m, result: 'succeeded' as const, checks: [] } : m)),
      NOW,
      index,
    )
    const rows = buildRows(filterMonitors(next, DEFAULT_FILTERS), 'group')
    expect(rows.find((r) => r.kind === 'monitor' && r.monitor.id === 2)).toBe(
      first.find((r) => r.kind === 'monitor' && r.monitor.id === 2),
    )
    expect(rows.map((r) => (r.kind === 'group' ? r.title : r.monitor.id))).toEqual([
      'Needs attention',
      2,
      'API',
      4,
      'Shop',
      1,
      'Ungrouped',
      3,
    ])
  })

  it('counts results for the status header', () => {
    expect(countHealth(snapshot(sample), NOW)).toMatchObject({
      total: 4,
      failed: 1,
      warning: 1,
      ok: 2,
      pending: 0,
      unknown: 0,
    })
  })

  it('a snoozed failure is snoozed and one in maintenance is maintenance, each with a filter', () => {
    const silenced = indexMonitors(
      [
        monitor({
          id: 5,
          result: 'failed',
          checks: [check({ id: 51, result: 'failed', snoozedUntil: '2026-03-17T15:00:00Z' })],
        }),
        monitor({
          id: 6,
          result: 'failed',
          checks: [check({ id: 61, result: 'failed' })],
          maintenance: {
            startedAt: '2026-03-17T13:00:00Z',
            endsAt: '2026-03-17T15:00:00Z',
            name: null,
            periodId: 1,
          },
        }),
        monitor({ id: 7, result: 'failed', checks: [check({ id: 71, result: 'failed' })] }),
      ],
      NOW,
    )
    const only = (result: typeof DEFAULT_FILTERS.result) =>
      filterMonitors(silenced, { ...DEFAULT_FILTERS, result }).map((i) => i.monitor.id)
    expect(silenced.bySeverity.map((i) => [i.monitor.id, i.health])).toEqual([
      [7, 'failed'],
      [5, 'snoozed'],
      [6, 'maintenance'],
    ])
    expect(only('failing')).toEqual([7])
    expect(only('snoozed')).toEqual([5])
    expect(only('maintenance')).toEqual([6])
    const headers = buildRows(silenced.bySeverity, 'group').filter((r) => r.kind === 'group')
    expect(headers).toMatchObject([
      { title: 'Needs attention', count: 1, failing: 1 },
      { count: 2, failing: 0 },
    ])
  })

  it('keeps every monitor of a big account reachable', () => {
    const big = indexMonitors(bigAccount(10_000), NOW)
    const rows = buildRows(filterMonitors(big, DEFAULT_FILTERS), 'group')
    const monitors = rows.filter((r) => r.kind === 'monitor')
    expect(monitors).toHaveLength(10_000)
    expect(new Set(monitors.map((r) => r.monitor.id)).size).toBe(10_000)
    const headers = rows.filter((r) => r.kind === 'group')
    expect(headers[0]).toMatchObject({
      attention: true,
      count: big.health.failed + big.health.warning,
    })
    const calm = big.bySeverity.filter((i) => i.health !== 'failed' && i.health !== 'warning')
    expect(headers).toHaveLength(1 + new Set(calm.map((i) => i.monitor.groupName)).size)
  })
})
