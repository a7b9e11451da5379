// Several accounts in the dashboard (happy-dom, the fake bridge): the account switcher narrows
// the overview to one account or shows them all, and says which account is in trouble; the tray
// popover heads each account's problems with its name. With one account neither shows.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionView } from '@app/shared/app-service-api'
import App from '@src/App.vue'
import { SIGNED_IN, monitor, snapshot, syncStatus } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const TWO: SessionView = {
  ...SIGNED_IN,
  accounts: [
    {
      id: 'acme',
      name: 'Acme',
      baseUrl: 'https://ohdear.app',
      slot: 0,
      signedIn: true,
      account: null,
    },
    {
      id: 'own',
      name: 'Own sites',
      baseUrl: 'https://ohdear.app',
      slot: 1,
      signedIn: false,
      account: null,
    },
  ],
}

const picture = () =>
  snapshot([
    monitor({ id: 1, label: 'acme-shop.example', account: 'acme', result: 'failed' }),
    monitor({ id: 2, label: 'acme-blog.example', account: 'acme' }),
    monitor({ id: 2 ** 40 + 1, label: 'own-site.example', account: 'own', result: 'failed' }),
  ])

describe('the account switcher', () => {
  it('shows all accounts, or one; names an account in trouble', async () => {
    fakeLayout()
    freshFake({
      session: TWO,
      snapshot: picture(),
      sync: {
        ...syncStatus(),
        accounts: [
          {
            id: 'acme',
            name: 'Acme',
            state: 'ok',
            stale: false,
            lastSuccessAt: null,
            message: null,
            errorKind: null,
          },
          {
            id: 'own',
            name: 'Own sites',
            state: 'auth-needed',
            stale: false,
            lastSuccessAt: null,
            message: 'Sign in.',
            errorKind: 'signed-out',
          },
        ],
      },
    })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    const select = wrapper.find('[data-test=account-select]')
    expect(select.findAll('option').map((o) => o.text())).toEqual([
      'All accounts',
      'Acme',
      'Own sites (sign in needed)',
    ])
    const total = () => wrapper.find('[data-test=count-all] strong').text()
    expect(total()).toBe('3')
    await select.setValue('own')
    await flushPromises()
    expect(total()).toBe('1')
    await select.setValue('acme')
    await flushPromises()
    expect(total()).toBe('2')
    await select.setValue('')
    await flushPromises()
    expect(total()).toBe('3')
  })

  it('is not there with one account', async () => {
    fakeLayout()
    freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    expect(wrapper.find('[data-test=account-switcher]').exists()).toBe(false)
  })
})

describe('the popover with several accounts', () => {
  it("heads each account's problems with its name", async () => {
    freshFake({ session: TWO, snapshot: picture() })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await flushPromises()
    expect(wrapper.findAll('[data-test=popover-account]').map((h) => h.text())).toEqual([
      'Acme',
      'Own sites',
    ])
    const rows = wrapper.findAll('[data-test=popover-row]')
    expect(rows.map((r) => r.attributes('data-monitor-id'))).toEqual(['1', String(2 ** 40 + 1)])
  })
})
