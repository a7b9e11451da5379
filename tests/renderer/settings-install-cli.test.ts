// Preferences' 'Install command-line tool': asks the shell (app:install-cli) and shows where the
// command went.
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const settle = () => new Promise((r) => setTimeout(r, 50))

describe('settings: install command-line tool', () => {
  it('installs on click and shows where the command went', async () => {
    const fake = freshFake()
    fake.answer('installCli', async () => ({
      ok: true,
      message: 'Installed the uptray command as /home/a/.local/bin/uptray.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    await settle()
    const button = wrapper.find('[data-test=install-cli]')
    expect(button.text()).toBe('Install command-line tool')
    expect(wrapper.find('[data-test=cli-note]').exists()).toBe(false)
    await button.trigger('click')
    await settle()
    expect(fake.callsTo('installCli')).toEqual([[]])
    expect(wrapper.find('[data-test=cli-note]').text()).toBe(
      'Installed the uptray command as /home/a/.local/bin/uptray.',
    )
    wrapper.unmount()
  })
})
