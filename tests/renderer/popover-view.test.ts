import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '../../src/App.vue'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const listed = (w: Awaited<ReturnType<typeof mountWithApp>>['wrapper']) =>
  w.findAll('[data-test=popover-monitor] .label').map((r) => r.text())

describe('tray popover', () => {
  it('lists failing monitors before warnings, without the top bar, and opens one', async () => {
    freshFake({
      snapshot: snapshot([
        monitor({ id: 1, label: 'shop.example.com' }),
        monitor({ id: 2, label: 'blog.example.com', result: 'warning' }),
        monitor({ id: 3, label: 'zeta.example.com', result: 'failed' }),
        monitor({ id: 4, label: 'api.example.com', result: 'failed' }),
      ]),
    })
    const { wrapper, router } = await mountWithApp(App, { path: '/popover' })
    expect(wrapper.find('header.top').exists()).toBe(false)
    expect(wrapper.findAll('[data-test=sync-line]')).toHaveLength(1)
    expect(wrapper.find('[data-test=popover-counts]').text()).toContain('2 failing')
    expect(listed(wrapper)).toEqual(['api.example.com', 'zeta.example.com', 'blog.example.com'])
    expect(wrapper.find('[data-test=popover-all-fine]').exists()).toBe(false)
    await wrapper.find('[data-test=popover-monitor][data-monitor-id="4"]').trigger('click')
    // The detail view loads lazily (with chart.js), so the navigation settles a little later.
    await vi.waitFor(() => expect(router.currentRoute.value.fullPath).toBe('/monitor/4'), {
      timeout: 5000,
    })
  })

  it('caps the list and says how many more', async () => {
    freshFake({
      snapshot: snapshot(
        Array.from({ length: 11 }, (_, i) => monitor({ id: i + 1, result: 'failed' })),
      ),
    })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    expect(listed(wrapper)).toHaveLength(8)
    expect(wrapper.find('[data-test=popover-more]').text()).toBe('and 3 more in the dashboard')
  })

  it('says all monitors are fine when none fail, and opens the dashboard', async () => {
    freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2 })]) })
    const { wrapper, router } = await mountWithApp(App, { path: '/popover' })
    expect(wrapper.find('[data-test=popover-all-fine]').text()).toContain('All 2 monitors are fine')
    expect(wrapper.find('[data-test=popover-problems]').exists()).toBe(false)
    await wrapper.find('[data-test=popover-open-dashboard]').trigger('click')
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('overview'))
  })
})
