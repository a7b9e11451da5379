// Preferences' 'Check for updates': asks the shell (app:check-updates) and shows what it said.
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const settle = () => new Promise((r) => setTimeout(r, 50))

describe('settings: updates', () => {
  it('checks for updates on click and shows the answer', async () => {
    const fake = freshFake()
    fake.answer('checkForUpdates', async () => ({
      ok: true,
      message: 'An update is ready: Restart to update in the tray menu.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    await settle()
    const button = wrapper.find('[data-test=check-updates]')
    expect(button.text()).toBe('Check for updates')
    await button.trigger('click')
    await settle()
    expect(fake.callsTo('checkForUpdates')).toEqual([[]])
    expect(wrapper.find('[data-test=update-note]').text()).toBe(
      'An update is ready: Restart to update in the tray menu.',
    )
    wrapper.unmount()
  })
})
