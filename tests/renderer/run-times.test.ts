// Run times apart from the monitors: a sweep where only they moved patches the monitors' fresh-as-of
// and nothing else (the same monitors, index and rows), and the views that show checks' last runs
// ask for one monitor's (`runTimes`) when they open and whenever its fresh-as-of moves.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { atText } from '@app/shared/time-text'
import type { Snapshot } from '@app/shared/model'
import App from '@src/App.vue'
import { useMonitorsStore } from '@src/stores/monitors'
import { check, monitor, ranAll, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const minutesAgo = (n: number) => Date.now() - n * 60_000

/** Three monitors; the second fails its uptime check; everything last ran `at`. */
function account(at: number): Snapshot {
  const s = snapshot([
    monitor({ id: 1 }),
    monitor({
      id: 2,
      result: 'failed',
      checks: [check({ id: 21, result: 'failed', summary: 'Down' })],
    }),
    monitor({ id: 3 }),
  ])
  s.ran = ranAll(s.monitors, at)
  return s
}

/** The same picture a sweep later, when only the run times moved. */
function ranAgain(s: Snapshot, at: number): Snapshot {
  return { ...s, fetchedAt: new Date(at + 5_000).toISOString(), ran: ranAll(s.monitors, at) }
}

describe('run times apart from the monitors', () => {
  it('a sweep where only run times moved patches fresh-as-of only: same monitors, index, rows', async () => {
    fakeLayout()
    // The time itself, not minutesAgo(2) again: a minute boundary between the two would read a
    // minute later.
    const ran = minutesAgo(2)
    const first = account(ran)
    const fake = freshFake({ snapshot: first })
    fake.answer('timeline', () => ({ events: [], total: 0, unreadable: 0 }))
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    const store = useMonitorsStore()
    const before = { monitors: store.monitors, index: store.index, rows: store.rows }
    const problem = () => wrapper.find('[data-monitor-id="2"] [data-test=monitor-problem]').text()
    expect(problem()).toBe(`Uptime failing last run ${atText(ran, { now: Date.now() })}`)

    const later = minutesAgo(0.5)
    fake.pushSnapshot(ranAgain(first, later))
    await flushPromises()
    expect(store.snapshot!.fetchedAt).toBe(new Date(later + 5_000).toISOString())
    expect(store.monitors).toBe(before.monitors)
    store.monitors.forEach((m, i) => expect(m).toBe(first.monitors[i]))
    expect(store.index).toBe(before.index)
    expect(store.rows).toBe(before.rows)
    for (const m of first.monitors) expect(store.freshAsOf(m.id)).toBe(later)
    // The one row that shows a run time (a problem the timeline has not seen) follows it.
    expect(problem()).toBe(`Uptime failing last run ${atText(later, { now: Date.now() })}`)
  })

  it('the monitor page shows its fresh-as-of and each check last run, asked again as they move', async () => {
    // Half minutes: the page's clock ticks on its own, so whole minutes could read one less.
    const first = account(minutesAgo(3.5))
    // Check 22 never ran.
    first.monitors[1]!.checks.push(check({ id: 22, type: 'performance', label: 'Performance' }))
    const fake = freshFake({ snapshot: first })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/2' })
    await flushPromises()
    expect(fake.callsTo('runTimes')).toEqual([[2]])
    expect(wrapper.text()).toContain('Last run 3 minutes ago')
    const lastRuns = () =>
      wrapper.findAll('[data-test=check-row]').map((row) => row.findAll('td')[2]!.text())
    expect(lastRuns()).toEqual(['3 minutes ago', 'never'])
    expect(wrapper.find('[data-test=last-run]').attributes('datetime')).toBe(
      new Date(first.ran.checks[21]!).toISOString(),
    )

    const next = ranAgain(first, minutesAgo(1.5))
    next.ran.checks[22] = minutesAgo(1.5)
    fake.pushSnapshot(next)
    await flushPromises()
    expect(fake.callsTo('runTimes')).toEqual([[2], [2]])
    expect(wrapper.text()).toContain('Last run 1 minute ago')
    expect(lastRuns()).toEqual(['1 minute ago', '1 minute ago'])
  })

  it("the check page shows the check's own last run", async () => {
    const first = account(minutesAgo(10))
    first.ran.checks[21] = minutesAgo(4.5)
    const fake = freshFake({ snapshot: first })
    fake.answer('checkDetails', (monitorId, checkType) => ({
      monitorId,
      checkType,
      run: null,
      findings: { kind: 'none' },
      unreadable: { count: 0, reasons: [] },
      settings: [],
      fetchedAt: new Date().toISOString(),
    }))
    fake.answer('runHistory', () => ({
      runs: [],
      unreadable: { count: 0, reasons: [] },
      fetchedAt: new Date().toISOString(),
      result: null,
      page: 1,
      lastPage: 1,
      total: 0,
    }))
    const { wrapper } = await mountWithApp(App, { path: '/monitor/2/check/uptime' })
    await flushPromises()
    expect(fake.callsTo('runTimes')).toContainEqual([2])
    expect(wrapper.find('[data-test=check-view]').text()).toContain('Last run 4 minutes ago')
  })
})
