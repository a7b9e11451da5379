// The app's answer to "Try the demo" already names what failed: the view shows it as it is.
import { flushPromises } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { SIGNED_OUT } from './fixtures'
import { freshFake, mountWithApp } from './setup'

describe('first run, demo failure', () => {
  it('says "The demo could not start" once', async () => {
    const fake = freshFake({ session: SIGNED_OUT })
    fake.answer('startDemo', () => ({
      ok: false,
      message: 'The demo could not start: listen EADDRINUSE: address already in use',
    }))
    const { wrapper } = await mountWithApp(App)
    await wrapper.find('[data-test=demo]').trigger('click')
    await flushPromises()
    const shown = wrapper.find('[data-test=sign-in-error]').text()
    expect(shown).toContain('The demo could not start: listen EADDRINUSE')
    expect(shown.split('could not start').length - 1).toBe(1)
    wrapper.unmount()
  })
})
