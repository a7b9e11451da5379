// Choosing another account lets go of the filters that account has nothing for (happy-dom, the
// fake bridge): a team, tag or check type none of its monitors has, in the overview, and a tag in
// the timeline, so the list is never empty under a choice the selects no longer offer. A filter
// the account does have is kept.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountView, SessionView } from '@app/shared/app-service-api'
import App from '@src/App.vue'
import { SIGNED_IN, check, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const OWN = 2 ** 40

// Written so it reads the same with or without a slot in AccountView.
const account = (id: string, name: string, slot: number) =>
  ({ id, name, baseUrl: 'https://ohdear.app', slot, signedIn: true, account: null }) as AccountView

const TWO: SessionView = {
  ...SIGNED_IN,
  account: {
    ...SIGNED_IN.account!,
    teams: [
      { id: 1, name: 'Acme: Ops' },
      { id: OWN + 1, name: 'Own sites: Ops' },
    ],
  },
  accounts: [account('acme', 'Acme', 0), account('own', 'Own sites', 1)],
}

const picture = () =>
  snapshot([
    monitor({
      id: 1,
      teamId: 1,
      label: 'acme-shop.example',
      account: 'acme',
      tags: ['web', 'critical'],
    }),
    monitor({ id: 2, teamId: 1, label: 'acme-blog.example', account: 'acme', tags: ['web'] }),
    monitor({
      id: OWN + 1,
      teamId: OWN + 1,
      label: 'own-site.example',
      account: 'own',
      tags: ['web', 'eu'],
      checks: [check({ id: (OWN + 1) * 10 + 1, type: 'dns', label: 'DNS' })],
    }),
    monitor({ id: OWN + 2, teamId: OWN + 1, label: 'own-blog.example', account: 'own', tags: [] }),
  ])

const ids = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-test=monitor-row]').map((r) => r.attributes('data-monitor-id'))
const value = (wrapper: VueWrapper, test: string) =>
  (wrapper.find(`[data-test=${test}]`).element as HTMLSelectElement).value
/** Chooses the option whose text (isolation marks aside) is `text`. */
async function choose(wrapper: VueWrapper, test: string, text: string) {
  const select = wrapper.find(`[data-test=${test}]`)
  const options = select.findAll('option').map((o) => o.text().replace(/[\u2066-\u2069]/g, ''))
  const index = options.indexOf(text)
  expect(index, `${text} in ${options.join(', ')}`).toBeGreaterThanOrEqual(0)
  ;(select.element as HTMLSelectElement).selectedIndex = index
  await select.trigger('change')
  await flushPromises()
}

describe('another account chosen', () => {
  it('lets go of a tag, team or check type the account has none of, in the overview', async () => {
    fakeLayout()
    freshFake({ session: TWO, snapshot: picture() })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()

    await choose(wrapper, 'filter-tag', 'critical')
    expect(ids(wrapper)).toEqual(['1'])
    await wrapper.find('[data-test=account-select]').setValue('own')
    await flushPromises()
    expect(value(wrapper, 'filter-tag')).toBe('Any tag')
    expect(ids(wrapper).sort()).toEqual([String(OWN + 2), String(OWN + 1)].sort())

    await choose(wrapper, 'filter-account', 'All accounts')
    await choose(wrapper, 'filter-team', 'Own sites: Ops')
    expect(ids(wrapper)).toHaveLength(2)
    await wrapper.find('[data-test=account-select]').setValue('acme')
    await flushPromises()
    // Acme has one team: no team filter to offer, and the other account's team is let go.
    expect(wrapper.find('[data-test=filter-team]').exists()).toBe(false)
    expect(ids(wrapper).sort()).toEqual(['1', '2'])

    await choose(wrapper, 'filter-account', 'Own sites')
    await choose(wrapper, 'filter-check', 'DNS')
    expect(ids(wrapper)).toEqual([String(OWN + 1)])
    await wrapper.find('[data-test=account-select]').setValue('acme')
    await flushPromises()
    expect(value(wrapper, 'filter-check')).toBe('Any check')
    expect(ids(wrapper)).toHaveLength(2)
  })

  it("offers only the chosen account's teams in the team filter", async () => {
    fakeLayout()
    const session: SessionView = {
      ...TWO,
      account: {
        ...TWO.account!,
        teams: [...TWO.account!.teams, { id: OWN + 2, name: 'Own sites: Clients' }],
      },
    }
    freshFake({ session, snapshot: picture() })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    const teamOptions = () =>
      wrapper
        .find('[data-test=filter-team]')
        .findAll('option')
        .map((o) => o.text().replace(/[\u2066-\u2069]/g, ''))
    expect(teamOptions()).toEqual([
      'All teams',
      'Acme: Ops',
      'Own sites: Ops',
      'Own sites: Clients',
    ])
    await wrapper.find('[data-test=account-select]').setValue('own')
    await flushPromises()
    expect(teamOptions()).toEqual(['All teams', 'Own sites: Ops', 'Own sites: Clients'])
  })

  it('keeps a filter the account has too', async () => {
    fakeLayout()
    freshFake({ session: TWO, snapshot: picture() })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    await choose(wrapper, 'filter-tag', 'web')
    expect(ids(wrapper)).toHaveLength(3)
    await wrapper.find('[data-test=account-select]').setValue('own')
    await flushPromises()
    expect(value(wrapper, 'filter-tag')).toBe('web')
    expect(ids(wrapper)).toEqual([String(OWN + 1)])
  })

  it('lets go of a tag the account has none of, in the timeline', async () => {
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('timeline', () => ({ events: [], total: 0, unreadable: 0 }))
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    await choose(wrapper, 'filter-tag', 'eu')
    expect(fake.callsTo('timeline').at(-1)![0]).toMatchObject({ tag: 'eu' })
    await wrapper.find('[data-test=account-select]').setValue('acme')
    await flushPromises()
    expect(value(wrapper, 'filter-tag')).toBe('All tags')
    expect(fake.callsTo('timeline').at(-1)![0]).toMatchObject({ account: 'acme', tag: null })
  })
})
