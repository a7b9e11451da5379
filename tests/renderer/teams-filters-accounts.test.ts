// The Teams page's filters with several accounts (happy-dom, the fake bridge): each account shown
// has its own filters; a filter chosen for one account's teams asks that account again and no
// other, its pages keep it, and it stays with that account while the switcher shows another.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountView, SessionView } from '@app/shared/app-service-api'
import type { ManagedTeamQuery, ManagedTeamsView } from '@app/shared/managed-teams'
import App from '@src/App.vue'
import { SIGNED_IN, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
})

const OWN = 2 ** 40

const account = (id: string, name: string, slot: number) =>
  ({
    id,
    name,
    slot,
    baseUrl: 'https://ohdear.app',
    signedIn: true,
    account: {
      userName: 'Ada',
      email: 'ada@example.com',
      baseUrl: 'https://ohdear.app',
      teams: [{ id: slot * OWN + 1, name: 'Ops' }],
    },
  }) as AccountView

const TWO: SessionView = {
  ...SIGNED_IN,
  accounts: [account('acme', 'Acme', 0), account('own', 'Own sites', 1)],
}

/** Each account's teams, narrowed by the name asked (as the service does): two pages each. */
function answer(query: ManagedTeamQuery): ManagedTeamsView {
  const slot = query.account === 'own' ? 1 : 0
  const names = ['Bakery', 'Florist', 'Garage', 'Hotel'].filter((n) =>
    n.toLowerCase().includes((query.name ?? '').toLowerCase()),
  )
  const page = query.page ?? 1
  const shown = names.slice((page - 1) * 2, page * 2)
  return {
    state: 'reseller',
    reseller: { id: slot * OWN + 1, name: 'Ops' },
    teams: shown.map((name, n) => ({
      id: slot * OWN + 10 + (page - 1) * 2 + n,
      name,
      timezone: 'Europe/Brussels',
      createdAt: null,
      monitorsCount: 0,
    })),
    users: {},
    page,
    lastPage: Math.max(1, Math.ceil(names.length / 2)),
    total: names.length,
    unreadable: 0,
  }
}

const part = (wrapper: VueWrapper, id: string) => wrapper.find(`[data-account="${id}"]`)
/** The team names an account's part lists (without the account's pill beside each). */
const rows = (wrapper: VueWrapper, id: string) =>
  part(wrapper, id)
    .findAll('[data-test=team-row] th')
    .map((th) => th.text().replace(th.find('[data-test=team-account]').text(), ''))
    .map((text) => text.replace(/[\u2066-\u2069]/g, '').trim())

describe("the Teams page's filters with several accounts", () => {
  it('narrow the account they were chosen for only, and stay with it', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: snapshot([monitor({ id: 1 })]) })
    fake.answer('managedTeams', answer)
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    const asked = () => fake.callsTo('managedTeams').map(([q]) => q as ManagedTeamQuery)
    // One set of filters per account, each named for it.
    const forms = wrapper.findAll('[data-test=teams-filters]')
    expect(forms.map((f) => f.attributes('aria-label'))).toEqual([
      expect.stringContaining('Acme'),
      expect.stringContaining('Own sites'),
    ])

    // A name chosen for Acme's teams: only Acme is asked again, with it.
    let before = asked().length
    await part(wrapper, 'acme').find('[data-test=teams-filter-name]').setValue('e')
    await part(wrapper, 'acme').find('[data-test=teams-filters]').trigger('submit')
    await flushPromises()
    expect(asked().slice(before)).toEqual([{ account: 'acme', name: 'e', page: 1 }])
    expect(rows(wrapper, 'acme')).toEqual(['Bakery', 'Garage'])
    expect(rows(wrapper, 'own')).toEqual(['Bakery', 'Florist'])
    const ownName = part(wrapper, 'own').find<HTMLInputElement>('[data-test=teams-filter-name]')
    expect(ownName.element.value).toBe('')

    // Own sites' next page is read without Acme's filter.
    before = asked().length
    const next = part(wrapper, 'own')
      .findAll('nav button')
      .find((b) => b.text() === 'Next')!
    await next.trigger('click')
    await flushPromises()
    expect(asked().slice(before)).toEqual([{ account: 'own', page: 2 }])
    expect(rows(wrapper, 'own')).toEqual(['Garage', 'Hotel'])

    // A name typed for Own sites but not searched does not reach Acme's pages.
    await ownName.setValue('zzz')
    before = asked().length
    const acmeNext = part(wrapper, 'acme')
      .findAll('nav button')
      .find((b) => b.text() === 'Next')!
    await acmeNext.trigger('click')
    await flushPromises()
    expect(asked().slice(before)).toEqual([{ account: 'acme', name: 'e', page: 2 }])

    // The switcher shows Own sites alone: asked with its own (applied) filters, not Acme's.
    before = asked().length
    await wrapper.find('[data-test=account-select]').setValue('own')
    await flushPromises()
    expect(asked().slice(before)).toEqual([{ account: 'own', page: 2 }])
    expect(wrapper.findAll('[data-test=teams-filters]')).toHaveLength(1)
    // Back to every account: Acme's filter is still Acme's, on its form and its list.
    await wrapper.find('[data-test=account-select]').setValue('')
    await flushPromises()
    const acmeName = part(wrapper, 'acme').find<HTMLInputElement>('[data-test=teams-filter-name]')
    expect(acmeName.element.value).toBe('e')
    expect(asked().slice(-2)).toEqual([
      { account: 'acme', name: 'e', page: 2 },
      { account: 'own', page: 2 },
    ])
  })
})
