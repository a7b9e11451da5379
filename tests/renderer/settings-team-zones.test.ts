import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('settings: team time zones', () => {
  it('names where each zone comes from, saves a checked IANA zone per team and refuses others', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('teamZones', () => [
      { teamId: 1, teamName: 'Ops', zone: 'Europe/Brussels', source: 'status-page' },
      { teamId: 2, teamName: 'Clients', zone: '+05:30', source: 'learned' },
    ])
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    await flushPromises()
    const rows = wrapper.findAll('[data-test=team-zone]')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.text()).toContain("Using Europe/Brussels: from the team's status page.")
    expect(rows[1]!.text()).toMatch(/Using \+05:30: learned from the service's answer/)
    // The picker offers the runtime's zones.
    const options = wrapper.findAll('#zone-list option').map((o) => o.attributes('value'))
    expect(options[0]).toBe('UTC')
    expect(options).toContain('America/New_York')

    await rows[1]!.find('[data-test=team-zone-input]').setValue('Mars/Olympus')
    await rows[1]!.trigger('submit')
    await flushPromises()
    expect(rows[1]!.find('[role=alert]').text()).toContain('Pick a zone from the list')
    expect(fake.callsTo('updateSettings')).toEqual([])

    await rows[1]!.find('[data-test=team-zone-input]').setValue('Asia/Kolkata')
    await rows[1]!.trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateSettings')).toEqual([[{ teamTimezones: { '2': 'Asia/Kolkata' } }]])
  })

  it("with several accounts, a team's zone is saved under its picture team id (its account's slot above the service's id)", async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    const ownTeam = 2 ** 40 + 1
    fake.answer('teamZones', () => [
      { teamId: 1, teamName: 'Acme: Ops', zone: 'UTC', source: 'system' },
      { teamId: ownTeam, teamName: 'Own sites: Ops', zone: 'UTC', source: 'system' },
    ])
    const { wrapper } = await mountWithApp(App, { path: '/settings' })
    await flushPromises()
    const rows = wrapper.findAll('[data-test=team-zone]')
    await rows[1]!.find('[data-test=team-zone-input]').setValue('America/New_York')
    await rows[1]!.trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateSettings')).toEqual([
      [{ teamTimezones: { [String(ownTeam)]: 'America/New_York' } }],
    ])
  })
})
