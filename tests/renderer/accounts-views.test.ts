// Several accounts in the overview and the timeline (happy-dom, the fake bridge): in "All
// accounts" each row names its account; the filter bar's account filter narrows the list with the
// other filters and is the account switcher's choice; the timeline asks the app for one account's
// events and names each row's account. With one account none of it shows.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionView } from '@app/shared/app-service-api'
import type { TimelineEvent, TimelineQuery } from '@app/shared/timeline'
import App from '@src/App.vue'
import { SIGNED_IN, monitor, settings, snapshot } from './fixtures'
import { chooseOption, fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const OWN = 2 ** 40

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
      signedIn: true,
      account: null,
    },
  ],
}

// Both accounts have a monitor 1: the picture's ids tell them apart.
const picture = () =>
  snapshot([
    monitor({ id: 1, label: 'acme-shop.example', account: 'acme', result: 'failed' }),
    monitor({ id: 2, label: 'acme-blog.example', account: 'acme' }),
    monitor({ id: OWN + 1, label: 'own-site.example', account: 'own', result: 'failed' }),
    monitor({ id: OWN + 2, label: 'own-blog.example', account: 'own' }),
  ])

const rows = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-test=monitor-row]').map((r) => ({
    id: r.attributes('data-monitor-id'),
    account: r.find('[data-test=monitor-account]').exists()
      ? r.find('[data-test=monitor-account]').text()
      : null,
  }))

describe('the overview with several accounts', () => {
  it('names each row’s account in "All accounts", and not once one account is chosen', async () => {
    fakeLayout()
    freshFake({ session: TWO, snapshot: picture() })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    expect(rows(wrapper)).toEqual(
      expect.arrayContaining([
        { id: '1', account: 'Acme' },
        { id: '2', account: 'Acme' },
        { id: String(OWN + 1), account: 'Own sites' },
        { id: String(OWN + 2), account: 'Own sites' },
      ]),
    )
    expect(rows(wrapper)).toHaveLength(4)

    await wrapper.find('[data-test=account-select]').setValue('own')
    await flushPromises()
    expect(rows(wrapper)).toEqual([
      { id: String(OWN + 1), account: null },
      { id: String(OWN + 2), account: null },
    ])
  })

  it('filters by account with the other filters; the switcher and the filter are one choice', async () => {
    fakeLayout()
    freshFake({ session: TWO, snapshot: picture() })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    const filter = () => wrapper.find('[data-test=filter-account]')
    // Names from outside are isolated in an option (lib/isolate.ts).
    const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '')
    expect(
      filter()
        .findAll('option')
        .map((o) => plain(o.text())),
    ).toEqual(['All accounts', 'Acme', 'Own sites'])
    // Options: all, Acme, Own sites.
    await chooseOption(wrapper, '[data-test=filter-account]', 2)
    await flushPromises()
    expect(rows(wrapper).map((r) => r.id)).toEqual([String(OWN + 1), String(OWN + 2)])
    expect((wrapper.find('[data-test=account-select]').element as HTMLSelectElement).value).toBe(
      'own',
    )
    expect(wrapper.find('[data-test=count-all] strong').text()).toBe('2')

    await wrapper.find('[data-test=count-failed]').trigger('click')
    await flushPromises()
    expect(rows(wrapper).map((r) => r.id)).toEqual([String(OWN + 1)])

    await wrapper.find('[data-test=account-select]').setValue('acme')
    await flushPromises()
    expect((filter().element as HTMLSelectElement).selectedIndex).toBe(1)
    expect(rows(wrapper).map((r) => r.id)).toEqual(['1'])

    await wrapper.find('[data-test=search]').setValue('blog')
    await wrapper.find('[data-test=count-all]').trigger('click')
    await flushPromises()
    expect(rows(wrapper).map((r) => r.id)).toEqual(['2'])
  })

  it('shows no account filter and no account pill with one account', async () => {
    fakeLayout()
    freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2, label: 'b' })]) })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    expect(wrapper.findAll('[data-test=monitor-row]')).toHaveLength(2)
    expect(wrapper.find('[data-test=monitor-account]').exists()).toBe(false)
    expect(wrapper.find('[data-test=filter-account]').exists()).toBe(false)
  })
})

function event(seq: number, monitorId: number, label: string): TimelineEvent {
  return {
    seq,
    at: new Date(Date.UTC(2026, 0, 1, 8, seq)).toISOString(),
    kind: 'change',
    type: 'check.changed',
    monitorId,
    monitorLabel: label,
    tags: [],
    checkId: monitorId * 10,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
    reason: null,
    text: `${label}: failed`,
  }
}

describe('the timeline with several accounts', () => {
  const EVENTS = [
    event(4, OWN + 9, 'own-gone.example'), // A monitor the snapshot no longer holds.
    event(3, OWN + 1, 'own-site.example'),
    event(2, 1, 'acme-shop.example'),
  ]
  const slotOf = (id: number | null) => (id !== null && id >= OWN ? 'own' : 'acme')

  it('asks for one account’s events and names each row’s account in "All accounts"', async () => {
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('timeline', (query: TimelineQuery) => {
      const events = EVENTS.filter((e) => !query.account || slotOf(e.monitorId) === query.account)
      return { events, total: events.length, unreadable: 0 }
    })
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    const shown = () =>
      wrapper.findAll('[data-test=timeline-event]').map((r) => {
        const pill = r.find('[data-test=timeline-account]')
        const link = r.find('[data-test=timeline-link]').text()
        return [link.match(/[a-z-]+\.example/)?.[0], pill.exists() ? pill.text() : null]
      })
    expect(shown()).toEqual([
      ['own-gone.example', 'Own sites'],
      ['own-site.example', 'Own sites'],
      ['acme-shop.example', 'Acme'],
    ])
    expect(fake.callsTo('timeline').at(-1)![0]).toMatchObject({ account: null })

    // Options: all, Acme, Own sites.
    await chooseOption(wrapper, '[data-test=filter-account]', 2)
    await flushPromises()
    expect(fake.callsTo('timeline').at(-1)![0]).toMatchObject({ account: 'own' })
    expect(shown()).toEqual([
      ['own-gone.example', null],
      ['own-site.example', null],
    ])
    // The monitor filter lists that account's monitors only; the switcher says the same account.
    const monitorOptions = wrapper.find('[data-test=filter-monitor]').findAll('option')
    expect(monitorOptions.map((o) => o.text().replace(/[\u2066-\u2069]/g, ''))).toEqual([
      'All monitors',
      'own-blog.example',
      'own-site.example',
    ])
    expect((wrapper.find('[data-test=account-select]').element as HTMLSelectElement).value).toBe(
      'own',
    )
    await chooseOption(wrapper, '[data-test=filter-kind]', 1)
    await flushPromises()
    expect(fake.callsTo('timeline').at(-1)![0]).toMatchObject({
      account: 'own',
      kinds: ['change'],
    })
  })

  it('has no account filter and names no account with one account', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, label: 'acme-shop.example' })]) })
    fake.answer('timeline', () => ({ events: [EVENTS[2]!], total: 1, unreadable: 0 }))
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    expect(wrapper.findAll('[data-test=timeline-event]')).toHaveLength(1)
    expect(wrapper.find('[data-test=timeline-account]').exists()).toBe(false)
    expect(wrapper.find('[data-test=filter-account]').exists()).toBe(false)
  })
})

describe('rules with several accounts', () => {
  it('names each monitor with its account and keeps the picture id of the one chosen', async () => {
    const fake = freshFake({
      session: TWO,
      snapshot: picture(),
      settings: settings({
        notifications: {
          ...settings().notifications,
          rules: [{ scope: 'monitor', value: String(OWN + 1), mode: 'never' }],
        },
      }),
    })
    const { wrapper } = await mountWithApp(App, { path: '/rules' })
    await flushPromises()
    expect(wrapper.findAll('[data-test=rule]').map((r) => r.find('span').text())).toEqual([
      'Monitor Own sites: own-site.example: never notify',
    ])
    await wrapper.find('[data-test=rule-scope]').setValue('monitor')
    const options = wrapper.find('[data-test=rule-value]').findAll('option')
    expect(options.map((o) => o.text())).toEqual(
      expect.arrayContaining(['Acme: acme-shop.example', 'Own sites: own-blog.example']),
    )
    await wrapper.find('[data-test=rule-value]').setValue(String(OWN + 2))
    await wrapper.find('form').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateSettings').at(-1)).toEqual([
      {
        notifications: {
          rules: [
            { scope: 'monitor', value: String(OWN + 1), mode: 'never' },
            { scope: 'monitor', value: String(OWN + 2), mode: 'never' },
          ],
        },
      },
    ])
  })
})
