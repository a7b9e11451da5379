import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { bigAccount, check, monitor, snapshot, syncStatus } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

beforeEach(() => fakeLayout())
afterEach(() => (document.body.innerHTML = ''))

const account = () =>
  snapshot([
    monitor({ id: 1, label: 'shop.example.com', groupName: 'Shop' }),
    monitor({
      id: 2,
      label: 'api.example.com',
      groupName: 'API',
      result: 'failed',
      // One live failure keeps it failing; the snoozed one only adds the marker.
      checks: [
        check({ id: 21, label: 'Uptime', result: 'failed' }),
        check({
          id: 22,
          label: 'Certificate',
          result: 'failed',
          snoozedUntil: '2099-01-01T00:00:00Z',
        }),
      ],
    }),
    monitor({
      id: 3,
      label: 'blog.example.com',
      groupName: 'Shop',
      result: 'warning',
      tags: ['content'],
    }),
  ])

const rowLabels = (w: Awaited<ReturnType<typeof mountWithApp>>['wrapper']) =>
  w.findAll('[data-test=monitor-row] .label').map((r) => r.text())

describe('overview', () => {
  it('shows counts, groups, markers and the sync line', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('[data-test=count-all]').text()).toContain('3')
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('1 failing')
    expect(
      wrapper.findAll('[data-test=group-header]').map((g) => g.find('.group-title').text()),
    ).toEqual(['Needs attention', 'Shop'])
    expect(rowLabels(wrapper)).toEqual(['api.example.com', 'blog.example.com', 'shop.example.com'])
    const failing = wrapper.find('[data-monitor-id="2"]')
    expect(failing.text()).toContain('Failed')
    expect(failing.find('[data-test=snoozed-marker]').text()).toContain('1 snoozed')
    expect(wrapper.find('[data-test=sync-text]').text()).toMatch(/^Synced/)
  })

  it('a snoozed failure shows as snoozed and one in maintenance as maintenance, not failing', async () => {
    const failedCheck = (id: number, snoozedUntil: string | null = null) =>
      check({ id, label: 'Uptime', result: 'failed', snoozedUntil })
    freshFake({
      snapshot: snapshot([
        monitor({ id: 1, label: 'shop.example.com' }),
        monitor({
          id: 2,
          label: 'api.example.com',
          result: 'failed',
          checks: [failedCheck(21, '2099-01-01T00:00:00Z')],
        }),
        monitor({
          id: 3,
          label: 'blog.example.com',
          result: 'failed',
          checks: [failedCheck(31)],
          maintenance: {
            startedAt: '2026-01-01T00:00:00Z',
            endsAt: '2099-01-01T00:00:00Z',
            name: null,
            periodId: 1,
          },
        }),
      ]),
    })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('0 failing')
    expect(wrapper.find('[data-test=count-snoozed]').text()).toContain('1 snoozed')
    expect(wrapper.find('[data-test=count-maintenance]').text()).toContain('1 in maintenance')
    expect(wrapper.find('[data-monitor-id="2"] [data-test=result]').text()).toBe('☾Snoozed')
    const inMaintenance = wrapper.find('[data-monitor-id="3"]')
    expect(inMaintenance.find('[data-test=result]').text()).toBe('⚒Maintenance')
    expect(inMaintenance.find('[data-test=maintenance-marker]').text()).toContain('Maintenance')
    await wrapper.find('[data-test=count-snoozed]').trigger('click')
    expect(rowLabels(wrapper)).toEqual(['api.example.com'])
    await wrapper.find('[data-test=count-maintenance]').trigger('click')
    expect(rowLabels(wrapper)).toEqual(['blog.example.com'])
  })

  it('filters, searches, sorts and regroups', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    await wrapper.find('[data-test=count-failed]').trigger('click')
    expect(rowLabels(wrapper)).toEqual(['api.example.com'])
    await wrapper.find('[data-test=filter-result]').setValue('all')
    await wrapper.find('[data-test=search]').setValue('blog')
    expect(rowLabels(wrapper)).toEqual(['blog.example.com'])
    await wrapper.find('[data-test=search]').setValue('zzz')
    expect(wrapper.find('[data-test=empty]').exists()).toBe(true)
    await wrapper.find('[data-test=empty] button').trigger('click')
    await wrapper.find('[data-test=group-by]').setValue('none')
    await wrapper.find('[data-test=sort]').setValue('name')
    expect(rowLabels(wrapper)).toEqual(['api.example.com', 'blog.example.com', 'shop.example.com'])
    await wrapper.find('[data-test=group-by]').setValue('tag')
    expect(wrapper.findAll('[data-test=group-header] .group-title').map((g) => g.text())).toEqual([
      'Needs attention',
      'web',
    ]) // the failing and warning monitors lead, whatever their tags
  })

  it('"N up" is a filter button like its neighbours: it shows the monitors that are up', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    const up = wrapper.find('[data-test=count-up]')
    expect(up.element.tagName).toBe('BUTTON')
    expect(up.text()).toContain('1 up')
    expect(up.attributes('aria-pressed')).toBe('false')
    await up.trigger('click')
    expect(rowLabels(wrapper)).toEqual(['shop.example.com'])
    expect(up.attributes('aria-pressed')).toBe('true')
    expect(wrapper.find('[data-test=count-all]').attributes('aria-pressed')).toBe('false')
    expect((wrapper.find('[data-test=filter-result]').element as HTMLSelectElement).value).toBe(
      'up',
    )
    await wrapper.find('[data-test=count-all]').trigger('click')
    expect(rowLabels(wrapper)).toHaveLength(3)
    expect(up.attributes('aria-pressed')).toBe('false')
  })

  it('moves focus through rows with the keyboard and "/" jumps to search', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    const list = wrapper.find('[data-test=monitor-list]')
    const active = () => document.activeElement?.getAttribute('data-monitor-id')
    expect(
      wrapper.findAll('[data-test=monitor-row]').filter((r) => r.attributes('tabindex') === '0'),
    ).toHaveLength(1)
    await list.trigger('keydown', { key: 'ArrowDown' })
    await flushPromises()
    expect(active()).toBe('3')
    await list.trigger('keydown', { key: 'End' })
    await flushPromises()
    expect(active()).toBe('1')
    await list.trigger('keydown', { key: 'Home' })
    await flushPromises()
    expect(active()).toBe('2')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }))
    expect(document.activeElement?.getAttribute('data-test')).toBe('search')
  })

  it('renders only a window of rows for 10,000 monitors', async () => {
    freshFake({ snapshot: snapshot(bigAccount(10_000)) })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('[data-test=count-all]').text()).toContain('10,000') // written for the locale
    const rendered = wrapper.findAll('[data-test=monitor-row]').length
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(60)
  })

  it('shows a skeleton until the first snapshot, and the offline banner over cached data', async () => {
    const fake = freshFake({
      snapshot: account(),
      sync: syncStatus({ state: 'offline', offlineSince: '2026-03-17T14:02:00Z' }),
    })
    let release!: () => void
    fake.answer(
      'snapshotFull',
      () => new Promise((r) => (release = () => r({ epoch: 'e', version: 1, full: account() }))),
    )
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('[data-test=skeleton]').exists()).toBe(true)
    release()
    await flushPromises()
    expect(wrapper.find('[data-test=skeleton]').exists()).toBe(false)
    expect(wrapper.find('[data-test=sync-line]').classes()).toContain('banner')
    expect(wrapper.find('[data-test=sync-text]').text()).toMatch(
      /^Offline since .*\d{1,2}:\d\d( [AP]M)? - showing cached data$/,
    )
    expect(rowLabels(wrapper)).toHaveLength(3)
  })

  it('offers sign-in again when the token is rejected', async () => {
    const fake = freshFake({ snapshot: account(), sync: syncStatus({ state: 'auth-needed' }) })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('[data-test=sync-text]').text()).toBe('Token rejected - sign in again')
    await wrapper.find('[data-test=sync-line] button').trigger('click')
    await flushPromises()
    expect(fake.callsTo('signOut')).toHaveLength(1)
    expect(wrapper.find('h1').text()).toBe('Welcome to Uptray')
  })
})

describe('overview focus across sweeps', () => {
  it('keeps the active monitor when a new snapshot arrives', async () => {
    fakeLayout()
    const fake = freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    const list = wrapper.find('[data-test=monitor-list]')
    await list.trigger('keydown', { key: 'End' })
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-monitor-id')).toBe('1')
    fake.pushSnapshot({ ...account(), fetchedAt: '2026-03-17T14:00:30Z' })
    await flushPromises()
    const active = wrapper
      .findAll('[data-test=monitor-row]')
      .filter((r) => r.attributes('tabindex') === '0')
    expect(active.map((r) => r.attributes('data-monitor-id'))).toEqual(['1'])
  })
})
