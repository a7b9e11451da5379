// The first-run window in German and Dutch: every word of Uptray's own from the catalogues.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { SIGNED_OUT, settings } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

describe('the first-run window in German and Dutch', () => {
  it('speaks German, the service account around it as sent', async () => {
    const fake = freshFake({ session: SIGNED_OUT, settings: settings({ language: 'de' }) })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('h1').text()).toBe('Willkommen bei Uptray')
    expect(wrapper.find('[data-test=sign-in]').text()).toBe('Anmelden')
    expect(wrapper.find('[data-test=demo]').text()).toBe('Demo ausprobieren')
    expect(wrapper.find('[data-test=account-name]').attributes('placeholder')).toBe(
      'Leer lassen, um die Adresse als Namen zu verwenden',
    )
    fake.answer('testCredentials', () => ({
      ok: true,
      account: { userName: 'Ada', email: 'a@x.io', teams: [], baseUrl: 'https://ohdear.app' },
    }))
    await wrapper.find('[data-test=token]').setValue('t')
    await wrapper.find('[data-test=test]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=test-result]').text()).toContain(
      'Token funktioniert: Ada (a@x.io), Teams: keine',
    )
    const text = wrapper.find('.onboarding').text()
    for (const english of ['Welcome', 'Sign in', 'Try the demo', 'Token works', 'none'])
      expect(text).not.toContain(english)
  })

  it('speaks Dutch', async () => {
    freshFake({ session: SIGNED_OUT, settings: settings({ language: 'nl' }) })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('h1').text()).toBe('Welkom bij Uptray')
    expect(wrapper.find('[data-test=test]').text()).toBe('Token testen')
    expect(wrapper.find('.onboarding').text()).not.toContain('Service address')
  })
})
