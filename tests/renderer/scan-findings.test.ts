// The check page of the DNS, domain, ports and DNS blocklist checks: what the findings hold is
// what the page shows (records and what changed, expiry and registrar, open ports with the
// unexpected ones marked, the lists the host is on).
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { CheckDetailsView, CheckFindings } from '@app/shared/check-views'
import type { Unreadable } from '@app/shared/model'
import App from '@src/App.vue'
import { check, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const none: Unreadable = { count: 0, reasons: [] }
const account = () =>
  snapshot([
    monitor({
      id: 7,
      label: 'shop.example.com',
      checks: [
        check({ id: 71, label: 'DNS', type: 'dns' }),
        check({ id: 72, label: 'Domain', type: 'domain' }),
        check({ id: 73, label: 'Ports', type: 'ports' }),
        check({ id: 74, label: 'DNS blocklist', type: 'dns_blocklist' }),
      ],
    }),
  ])

async function open(type: string, findings: CheckFindings, unreadable = none) {
  const fake = freshFake({ snapshot: account() })
  const view: CheckDetailsView = {
    monitorId: 7,
    checkType: type,
    run: null,
    findings,
    unreadable,
    settings: [],
    fetchedAt: '2026-11-26T12:00:00Z',
  }
  fake.answer('checkDetails', () => view)
  fake.answer('runHistory', () => ({
    runs: [],
    unreadable: none,
    fetchedAt: view.fetchedAt,
    result: null,
    page: 1,
    lastPage: 1,
    total: 0,
  }))
  const { wrapper } = await mountWithApp(App, { path: `/monitor/7/check/${type}` })
  await flushPromises()
  return wrapper
}

describe('scan check pages', () => {
  it('shows every DNS record with its value, what changed and the issues', async () => {
    const wrapper = await open(
      'dns',
      {
        kind: 'dns',
        checkedAt: '2026-11-26T11:00:00Z',
        nameservers: ['ns1.example.net', 'ns2.example.net'],
        records: [
          { type: 'A', host: 'shop.example.com', value: '192.0.2.7', ttl: 300 },
          { type: 'TXT', host: 'shop.example.com', value: 'v=spf1 -all', ttl: 120 },
        ],
        changes: 'A record 192.0.2.6 replaced by 192.0.2.7',
        issues: ['The A record changed'],
      },
      { count: 1, reasons: ['DNS record 2: type is missing'] },
    )
    expect(wrapper.findAll('[data-test=dns-record-value]').map((v) => v.text())).toEqual([
      '192.0.2.7',
      'v=spf1 -all',
    ])
    expect(wrapper.find('[data-test=dns-changes]').text()).toBe(
      'A record 192.0.2.6 replaced by 192.0.2.7',
    )
    expect(wrapper.find('[data-test=dns-nameservers]').text()).toBe(
      'ns1.example.net, ns2.example.net',
    )
    expect(wrapper.find('[data-test=dns-issues]').text()).toContain('The A record changed')
    expect(wrapper.text()).toContain('1 entry could not be read')
  })

  it('says when there is no DNS lookup yet', async () => {
    const wrapper = await open('dns', {
      kind: 'dns',
      checkedAt: null,
      nameservers: [],
      records: [],
      changes: null,
      issues: [],
    })
    expect(wrapper.find('[data-test=dns-empty]').exists()).toBe(true)
  })

  it('shows the domain expiry, the registrar and the statuses', async () => {
    const wrapper = await open('domain', {
      kind: 'domain',
      expiresAt: '2026-12-06T00:00:00Z',
      daysLeft: 9,
      registeredAt: '2019-01-01T10:00:00Z',
      registrar: 'Gandi SAS',
      statuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
      checkedAt: '2026-11-26T00:00:00Z',
    })
    expect(wrapper.find('[data-test=domain-days-left]').text()).toBe('9')
    expect(wrapper.find('[data-test=domain-registrar]').text()).toBe('Gandi SAS')
    expect(wrapper.findAll('[data-test=domain-status]').map((s) => s.text())).toEqual([
      'clientTransferProhibited',
      'clientDeleteProhibited',
    ])
  })

  it('marks the open ports that were not expected', async () => {
    const wrapper = await open('ports', {
      kind: 'ports',
      host: 'shop.example.com',
      ip: '192.0.2.7',
      open: [
        { port: 443, unexpected: false },
        { port: 3306, unexpected: true },
      ],
      issues: ['Port 3306 is open but not expected'],
      checkedAt: '2026-11-26T11:00:00Z',
    })
    const ports = wrapper.findAll('[data-test=port]')
    expect(ports.map((p) => p.text())).toEqual(['443', '3306 (not expected)'])
    expect(ports.map((p) => p.attributes('data-unexpected'))).toEqual(['false', 'true'])
  })

  it('names the blocklists the host is on', async () => {
    const wrapper = await open('dns_blocklist', {
      kind: 'dns_blocklist',
      domain: 'shop.example.com',
      ips: ['192.0.2.7'],
      lists: [
        { provider: 'zen.spamhaus.org', listed: true, reason: 'SBL listing', timedOut: false },
        { provider: 'bl.spamcop.net', listed: false, reason: null, timedOut: true },
      ],
      issues: [],
      checkedAt: '2026-11-26T11:00:00Z',
    })
    expect(wrapper.find('[data-test=blocklist-count]').text()).toBe('Listed on 1 of 2 blocklists.')
    const rows = wrapper.findAll('[data-test=blocklist]')
    expect(rows.map((r) => r.attributes('data-listed'))).toEqual(['true', 'false'])
    expect(rows[0]!.text()).toContain('SBL listing')
    expect(rows[1]!.text()).toContain('Timed out')
  })
})
