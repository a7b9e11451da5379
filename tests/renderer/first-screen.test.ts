// The first screenful (shared/snapshot-first-screen.ts): the host's first rows are the overview's
// first rows for any snapshot, serve mode's page carries it as inert JSON whatever the names hold,
// and the dashboard paints from it before it asks for the snapshot, then shows the full picture.
import fc from 'fast-check'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory } from 'vue-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { countHealth } from '@app/shared/health'
import type { CheckResult, MonitorResult, MonitorState } from '@app/shared/model'
import {
  FIRST_SCREEN_ID,
  firstRows,
  overviewHead,
  type FirstScreen,
} from '@app/shared/snapshot-first-screen'
import { popoverSummary } from '@app/shared/popover-summary'
import { withFirstScreen } from '@app/serve/http-app'
import { windowCopy } from '@app/shared/snapshot-delta'
import App from '@src/App.vue'
import { afterPaint } from '@src/lib/after-paint'
import { DEFAULT_FILTERS, buildRows, filterMonitors, indexMonitors } from '@src/lib/overview-rows'
import { createAppRouter } from '@src/router'
import { seedFirstScreen, takeFirstScreen } from '@src/stores/first-screen'
import { useMonitorsStore } from '@src/stores/monitors'
import { SIGNED_IN, check, monitor, settings, snapshot, syncStatus } from './fixtures'
import { fakeLayout, freshFake } from './setup'

const MIN = 60_000
const NOW = Date.now()
const at = (minutes: number) => new Date(NOW + minutes * MIN).toISOString()

const monitorArb = fc.record({
  id: fc.integer({ min: 1, max: 30 }), // Ids may repeat: the overview keeps the first.
  label: fc.constantFrom('alpha', 'Alpha', 'beta', 'site 2', 'site 10', ''),
  groupName: fc.constantFrom('', 'Production', 'staging', 'Staging'),
  result: fc.constantFrom<MonitorResult>('succeeded', 'warning', 'failed', 'pending'),
  check: fc.constantFrom<CheckResult>('succeeded', 'warning', 'failed', 'unknown'),
  snooze: fc.constantFrom<number | null>(null, -5, 30),
  maintenance: fc.boolean(),
})

function build(m: typeof monitorArb extends fc.Arbitrary<infer T> ? T : never): MonitorState {
  return monitor({
    id: m.id,
    label: m.label,
    groupName: m.groupName,
    result: m.result,
    checks: [
      check({
        id: m.id * 10,
        result: m.check,
        snoozedUntil: m.snooze === null ? null : at(m.snooze),
      }),
    ],
    maintenance: m.maintenance
      ? { startedAt: at(-10), endsAt: at(10), name: null, periodId: 1 }
      : null,
  })
}

describe("the host's first rows", () => {
  it("are the overview's first rows for the default filters (fast-check)", () => {
    fc.assert(
      fc.property(fc.array(monitorArb, { maxLength: 40 }), fc.nat({ max: 50 }), (ms, limit) => {
        const monitors = ms.map(build)
        const overview = buildRows(
          filterMonitors(indexMonitors(monitors, NOW), DEFAULT_FILTERS),
          DEFAULT_FILTERS.groupBy,
        )
        expect(firstRows(monitors, NOW, limit)).toEqual(overview.slice(0, limit))
      }),
      { numRuns: 400 },
    )
  })

  it("count, tag and check type as the overview's store does", () => {
    const s = snapshot([
      monitor({ id: 1, tags: ['web', 'eu'], result: 'failed' }),
      monitor({ id: 2, tags: [], checks: [check({ id: 21, type: 'dns', result: 'warning' })] }),
    ])
    const head = overviewHead(s, NOW)
    expect(head.counts).toEqual(countHealth(s, NOW))
    expect(head.tags).toEqual(['eu', 'web'])
    expect(head.checkTypes).toEqual(['dns', 'performance', 'uptime'])
  })
})

function screen(monitors: MonitorState[]): FirstScreen {
  const s = snapshot(monitors)
  return {
    session: SIGNED_IN,
    sync: syncStatus(),
    settings: settings(),
    summary: popoverSummary(s, NOW),
    overview: overviewHead(s, NOW),
  }
}

describe("serve mode's page", () => {
  afterEach(() => document.getElementById(FIRST_SCREEN_ID)?.remove())

  it('carries it as one JSON script element that no name can end early', () => {
    const hostile = '</script><script>alert(1)</script><!-- ]]> \u2028 <b>'
    const first = screen([monitor({ id: 1, label: hostile, groupName: hostile, tags: [hostile] })])
    const page = withFirstScreen(
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
      first,
    )
    const doc = new DOMParser().parseFromString(page, 'text/html')
    const scripts = doc.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.type).toBe('application/json')
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(first)
    expect(doc.querySelector('b')).toBeNull()
  })

  it('is read once and taken out of the document; anything unreadable is ignored', () => {
    const first = screen([monitor({ id: 1 })])
    const put = (text: string) => {
      const element = document.createElement('script')
      element.type = 'application/json'
      element.id = FIRST_SCREEN_ID
      element.textContent = text
      document.head.append(element)
    }
    put(JSON.stringify(first))
    expect(takeFirstScreen()).toEqual(first)
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull()
    expect(takeFirstScreen()).toBeNull()
    put('{not json')
    expect(takeFirstScreen()).toBeNull()
    put(JSON.stringify({ ...first, session: null }))
    expect(takeFirstScreen()).toBeNull()
  })
})

describe('the dashboard opened with a first screenful', () => {
  beforeEach(() => fakeLayout())
  afterEach(() => (document.body.innerHTML = ''))

  async function open(monitors: MonitorState[]) {
    const fake = freshFake({ snapshot: snapshot(monitors) })
    const router = createAppRouter(createMemoryHistory())
    await router.push('/')
    const pinia = createPinia()
    setActivePinia(pinia)
    seedFirstScreen(screen(monitors))
    const wrapper = mount(App, { global: { plugins: [pinia, router] }, attachTo: document.body })
    return { fake, wrapper }
  }
  const rowIds = () =>
    [...document.querySelectorAll('[data-test=monitor-row]')].map((r) =>
      r.getAttribute('data-monitor-id'),
    )

  it('paints the first rows and counts before it asks the app for anything, then shows the snapshot', async () => {
    const monitors = [
      monitor({ id: 1, label: 'b' }),
      monitor({ id: 2, label: 'a', result: 'failed', checks: [check({ result: 'failed' })] }),
    ]
    const { fake, wrapper } = await open(monitors)
    await flushPromises()
    expect(rowIds()).toEqual(['2', '1'])
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('1 failing')
    expect(fake.callsTo('snapshotFull')).toHaveLength(0)
    expect(useMonitorsStore().snapshot).toBeNull()
    // Nothing is asked of the app before that paint: the page already holds what it shows.
    for (const call of ['getSession', 'getSyncStatus', 'getSettings', 'setFocus'] as const) {
      expect(fake.callsTo(call)).toHaveLength(0)
    }

    await new Promise((resolve) => setTimeout(resolve, 300))
    await flushPromises()
    expect(fake.callsTo('snapshotFull')).toHaveLength(1)
    for (const call of ['getSession', 'getSyncStatus', 'getSettings', 'setFocus'] as const) {
      expect(fake.callsTo(call)).toHaveLength(1)
    }
    // A window's copy: the checks' run times stay with the host (shared/snapshot-delta.ts).
    expect(useMonitorsStore().snapshot).toEqual(windowCopy(snapshot(monitors)))
    expect(useMonitorsStore().head).toBeNull()
    expect(rowIds()).toEqual(['2', '1'])
  })

  it('shows no rows of the head for filters it was not cut for', async () => {
    const { fake, wrapper } = await open([monitor({ id: 1, tags: ['web'] })])
    // The snapshot stays on its way: the page shows only the head.
    fake.answer('snapshotFull', () => new Promise(() => {}))
    await flushPromises()
    expect(rowIds()).toEqual(['1'])
    await afterPaint() // The filters are drawn after the first paint.
    await wrapper.find('[data-test=search]').setValue('nothing like it')
    expect(rowIds()).toEqual([])
    expect(wrapper.find('[data-test=empty]').exists()).toBe(false)
  })
})
