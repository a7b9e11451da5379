// The Teams and Tags pages with several accounts (happy-dom, the fake bridge): each account's
// teams are asked on its own, every account's tags at once (the answer names an account whose
// tags failed, said in the page's language); each is named; one that is no reseller or fails
// says so beside the other; a new team, tag or tag group asks which account; the header's
// switcher narrows both pages; a team's monitors open that account's team; the bulk bar's Tag
// sends one request per account, each with its own monitors, and says each account's outcome.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountView, SessionView } from '@app/shared/app-service-api'
import type { ManagedTeamQuery, ManagedTeamsView } from '@app/shared/managed-teams'
import { de } from '@app/shared/i18n/messages/de'
import type { TagMonitorsInput, TagsFailure, TagsView } from '@app/shared/tag-input'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { useMonitorsStore } from '@src/stores/monitors'
import { SIGNED_IN, monitor, settings, snapshot } from './fixtures'
import { chooseOption, fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
  applyLanguage('en')
})

const OWN = 2 ** 40

const account = (id: string, name: string, slot: number, teams: { id: number; name: string }[]) =>
  ({
    id,
    name,
    slot,
    baseUrl: 'https://ohdear.app',
    signedIn: true,
    account: { userName: 'Ada', email: 'ada@example.com', baseUrl: 'https://ohdear.app', teams },
  }) as AccountView

const TWO: SessionView = {
  ...SIGNED_IN,
  accounts: [
    account('acme', 'Acme', 0, [
      { id: 1, name: 'Acme Ops' },
      { id: 2, name: 'Bakery' },
    ]),
    account('own', 'Own sites', 1, [
      { id: OWN + 1, name: 'Own Ops' },
      { id: OWN + 2, name: 'Bakery' },
    ]),
  ],
}

// Both accounts have a team 2 named Bakery: the picture's ids tell them apart.
const picture = () =>
  snapshot([
    monitor({ id: 1, teamId: 2, label: 'acme-bakery.example', account: 'acme' }),
    monitor({ id: 2, teamId: 1, label: 'acme-ops.example', account: 'acme' }),
    monitor({ id: OWN + 1, teamId: OWN + 2, label: 'own-bakery.example', account: 'own' }),
    monitor({ id: OWN + 2, teamId: OWN + 2, label: 'own-bakery2.example', account: 'own' }),
  ])

function teamsOf(slot: number, resellerName: string): ManagedTeamsView {
  const id = (n: number) => slot * OWN + n
  return {
    state: 'reseller',
    reseller: { id: id(1), name: resellerName },
    teams: [
      {
        id: id(2),
        name: 'Bakery',
        timezone: 'Europe/Brussels',
        createdAt: null,
        monitorsCount: slot === 0 ? 1 : 2,
      },
    ],
    users: {
      [id(2)]: [{ id: id(7), name: 'Ada', email: 'ada@example.com', role: null, you: true }],
    },
    page: 1,
    lastPage: 1,
    total: 1,
    unreadable: 0,
  }
}

const sections = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-test=teams-account]').map((s) => ({
    account: s.attributes('data-account'),
    name: s.find('[data-test=teams-account-name]').text(),
    rows: s.findAll('[data-test=team-row]').map((r) => r.attributes('data-team-id')),
    labels: s.findAll('[data-test=team-account]').map((l) => l.text()),
    notReseller: s.find('[data-test=teams-not-reseller]').exists(),
    error: s.find('[data-test=teams-error]').exists()
      ? s.find('[data-test=teams-error]').text()
      : null,
  }))

describe('the Teams page with several accounts', () => {
  it('asks each account on its own and names each; one no reseller, one failing, one listed', async () => {
    fakeLayout()
    const fake = freshFake({
      session: {
        ...TWO,
        accounts: [
          ...TWO.accounts!,
          account('third', 'Third', 2, [{ id: 2 * OWN + 1, name: 'Solo' }]),
        ],
      },
      snapshot: picture(),
    })
    fake.answer('managedTeams', (query: ManagedTeamQuery) => {
      if (query.account === 'acme') return teamsOf(0, 'Acme Ops')
      if (query.account === 'own')
        return { state: 'not-reseller', message: 'This account manages no client teams.' }
      throw new Error('The service is down.')
    })
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    expect(fake.callsTo('managedTeams').map(([q]) => (q as ManagedTeamQuery).account)).toEqual([
      'acme',
      'own',
      'third',
    ])
    expect(sections(wrapper)).toEqual([
      {
        account: 'acme',
        name: 'Acme',
        rows: ['2'],
        labels: ['Acme'],
        notReseller: false,
        error: null,
      },
      {
        account: 'own',
        name: 'Own sites',
        rows: [],
        labels: [],
        notReseller: true,
        error: null,
      },
      {
        account: 'third',
        name: 'Third',
        rows: [],
        labels: [],
        notReseller: false,
        error: expect.stringContaining('The service is down.'),
      },
    ])
    // A new team goes to the only reseller without asking.
    await wrapper.find('[data-test=team-new]').trigger('click')
    expect(wrapper.find('[data-test=team-form-account]').exists()).toBe(false)
    await wrapper.find('[data-test=team-form-name]').setValue('New client')
    await wrapper.find('[data-test=team-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createManagedTeam')).toEqual([[{ name: 'New client' }, 'acme']])
  })

  it('a new team asks which account; each write reaches its team’s account and reads it again', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('managedTeams', (query: ManagedTeamQuery) =>
      query.account === 'own' ? teamsOf(1, 'Own Ops') : teamsOf(0, 'Acme Ops'),
    )
    fake.answer('createManagedTeam', () => ({ ok: true, message: 'Created.' }))
    fake.answer('deleteManagedTeam', () => ({ ok: true, message: 'Deleted.' }))
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    // Health is each account's own team's: Own sites' Bakery has two monitors, Acme's one.
    const health = (id: number) =>
      wrapper.find(`[data-team-id="${id}"] [data-test=team-health]`).text()
    expect(health(2)).toMatch(/(^|\D)1 up/)
    expect(health(OWN + 2)).toMatch(/(^|\D)2 up/)

    await wrapper.find('[data-test=team-new]').trigger('click')
    const select = wrapper.find('[data-test=team-form-account]')
    const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '').trim()
    expect(select.findAll('option').map((o) => plain(o.text()))).toEqual(['Acme', 'Own sites'])
    await select.setValue('own')
    await wrapper.find('[data-test=team-form-name]').setValue('New client')
    await wrapper.find('[data-test=team-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createManagedTeam')).toEqual([[{ name: 'New client' }, 'own']])

    const before = fake.callsTo('managedTeams').length
    const ownRow = wrapper.find(`[data-team-id="${OWN + 2}"]`)
    await ownRow.find('[data-test=team-delete]').trigger('click')
    await wrapper.find('[data-test=team-confirm-yes]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteManagedTeam')).toEqual([[OWN + 2]])
    // Only that account's list is read again.
    expect(
      fake
        .callsTo('managedTeams')
        .slice(before)
        .map(([q]) => (q as ManagedTeamQuery).account),
    ).toEqual(['own'])
  })

  it('the switcher narrows the page to one account, unnamed; a team’s monitors are that account’s', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('managedTeams', (query: ManagedTeamQuery) =>
      query.account === 'own' ? teamsOf(1, 'Own Ops') : teamsOf(0, 'Acme Ops'),
    )
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    await wrapper.find('[data-test=account-select]').setValue('own')
    await flushPromises()
    const parts = wrapper.findAll('[data-test=teams-account]')
    expect(parts.map((p) => p.attributes('data-account'))).toEqual(['own'])
    expect(wrapper.find('[data-test=teams-account-name]').exists()).toBe(false)
    expect(wrapper.find('[data-test=team-account]').exists()).toBe(false)

    await wrapper.find(`[data-team-id="${OWN + 2}"] [data-test=team-monitors]`).trigger('click')
    await flushPromises()
    const monitors = useMonitorsStore()
    expect(monitors.filters.teamId).toBe(OWN + 2)
    expect(monitors.account).toBe('own')
    const shown = wrapper
      .findAll('[data-test=monitor-row]')
      .map((r) => r.attributes('data-monitor-id'))
    expect(shown.sort()).toEqual([String(OWN + 1), String(OWN + 2)])
  })
})

function tagsOf(slot: number): TagsView {
  const id = (n: number) => slot * OWN + n
  return {
    tags: [{ id: id(5), teamId: id(1), name: 'shared', monitorIds: [id(1)] }],
    groups: [{ id: id(9), teamId: id(1), label: 'Clients', tags: ['client-*'] }],
    unreadable: 0,
  }
}

/** Every account's tags at once, as the app answers them (`failed` names those that failed). */
function everyTags(failed?: TagsFailure[]): TagsView {
  const [acme, own] = [tagsOf(0), tagsOf(1)]
  return {
    tags: failed ? acme.tags : [...acme.tags, ...own.tags],
    groups: failed ? acme.groups : [...acme.groups, ...own.groups],
    unreadable: 0,
    ...(failed ? { failed } : {}),
  }
}

/** Own sites' failure as the app words it (shared/error-table.ts failureMessage). */
const OWN_FORBIDDEN: TagsFailure = {
  account: 'own',
  name: 'Own sites',
  kind: 'forbidden',
  message:
    'The service accepted the API token, but it may not do this (403). Use a token with access to this team and its monitors.',
}

describe('the Tags page with several accounts', () => {
  it('names each tag’s and group’s account; the same name in two accounts is two tags', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('tags', (accountId?: string) =>
      accountId === undefined ? everyTags() : tagsOf(accountId === 'own' ? 1 : 0),
    )
    const { wrapper } = await mountWithApp(App, { path: '/tags' })
    await flushPromises()
    // One ask for every account; each tag's account is its id's slot.
    expect(fake.callsTo('tags')).toEqual([[]])
    const rows = wrapper.findAll('[data-test=tag-row]').map((r) => ({
      tag: r.find('th').text(),
      account: r.find('[data-test=tag-account]').text(),
    }))
    expect(rows).toEqual([
      { tag: 'shared', account: 'Acme' },
      { tag: 'shared', account: 'Own sites' },
    ])
    expect(wrapper.findAll('[data-test=group-account]').map((g) => g.text())).toEqual([
      'Acme',
      'Own sites',
    ])

    // A new tag asks the account, then that account's team.
    await wrapper.find('[data-test=tag-form-account]').setValue('own')
    await flushPromises()
    const teams = wrapper.find('[data-test=tag-form-team]')
    await chooseOption(wrapper, '[data-test=tag-form-team]', 1)
    expect(teams.findAll('option').map((o) => o.text().replace(/[\u2066-\u2069]/g, ''))).toEqual([
      'Own Ops',
      'Bakery',
    ])
    await wrapper.find('[data-test=tag-form-name]').setValue('canary')
    await wrapper.find('[data-test=tag-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createTag')).toEqual([[{ teamId: OWN + 2, name: 'canary' }]])

    // A new group too.
    await wrapper.find('[data-test=group-new]').trigger('click')
    await wrapper.find('[data-test=group-form-account]').setValue('own')
    await flushPromises()
    await wrapper.find('[data-test=group-form-label]').setValue('Shops')
    await wrapper.find('[data-test=group-form-tags]').setValue('shop-*')
    await wrapper.find('[data-test=group-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createTagGroup')).toEqual([
      [{ teamId: OWN + 1, label: 'Shops', tags: ['shop-*'] }],
    ])
  })

  it('an account the answer names as failed says why beside the other’s tags; a retry asks it alone', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    let ownFails = true
    fake.answer('tags', (accountId?: string) => {
      if (accountId === undefined) return everyTags([OWN_FORBIDDEN])
      if (accountId === 'own' && ownFails) throw new Error('The service is down.')
      return tagsOf(accountId === 'own' ? 1 : 0)
    })
    const { wrapper } = await mountWithApp(App, { path: '/tags' })
    await flushPromises()
    const accountsOfRows = () =>
      wrapper.findAll('[data-test=tag-account]').map((account) => account.text())
    expect(accountsOfRows()).toEqual(['Acme'])
    const errors = wrapper.findAll('[data-test=tags-error]')
    expect(errors).toHaveLength(1)
    // The kind's sentence from the catalogue, without the app's advice.
    expect(errors[0]!.text()).toContain(
      'Could not load the tags of Own sites: The service accepted the API token, but it may not do this (403).',
    )
    expect(errors[0]!.text()).not.toContain('Use a token')

    // The retry asks that account alone: still failing, it says its own reason.
    await errors[0]!.find('button').trigger('click')
    await flushPromises()
    expect(fake.callsTo('tags')).toEqual([[], ['own']])
    expect(wrapper.find('[data-test=tags-error]').text()).toContain(
      'Could not load the tags of Own sites: The service is down.',
    )
    ownFails = false
    await wrapper.find('[data-test=tags-error] button').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=tags-error]').exists()).toBe(false)
    expect(accountsOfRows()).toEqual(['Acme', 'Own sites'])
  })

  it('says an account’s failure in the dashboard’s language', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('tags', () => everyTags([OWN_FORBIDDEN]))
    const { wrapper } = await mountWithApp(App, { path: '/tags' })
    applyLanguage('de')
    await flushPromises()
    const said = wrapper.find('[data-test=tags-error]').text()
    expect(said).toContain('Own sites')
    expect(said).toContain(de.errors.sentence.forbidden)
    expect(said).not.toContain(OWN_FORBIDDEN.message.slice(0, 30))
  })

  it('no account answering: each is asked alone and says its own; the switcher narrows to one', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('tags', (accountId?: string) => {
      if (accountId === undefined) throw new Error('The service is down.')
      if (accountId === 'own') throw new Error('Own sites is down.')
      return tagsOf(0)
    })
    const { wrapper } = await mountWithApp(App, { path: '/tags' })
    await flushPromises()
    expect(fake.callsTo('tags')).toEqual([[], ['acme'], ['own']])
    expect(wrapper.findAll('[data-test=tag-row]')).toHaveLength(1)
    expect(wrapper.findAll('[data-test=tags-error]').map((e) => e.text())).toEqual([
      expect.stringContaining('Could not load the tags of Own sites: Own sites is down.'),
    ])
    await wrapper.find('[data-test=account-select]').setValue('acme')
    await flushPromises()
    expect(wrapper.find('[data-test=tags-error]').exists()).toBe(false)
    expect(wrapper.find('[data-test=tag-account]').exists()).toBe(false)
    expect(wrapper.find('[data-test=tag-form-account]').exists()).toBe(false)
  })
})

describe('the bulk bar’s Tag with monitors of several accounts', () => {
  it('sends one request per account with its own monitors and says each account’s outcome', async () => {
    fakeLayout()
    const fake = freshFake({ session: TWO, snapshot: picture() })
    fake.answer('tagMonitors', (input: TagMonitorsInput) =>
      input.monitorIds.some((id) => id >= OWN)
        ? { ok: false, kind: 'refused', message: 'The service refused it.' }
        : { ok: true, message: 'Tagged.' },
    )
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    await wrapper.find('[data-test=select-shown]').trigger('click')
    await wrapper.find('[data-test=bulk-tag-name]').setValue('canary')
    await wrapper.find('[data-test=bulk-tag-add]').trigger('click')
    await flushPromises()
    const sent = fake.callsTo('tagMonitors').map(([input]) => input as TagMonitorsInput)
    expect(sent.map((input) => [...input.monitorIds].sort())).toEqual(
      expect.arrayContaining([
        [1, 2],
        [OWN + 1, OWN + 2],
      ]),
    )
    expect(sent).toHaveLength(2)
    const said = wrapper.find('[data-test=bulk-tag-result]').text()
    // In English the app's own sentence is said, each named by its account.
    expect(said).toContain('Acme: Tagged.')
    expect(said).toContain('Own sites: The service refused it.')
  })

  it('says each account’s outcome in the dashboard’s language', async () => {
    fakeLayout()
    applyLanguage('de')
    const fake = freshFake({
      session: TWO,
      snapshot: picture(),
      settings: settings({ language: 'de' }),
    })
    fake.answer('tagMonitors', () => ({ ok: true, message: 'Tagged.' }))
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    await wrapper.find('[data-test=select-shown]').trigger('click')
    await wrapper.find('[data-test=bulk-tag-name]').setValue('canary')
    await wrapper.find('[data-test=bulk-tag-add]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=bulk-tag-result]').text()).toBe(
      'Acme: 2 Monitore mit canary getaggt. Own sites: 2 Monitore mit canary getaggt.',
    )
  })
})
