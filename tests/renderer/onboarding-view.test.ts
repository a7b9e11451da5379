import { flushPromises } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { SIGNED_OUT, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

describe('first run', () => {
  it('tests a token and shows the account, or the reason it failed', async () => {
    const fake = freshFake({ session: SIGNED_OUT })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('h1').text()).toBe('Welcome to Uptray')
    expect(wrapper.find('[data-test=sync-line]').exists()).toBe(false)

    fake.answer('testCredentials', () => ({
      ok: false,
      message: 'The token was rejected: check it and paste it again',
    }))
    await wrapper.find('[data-test=token]').setValue('wrong')
    await wrapper.find('[data-test=test]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=test-result]').text()).toContain('The token was rejected')

    fake.answer('testCredentials', () => ({
      ok: true,
      account: {
        userName: 'Ada',
        email: 'a@x.io',
        teams: [{ id: 1, name: 'Ops' }],
        baseUrl: 'https://ohdear.app',
      },
    }))
    await wrapper.find('[data-test=test]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=test-result]').text()).toContain(
      'Token works: Ada (a@x.io), teams: Ops',
    )
    expect(fake.callsTo('testCredentials').at(-1)).toEqual([
      { token: 'wrong', baseUrl: 'https://ohdear.app' },
    ])
  })

  it('refuses an address that is not a URL before asking the app', async () => {
    const fake = freshFake({ session: SIGNED_OUT })
    const { wrapper } = await mountWithApp(App)
    await wrapper.find('[data-test=token]').setValue('t')
    await wrapper.find('[data-test=base-url]').setValue('ohdear dot app')
    await wrapper.find('[data-test=test]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=test-result]').text()).toContain('must start with https://')
    expect(fake.callsTo('testCredentials')).toEqual([])
  })

  it('signs in and then shows the overview with the monitors', async () => {
    const fake = freshFake({ session: SIGNED_OUT, snapshot: snapshot([monitor({ id: 1 })]) })
    const { wrapper } = await mountWithApp(App)
    fake.answer('signIn', () => ({ ok: false, message: 'Could not reach https://nope.invalid' }))
    await wrapper.find('[data-test=token]').setValue('good')
    await wrapper.find('[data-test=sign-in-form]').trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=sign-in-error]').text()).toContain('Could not reach')

    fake.answer('signIn', () => {
      fake.state.session = { signedIn: true, demo: false, account: null }
      return { ok: true, message: 'Signed in' }
    })
    await wrapper.find('[data-test=sign-in-form]').trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=sync-line]').exists()).toBe(true)
    expect(wrapper.find('[data-test=count-all]').text()).toContain('1')
    wrapper.unmount()
  })

  it('"Try the demo" starts the demo and signs in', async () => {
    const fake = freshFake({ session: SIGNED_OUT, snapshot: snapshot([]) })
    const { wrapper } = await mountWithApp(App)
    await wrapper.find('[data-test=demo]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('startDemo')).toHaveLength(1)
    expect(wrapper.text()).toContain('Demo account')
    wrapper.unmount()
  })
})
