// The history items of the DNS, DNS blocklist and ports checks and the domain record. The spec
// shows none of them ("Dedicated endpoints ...: not shown"): the shapes follow the recorded
// answers (dns-history-item(s).json) and the official PHP SDK's DTOs (DnsHistoryItem,
// DnsBlocklistHistoryItem, PortsHistoryItem, DomainInfo), which default every field but `id`.
import * as z from 'zod'
import { id, numberList, orElse, orNull, textList, timestamp } from './common'
import { tolerantList } from './tolerant-list'

/** One DNS record; only `type` and `host` are needed, the value field depends on the type. */
export const dnsRecordSchema = z.looseObject({
  type: z.string(),
  host: orNull(z.string()),
  ttl: orNull(z.number()),
})

export const dnsHistoryItemSchema = z.looseObject({
  id,
  authoritative_nameservers: textList,
  // A bad record is set aside and counted (unreadableOf); anything but a list reads as none.
  dns_records: orElse(tolerantList(dnsRecordSchema, 'DNS record'), []),
  // Texts in the SDK's DTO; objects with a `message` in some answers (read by the mapper).
  issues: orElse(z.array(z.unknown()), []),
  diff_summary: orNull(z.string()),
  created_at: orNull(timestamp),
})

export const blocklistResultSchema = z.looseObject({
  provider: z.string(),
  listed: orElse(z.boolean(), false),
  reason: orNull(z.string()),
  return_code: orNull(z.string()),
  timed_out: orElse(z.boolean(), false),
})

export const dnsBlocklistItemSchema = z.looseObject({
  id,
  checked_domain: orNull(z.string()),
  resolved_ips: textList,
  blocklist_results: orElse(tolerantList(blocklistResultSchema, 'blocklist'), []),
  issues: textList,
  created_at: orNull(timestamp),
})

export const portsItemSchema = z.looseObject({
  id,
  scanned_host: orNull(z.string()),
  resolved_ip: orNull(z.string()),
  open_ports: numberList,
  issues: textList,
  scan_time_ms: orNull(z.number()),
  created_at: orNull(timestamp),
})

export const domainInfoSchema = z.looseObject({
  expires_at: orNull(timestamp),
  registered_at: orNull(timestamp),
  last_changed_at: orNull(timestamp),
  last_updated_in_rdap_db_at: orNull(timestamp),
  domain_statuses: textList,
  // The RDAP answer is free-form; only the registrar's name is read from it.
  rdap_domain_response: orElse(z.unknown(), null),
  created_at: orNull(timestamp),
})

export type ApiDnsHistoryItem = z.output<typeof dnsHistoryItemSchema>
export type ApiDnsBlocklistItem = z.output<typeof dnsBlocklistItemSchema>
export type ApiPortsItem = z.output<typeof portsItemSchema>
export type ApiDomainInfo = z.output<typeof domainInfoSchema>
