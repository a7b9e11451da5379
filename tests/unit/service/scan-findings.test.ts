// The DNS, domain, ports and blocklist findings read from the service's answers: the recorded
// DNS history item read in full, a bad record or blocklist set aside and counted (the rest
// kept), the registrar read from RDAP, unexpected ports marked, texts bounded.
import { describe, expect, it } from 'vitest'
import recordedDns from '../../fixtures/recorded-api/dns-history-item.json'
import { unreadableOf } from '@app/core/api/schemas/tolerant-list'
import {
  dnsBlocklistItemSchema,
  dnsHistoryItemSchema,
  domainInfoSchema,
  portsItemSchema,
} from '@app/core/api/schemas/scans'
import {
  newest,
  toDns,
  toDnsBlocklist,
  toDomain,
  toPorts,
} from '@app/core/app-service/scan-findings'
import { TEXT_LIMITS } from '@app/shared/clip'

describe('scan findings', () => {
  it('reads the recorded DNS history item: every record with its value, the nameservers', () => {
    const raw = JSON.parse(recordedDns.data) as { dns_records: unknown[] }
    const view = toDns(dnsHistoryItemSchema.parse(raw))
    if (view.kind !== 'dns') throw new Error(view.kind)
    expect(view.records).toHaveLength(raw.dns_records.length)
    expect(view.records.map((r) => `${r.type} ${r.value}`)).toEqual([
      'A 104.21.65.61',
      'A 172.67.158.199',
      'AAAA 2606:4700:3033::6815:413d',
      'AAAA 2606:4700:3034::ac43:9ec7',
      'NS becky.ns.cloudflare.com',
      'NS woz.ns.cloudflare.com',
      'TXT google-site-verification=_YQpkC9uVLYbGxkcuafLJ1JelsDQ_NExrM-vyu-RQgE',
    ])
    expect(view.nameservers).toEqual(['becky.ns.cloudflare.com', 'woz.ns.cloudflare.com'])
    expect(view.changes).toBe('No changes')
    expect(view.checkedAt).toBe('2025-08-10T09:29:59.000Z')
  })

  it('sets a bad DNS record aside, counts it and keeps the rest; bounds long texts', () => {
    const item = dnsHistoryItemSchema.parse({
      id: 1,
      dns_records: [
        { host: 'a.example', ttl: 60 },
        { type: 'TXT', txt: 'x'.repeat(5000) },
      ],
      diff_summary: 'y'.repeat(5000),
      issues: ['Record A changed', { message: 'NS changed' }, 42],
    })
    expect(unreadableOf(item.dns_records).count).toBe(1)
    const view = toDns(item)
    if (view.kind !== 'dns') throw new Error(view.kind)
    expect(view.records).toHaveLength(1)
    expect(view.records[0]!.value!.length).toBeLessThanOrEqual(1000)
    expect(view.changes!.length).toBeLessThanOrEqual(TEXT_LIMITS.text)
    expect(view.issues).toEqual(['Record A changed', 'NS changed'])
  })

  it('takes the newest history item whatever the order', () => {
    const items = [
      { id: 1, created_at: '2026-01-01 00:00:00' },
      { id: 3, created_at: '2026-01-03 00:00:00' },
      { id: 2, created_at: '2026-01-02 00:00:00' },
    ]
    expect(newest(items)?.id).toBe(3)
    expect(newest([])).toBeUndefined()
  })

  it('reads the domain record: days left, the registrar from RDAP, the statuses', () => {
    const info = domainInfoSchema.parse({
      expires_at: '2026-12-06 00:00:00',
      registered_at: '2019-01-01 10:00:00',
      domain_statuses: ['clientTransferProhibited', 7],
      rdap_domain_response: {
        entities: [
          { roles: ['registrant'], vcardArray: ['vcard', [['fn', {}, 'text', 'Someone']]] },
          {
            roles: ['registrar'],
            vcardArray: [
              'vcard',
              [
                ['version', {}, 'text', '4.0'],
                ['fn', {}, 'text', 'Gandi SAS'],
              ],
            ],
          },
        ],
      },
    })
    const view = toDomain(info, Date.parse('2026-11-26T00:00:00Z'))
    if (view.kind !== 'domain') throw new Error(view.kind)
    expect(view.daysLeft).toBe(10)
    expect(view.registrar).toBe('Gandi SAS')
    expect(view.statuses).toEqual(['clientTransferProhibited'])
    // An empty RDAP answer (PHP's []) names no registrar.
    const bare = toDomain(domainInfoSchema.parse({ rdap_domain_response: [] }), 0)
    if (bare.kind !== 'domain') throw new Error(bare.kind)
    expect(bare.registrar).toBeNull()
    expect(bare.expiresAt).toBeNull()
  })

  it('marks the open ports an issue names as not expected', () => {
    const view = toPorts(
      portsItemSchema.parse({
        id: 5,
        open_ports: [80, 443, 3306, 'x'],
        issues: ['Port 3306 is open but not expected'],
      }),
    )
    if (view.kind !== 'ports') throw new Error(view.kind)
    expect(view.open).toEqual([
      { port: 80, unexpected: false },
      { port: 443, unexpected: false },
      { port: 3306, unexpected: true },
    ])
  })

  it('lists the blocklists the host is on first, and sets a bad one aside', () => {
    const item = dnsBlocklistItemSchema.parse({
      id: 9,
      checked_domain: 'shop.example.com',
      resolved_ips: ['192.0.2.1'],
      blocklist_results: [
        { provider: 'bl.spamcop.net', listed: false },
        { listed: true },
        { provider: 'zen.spamhaus.org', listed: true, reason: 'SBL' },
      ],
      issues: null,
    })
    expect(unreadableOf(item.blocklist_results).count).toBe(1)
    const view = toDnsBlocklist(item)
    if (view.kind !== 'dns_blocklist') throw new Error(view.kind)
    expect(view.lists.map((l) => [l.provider, l.listed])).toEqual([
      ['zen.spamhaus.org', true],
      ['bl.spamcop.net', false],
    ])
    expect(view.issues).toEqual([])
  })
})
