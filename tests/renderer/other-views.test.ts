import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '@src/App.vue'
import { check, cronState, monitor, snapshot } from './fixtures'
import { chooseOption, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('cron jobs view', () => {
  it('lists cron checks across monitors with a human schedule, last ping and result', async () => {
    const fake = freshFake({
      snapshot: snapshot(
        [
          monitor({ id: 1, label: 'backups', checks: [check({ id: 11, type: 'cron' })] }),
          monitor({ id: 2, label: 'billing', checks: [check({ id: 21, type: 'cron' })] }),
        ],
        { 1: [cronState({ id: 5, monitorId: 1 })] },
      ),
    })
    fake.answer('cronChecks', () => [
      cronState({
        id: 6,
        monitorId: 2,
        name: 'invoices',
        cronExpression: null,
        frequencyInMinutes: 15,
        result: 'failed',
        resultLabel: 'did not run',
        resultColor: 'red',
        lastPingAt: null,
      }),
    ])
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await flushPromises()
    const rows = wrapper.findAll('[data-test=cron-row]')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.text()).toContain('At 03:00')
    expect(rows[0]!.text()).toContain('Finished')
    expect(rows[1]!.text()).toContain('Every 15 minutes')
    expect(rows[1]!.text()).toContain('Did not run') // the service's "did not run", capitalised
    expect(rows[1]!.text()).toContain('never')
    expect(rows[1]!.find('.tone-bad').exists()).toBe(true)

    await rows[1]!.find('[data-test=snooze-240]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('snoozeCronCheck')).toEqual([[6, 240]])
    expect(
      wrapper.findAll('[data-test=cron-row]')[1]!.find('[data-test=cron-unsnooze]').exists(),
    ).toBe(true)
  })
})

describe('status pages view', () => {
  it('shows page status and updates, and posts an update from a template', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      {
        id: 3,
        title: 'Acme status',
        status: 'warning',
        fullUrl: 'https://status.acme.test',
        updates: [
          {
            id: 1,
            title: 'Slow API',
            text: 'We are looking into it',
            severity: 'warning',
            time: '2026-03-17T12:00:00Z',
            pinned: true,
          },
        ],
      },
    ])
    fake.answer('statusUpdateTemplates', () => [
      {
        id: 9,
        name: 'Resolved',
        title: 'All good again',
        text: 'The issue is resolved.',
        severity: 'resolved',
      },
    ])
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    const page = wrapper.find('[data-test=status-page]')
    expect(page.text()).toContain('Degraded')
    expect(page.text()).toContain('Slow API')
    expect(page.text()).toContain('pinned')

    await chooseOption(wrapper, '[data-test=template]', 1)
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe(
      'All good again',
    )
    await wrapper.find('[data-test=update-text]').setValue('Fixed by a rollback.')
    await wrapper.find('[data-test=post-update]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('postStatusUpdate')).toEqual([
      [
        {
          statusPageId: 3,
          title: 'All good again',
          text: 'Fixed by a rollback.',
          severity: 'resolved',
          pinned: false,
        },
      ],
    ])
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe('')
  })

  it('keeps the draft when posting fails', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      { id: 3, title: 'Acme', status: 'up', fullUrl: 'https://s.test', updates: [] },
    ])
    fake.answer('postStatusUpdate', () => ({ ok: false, message: 'forbidden' }))
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    await wrapper.find('[data-test=update-title]').setValue('Outage')
    await wrapper.find('[data-test=update-text]').setValue('Down')
    await wrapper.find('[data-test=post-update]').trigger('submit')
    await flushPromises()
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe(
      'Outage',
    )
    expect(wrapper.find('[data-test=toast]').text()).toContain(
      'Posting the update failed: forbidden',
    )
  })
})

describe('settings view', () => {
  it('shows the account and saves each change through the bridge', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    expect(wrapper.find('[data-test=account]').text()).toContain('Ada On-Call')
    expect(wrapper.find('[data-test=account]').text()).toContain('Ops, Clients')

    await wrapper.find('[data-test=sweep]').setValue('60')
    await wrapper.find('[data-test=budget]').setValue('50')
    await wrapper.find('[data-test=sound]').setValue(true)
    await wrapper.find('[data-test=quiet-enabled]').setValue(true)
    await wrapper.find('[data-test=theme]').setValue('dark')
    await wrapper.find('[data-test=pause]').trigger('click')
    await flushPromises()
    const patches = fake.callsTo('updateSettings').map((a) => a[0])
    expect(patches).toEqual([
      { sweepIntervalSeconds: 60 },
      { budgetShare: 0.5 },
      { notifications: { sound: true } },
      { notifications: { quietHours: { enabled: true, start: '22:00', end: '07:00' } } },
      { theme: 'dark' },
      { notifications: { pausedUntil: expect.any(String) } },
    ])
    expect(wrapper.find('[data-test=paused]').exists()).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('ignores a sweep interval below the minimum', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    await wrapper.find('[data-test=sweep]').setValue('2')
    expect(fake.callsTo('updateSettings')).toEqual([])
  })

  it('signs out', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    await wrapper.find('[data-test=sign-out]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('signOut')).toHaveLength(1)
    expect(wrapper.find('h1').text()).toBe('Welcome to Uptray')
  })
})

describe('external links', () => {
  it('go through the app shell, and a refusal says what to do', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      { id: 3, title: 'Acme', status: 'up', fullUrl: 'https://status.acme.test', updates: [] },
    ])
    fake.answer('openExternal', () => ({ ok: false, message: 'only https links open' }))
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    await wrapper.find('[data-test=status-page] a').trigger('click')
    await flushPromises()
    expect(fake.callsTo('openExternal')).toEqual([['https://status.acme.test']])
    expect(wrapper.find('[data-test=toast]').text()).toContain(
      'Copy the address into your browser.',
    )
  })
})

describe('window title', () => {
  it('names the current view', async () => {
    freshFake({ snapshot: snapshot([]) })
    const { router } = await mountWithApp(App, { path: '/settings' })
    expect(document.title).toBe('Settings · Uptray')
    await router.push('/cron')
    expect(document.title).toBe('Cron jobs · Uptray')
  })
})

describe('navigation pushed by the shell', () => {
  it('opens the view the tray asks for (Preferences -> settings) and a clicked monitor', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 7 })]) })
    const { router } = await mountWithApp(App, { path: '/' })
    fake.emit('navigate:view', '/settings')
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/settings')
    fake.emit('navigate:monitor', 7)
    // The detail view is loaded on first use, so the route settles after its import.
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/monitor/7'))
  })
})
