import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

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
