// The first paint draws the counts, the sync line and the first rows; the filters, the bulk bar,
// toasts, the sync line's moment and the problems' "since" look-ups follow once it is on screen.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryHistory } from 'vue-router'
import App from '@src/App.vue'
import { afterPaint } from '@src/lib/after-paint'
import { forgetProblemSince } from '@src/lib/problem-since'
import { syncText } from '@src/lib/sync-text'
import { createAppRouter } from '@src/router'
import { check, monitor, snapshot, syncStatus } from './fixtures'
import { fakeLayout, freshFake } from './setup'

beforeEach(() => {
  fakeLayout()
  forgetProblemSince()
})
afterEach(() => (document.body.innerHTML = ''))

const account = () =>
  snapshot([
    monitor({ id: 1, label: 'shop.example.com' }),
    monitor({
      id: 2,
      label: 'api.example.com',
      result: 'failed',
      checks: [check({ id: 21, label: 'Uptime', result: 'failed' })],
    }),
  ])

/** Mounts the app and lets every promise settle, without waiting for a frame. */
async function mountBeforePaint() {
  const router = createAppRouter(createMemoryHistory())
  await router.push('/')
  const wrapper = mount(App, {
    global: { plugins: [createPinia(), router] },
    attachTo: document.body,
  })
  await flushPromises()
  return wrapper
}

describe('before the first paint', () => {
  it('draws counts and rows, keeps the filters and bulk bar space, then draws them', async () => {
    const fake = freshFake({
      snapshot: account(),
      sync: syncStatus({ state: 'offline', offlineSince: '2026-03-17T14:02:00Z' }),
    })
    const wrapper = await mountBeforePaint()
    expect(wrapper.find('[data-test=count-all]').text()).toContain('2')
    expect(wrapper.findAll('[data-test=monitor-row]')).toHaveLength(2)
    expect(wrapper.find('[data-test=filter-result]').exists()).toBe(false)
    expect(wrapper.find('[data-test=bulk-bar]').exists()).toBe(false)
    expect(wrapper.find('[data-test=filters-space]').attributes('aria-hidden')).toBe('true')
    expect(wrapper.find('[data-test=sync-text]').text()).toBe('Offline - showing cached data')
    expect(fake.callsTo('timeline')).toHaveLength(0)

    await afterPaint()
    await flushPromises()
    expect(wrapper.find('[data-test=filter-result]').exists()).toBe(true)
    expect(wrapper.find('[data-test=bulk-bar]').exists()).toBe(true)
    expect(wrapper.find('[data-test=filters-space]').exists()).toBe(false)
    expect(wrapper.find('[data-test=sync-text]').text()).toMatch(
      /^Offline since .*\d{1,2}:\d\d( [AP]M)? - showing cached data$/,
    )
    expect(fake.callsTo('timeline').map(([q]) => (q as { monitorId: number }).monitorId)).toEqual([
      2,
    ])
  })
})

describe('the sync sentence without its moment', () => {
  it('says the same without the time, and the same as before with it', () => {
    const now = Date.parse('2026-03-17T15:00:00Z')
    const synced = syncStatus({ state: 'ok', lastSuccessAt: '2026-03-17T14:58:00Z' })
    expect(syncText(synced, now, { moments: false }).text).toBe('Synced')
    expect(syncText(synced, now).text).toMatch(/^Synced \d+ minutes ago$/)
    const limited = syncStatus({ state: 'rate-limited', rateLimitedUntil: '2026-03-17T15:10:00Z' })
    expect(syncText(limited, now, { moments: false }).text).toBe(
      'Rate limited - showing the last data',
    )
    expect(syncText(limited, now).text).toMatch(/^Rate limited until .+ - showing the last data$/)
  })
})
