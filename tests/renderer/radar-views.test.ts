// The expiry radar's "Coming up", the Notifications view and the destination warnings on the
// sync line, against the fake bridge.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import ComingUpList from '@src/components/ComingUpList.vue'
import { syncText } from '@src/lib/sync-text'
import type { ComingUpItem, DestinationView } from '@app/shared/coming-up'
import { monitor, snapshot, syncStatus } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const items: ComingUpItem[] = [
  {
    kind: 'certificate',
    monitorId: 1,
    monitorLabel: 'shop',
    checkType: 'certificate_health',
    text: 'Certificate of shop expires in 3 days',
    at: '2026-03-20T14:00:00.000Z',
  },
  {
    kind: 'maintenance',
    monitorId: 2,
    monitorLabel: 'api',
    checkType: null,
    text: 'Maintenance of api ends in 20 minutes',
    at: '2026-03-20T15:00:00.000Z',
  },
]

const pager: DestinationView = {
  id: 7,
  level: 'team',
  owner: 'Team',
  channel: 'Slack',
  name: 'Slack #ops',
  enabled: false,
  disabledReason: 'channel_not_found',
  canEnable: true,
}
const inbox: DestinationView = {
  ...pager,
  id: 8,
  level: 'tag',
  owner: 'Tag prod',
  channel: 'Mail',
  name: 'On-call inbox',
  enabled: true,
  disabledReason: null,
  canEnable: false,
}

describe('coming up', () => {
  it('lists what will fail soon on the overview, each linking to its check page', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2 })]) })
    fake.answer('comingUp', () => ({ items, summary: '1 certificate expires within 14 days' }))
    const { wrapper } = await mountWithApp(App, { path: '/' })
    await flushPromises()
    const rows = wrapper.findAll('[data-test=coming-up-item]')
    expect(rows.map((r) => r.text())).toEqual([
      expect.stringContaining('Certificate of shop expires in 3 days'),
      expect.stringContaining('Maintenance of api ends in 20 minutes'),
    ])
    expect(rows[0]!.find('a').attributes('href')).toBe('/monitor/1/check/certificate_health')
    expect(rows[1]!.find('a').attributes('href')).toBe('/monitor/2')
  })

  it('in the popover, asks to open the check page (or the monitor page) of the item clicked', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2 })]) })
    fake.answer('comingUp', () => ({ items, summary: null }))
    const { wrapper } = await mountWithApp(ComingUpList, { props: { popover: true } })
    const buttons = wrapper.findAll('[data-test=coming-up-item] button')
    await buttons[0]!.trigger('click')
    await buttons[1]!.trigger('click')
    expect(wrapper.emitted('open')).toEqual([
      [1, 'certificate_health'],
      [2, undefined],
    ])
  })

  it('shows nothing when nothing is coming up', async () => {
    freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    const { wrapper } = await mountWithApp(App, { path: '/' })
    await flushPromises()
    expect(wrapper.find('[data-test=coming-up]').exists()).toBe(false)
  })
})

describe('notifications view', () => {
  it('lists each destination with its channel, level and state, and enables a disabled one', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    let list = [pager, inbox]
    fake.answer('destinations', () => ({ destinations: list, readAt: '2026-03-17T13:00:00Z' }))
    fake.answer('enableDestination', () => {
      list = [{ ...pager, enabled: true, disabledReason: null, canEnable: false }, inbox]
      return { ok: true, message: 'Slack #ops is enabled again.' }
    })
    const { wrapper } = await mountWithApp(App, { path: '/notifications' })
    await flushPromises()
    expect(wrapper.find('[data-test=nav-notifications]').exists()).toBe(true)
    const rows = wrapper.findAll('[data-test=destination-row]')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.text()).toContain('Slack #ops')
    expect(rows[0]!.text()).toContain('Team')
    expect(rows[0]!.text()).toContain('Disabled by Oh Dear: channel_not_found')
    expect(rows[1]!.text()).toContain('Enabled')
    expect(rows[1]!.find('[data-test=destination-enable]').exists()).toBe(false)
    expect(wrapper.find('[data-test=destinations-warning]').exists()).toBe(true)

    const enable = rows[0]!.find('[data-test=destination-enable]')
    expect(enable.attributes('aria-label')).toBe('Enable Slack #ops')
    await enable.trigger('click')
    await flushPromises()
    expect(fake.callsTo('enableDestination')).toEqual([[7]])
    expect(wrapper.find('[data-test=destinations-result]').text()).toBe(
      'Slack #ops is enabled again.',
    )
    expect(wrapper.find('[data-test=destinations-warning]').exists()).toBe(false)
  })
})

describe('sync line warnings', () => {
  it('carries a destination the service disabled and asks for attention', () => {
    const warning = 'Slack #ops was disabled by Oh Dear: channel_not_found'
    const now = Date.parse('2026-01-01T12:00:30Z')
    const line = syncText(
      syncStatus({ lastSuccessAt: '2026-01-01T12:00:00Z', warnings: [warning] }),
      now,
    )
    expect(line.text).toMatch(/^Synced .+\. Slack #ops was disabled by Oh Dear: channel_not_found$/)
    expect(line.tone).toBe('warn')
  })
})
