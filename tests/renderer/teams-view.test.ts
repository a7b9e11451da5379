// The Teams page on the app's bridge (the desktop path; serve mode is in tests/e2e/teams.spec.ts):
// a login link goes to the shell's guarded opener and is shown and kept nowhere; the service's
// refusals show under their field; health is rolled up from the snapshot; a customer's account
// that is no reseller reads one sentence.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '@src/App.vue'
import type { ManagedTeamsView } from '@app/shared/managed-teams'
import { useTeamsStore } from '@src/stores/teams'
import { check, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const LINK = 'https://ohdear.app/login/7?team=2&expires=1790000000&signature=abc123secret'

const RESELLER: ManagedTeamsView = {
  state: 'reseller',
  reseller: { id: 1, name: 'Ops' },
  teams: [
    {
      id: 2,
      name: 'Clients',
      timezone: 'Europe/Brussels',
      createdAt: '2025-11-01T10:00:00+00:00',
      monitorsCount: 3,
    },
  ],
  users: { 2: [{ id: 7, name: 'Ada On-Call', email: 'ada@example.com', role: null, you: true }] },
  page: 1,
  lastPage: 1,
  total: 1,
  unreadable: 0,
}

function fakeWithTeams() {
  return freshFake({
    snapshot: snapshot([
      monitor({ id: 1, teamId: 2 }),
      monitor({
        id: 2,
        teamId: 2,
        result: 'failed',
        checks: [check({ id: 21, result: 'failed' })],
      }),
      monitor({ id: 3, teamId: 2 }),
      monitor({ id: 4, teamId: 1 }),
    ]),
  })
}

describe('teams view', () => {
  it('opens a login link through the shell, keeping it nowhere', async () => {
    const fake = fakeWithTeams()
    fake.answer('managedTeams', () => RESELLER)
    fake.answer('managedTeamLoginLink', () => ({
      ok: true,
      message: 'Made a login link to Clients as Ada On-Call, valid 5 minutes.',
      url: LINK,
      validUntil: '2026-01-01 10:05:00',
    }))
    const opened = vi.spyOn(window, 'open')
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    const row = wrapper.find('[data-test=team-row]')
    expect(row.find('[data-test=team-health]').text()).toMatch(/1 failing.*2 up/)
    await row.find('[data-test=team-login]').trigger('click')
    await wrapper.find('[data-test=login-as-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('managedTeamLoginLink')).toEqual([[2, 7]])
    expect(fake.callsTo('openExternal')).toEqual([[LINK]])
    expect(opened).not.toHaveBeenCalled()
    expect(wrapper.find('[data-test=teams-result]').text()).toBe(
      'Made a login link to Clients as Ada On-Call, valid 5 minutes. It opened in your browser.',
    )
    expect(document.body.innerHTML).not.toContain('abc123secret')
    expect(JSON.stringify(useTeamsStore().$state)).not.toContain('abc123secret')
  })

  it('says when the shell could not open the link, without the link', async () => {
    const fake = fakeWithTeams()
    fake.answer('managedTeams', () => RESELLER)
    fake.answer('managedTeamLoginLink', () => ({
      ok: true,
      message: 'Made a login link.',
      url: LINK,
      validUntil: null,
    }))
    fake.answer('openExternal', () => ({ ok: false, message: 'No browser.' }))
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    await wrapper.find('[data-test=team-login]').trigger('click')
    await wrapper.find('[data-test=login-as-form]').trigger('submit')
    await flushPromises()
    const error = wrapper.find('[data-test=login-as-error]')
    expect(error.text()).toBe('The login link could not be opened: No browser.')
    expect(document.body.innerHTML).not.toContain('abc123secret')
  })

  it('shows the service refusal under its field', async () => {
    const fake = fakeWithTeams()
    fake.answer('managedTeams', () => RESELLER)
    fake.answer('createManagedTeam', () => ({
      ok: false,
      kind: 'refused',
      message:
        'The service refused the request: The name has already been taken. Nothing was changed.',
      fields: { name: 'The name has already been taken.' },
    }))
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    await wrapper.find('[data-test=team-new]').trigger('click')
    await wrapper.find('[data-test=team-form-name]').setValue('Clients')
    await wrapper.find('[data-test=team-form]').trigger('submit')
    await flushPromises()
    const name = wrapper.find('[data-test=team-form-name]')
    expect(name.attributes('aria-invalid')).toBe('true')
    const describedBy = name.attributes('aria-describedby')!
    expect(wrapper.find(`#${describedBy}`).text()).toBe('The name has already been taken.')
    expect(fake.callsTo('createManagedTeam')).toEqual([[{ name: 'Clients' }]])
  })

  it('gives an account that is no reseller one sentence and no form', async () => {
    const fake = fakeWithTeams()
    fake.answer('managedTeams', () => ({
      state: 'not-reseller',
      message: 'This account manages no client teams.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    expect(wrapper.find('[data-test=teams-not-reseller]').text()).toBe(
      'This account manages no client teams.',
    )
    expect(wrapper.find('[data-test=team-new]').exists()).toBe(false)
    expect(wrapper.find('[data-test=teams-error]').exists()).toBe(false)
  })
})
