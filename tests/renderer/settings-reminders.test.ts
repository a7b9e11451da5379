// Settings: 'Remind me until I react' (every 5, 10 or 15 minutes, at most N times) and the
// sound per severity, each saved through the bridge as one notifications patch.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('settings: reminders and sounds', () => {
  it('saves the reminder pace and cap, refusing a cap out of range', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    expect(wrapper.find('[data-test=remind-every]').element).toHaveProperty('value', '0')
    expect(wrapper.find('[data-test=remind-max]').attributes('disabled')).toBeDefined()

    await wrapper.find('[data-test=remind-every]').setValue('10')
    await wrapper.find('[data-test=remind-max]').setValue('0')
    await wrapper.find('[data-test=remind-max]').setValue('3')
    await flushPromises()
    expect(fake.callsTo('updateSettings').map((a) => a[0])).toEqual([
      { notifications: { remind: { everyMinutes: 10, maxTimes: 6 } } },
      { notifications: { remind: { everyMinutes: 10, maxTimes: 3 } } },
    ])
  })

  it('saves a macOS sound per severity; the choice waits while sound is off', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    const failure = wrapper.find('[data-test=sound-failure]')
    expect(failure.element.closest('fieldset')!.disabled).toBe(true)
    await failure.setValue('Hero')
    await flushPromises()
    expect(fake.callsTo('updateSettings').map((a) => a[0])).toEqual([
      { notifications: { sounds: { failure: 'Hero', warning: 'Purr', recovery: 'Glass' } } },
    ])
  })
})
