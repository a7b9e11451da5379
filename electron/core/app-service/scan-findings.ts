// API answers of the DNS, domain, ports and DNS blocklist checks -> the check page's views
// (electron/shared/check-views.ts). Pure functions; every text from the service is clipped here.
import { utcToIso } from '../api/dates'
import type {
  ApiDnsBlocklistItem,
  ApiDnsHistoryItem,
  ApiDomainInfo,
  ApiPortsItem,
} from '../api/schemas/scans'
import { TEXT_LIMITS, clip, clipOrNull } from '../../shared/clip'
import type { BlocklistView, CheckFindings, DnsRecordView } from '../../shared/check-views'

/** Most entries of one list shown (a zone can hold many records). */
export const SCAN_LIST_LIMIT = 200
/** A TXT record can be long; the screen wraps it. */
const RECORD_VALUE_LIMIT = 1000

/** The field holding a DNS record's value, by the record's type (recorded answers). */
const VALUE_FIELDS = ['ip', 'ipv6', 'target', 'txt', 'exchange', 'mname', 'value'] as const

/**
 * The newest item of a history page. The simulator lists newest first like the recorded DNS
 * history; the order is not promised anywhere, so the latest `created_at` (then id) wins.
 */
export function newest<T extends { id: number; created_at: string | null }>(
  list: readonly T[],
): T | undefined {
  let best: T | undefined
  for (const item of list) {
    if (
      !best ||
      (item.created_at ?? '') > (best.created_at ?? '') ||
      (item.created_at === best.created_at && item.id > best.id)
    )
      best = item
  }
  return best
}

const texts = (list: string[]): string[] =>
  list.slice(0, SCAN_LIST_LIMIT).map((t) => clip(t, TEXT_LIMITS.text))

/** An issue is a text (SDK DTOs) or an object with a message; anything else is dropped. */
function issueTexts(list: unknown[]): string[] {
  const out: string[] = []
  for (const issue of list.slice(0, SCAN_LIST_LIMIT)) {
    if (typeof issue === 'string') out.push(clip(issue))
    else if (issue && typeof issue === 'object') {
      const message = (issue as Record<string, unknown>).message
      if (typeof message === 'string') out.push(clip(message))
    }
  }
  return out
}

function recordValue(record: Record<string, unknown>): string | null {
  for (const field of VALUE_FIELDS) {
    const value = record[field]
    if (typeof value === 'string') return clip(value, RECORD_VALUE_LIMIT)
    if (typeof value === 'number') return String(value)
  }
  return null
}

export function toDns(item: ApiDnsHistoryItem | undefined): CheckFindings {
  if (!item)
    return { kind: 'dns', checkedAt: null, nameservers: [], records: [], changes: null, issues: [] }
  const records: DnsRecordView[] = item.dns_records.slice(0, SCAN_LIST_LIMIT).map((r) => ({
    type: clip(r.type, 20),
    host: clipOrNull(r.host, TEXT_LIMITS.name),
    value: recordValue(r),
    ttl: r.ttl,
  }))
  return {
    kind: 'dns',
    checkedAt: utcToIso(item.created_at),
    nameservers: texts(item.authoritative_nameservers),
    records,
    changes: clipOrNull(item.diff_summary),
    issues: issueTexts(item.issues),
  }
}

/** The registrar's name in an RDAP answer: the entity with the role "registrar", its vCard fn. */
export function registrarOf(rdap: unknown): string | null {
  if (!rdap || typeof rdap !== 'object') return null
  const entities = (rdap as Record<string, unknown>).entities
  if (!Array.isArray(entities)) return null
  for (const entity of entities.slice(0, 50)) {
    if (!entity || typeof entity !== 'object') continue
    const e = entity as Record<string, unknown>
    if (!Array.isArray(e.roles) || !e.roles.includes('registrar')) continue
    const card = Array.isArray(e.vcardArray) ? e.vcardArray[1] : null
    if (Array.isArray(card)) {
      const fn = card.find((entry) => Array.isArray(entry) && entry[0] === 'fn') as unknown[]
      if (fn && typeof fn[3] === 'string') return clip(fn[3], TEXT_LIMITS.name)
    }
    if (typeof e.handle === 'string') return clip(e.handle, TEXT_LIMITS.name)
  }
  return null
}

export function toDomain(info: ApiDomainInfo | null, now: number): CheckFindings {
  if (!info)
    return {
      kind: 'domain',
      expiresAt: null,
      daysLeft: null,
      registeredAt: null,
      registrar: null,
      statuses: [],
      checkedAt: null,
    }
  const expiresAt = utcToIso(info.expires_at)
  return {
    kind: 'domain',
    expiresAt,
    daysLeft: expiresAt ? Math.floor((Date.parse(expiresAt) - now) / 86_400_000) : null,
    registeredAt: utcToIso(info.registered_at),
    registrar: registrarOf(info.rdap_domain_response),
    statuses: texts(info.domain_statuses),
    checkedAt: utcToIso(info.created_at),
  }
}

export function toPorts(item: ApiPortsItem | undefined): CheckFindings {
  if (!item) return { kind: 'ports', host: null, ip: null, open: [], issues: [], checkedAt: null }
  const issues = texts(item.issues)
  // The service names an unexpected port in an issue ("Port 3306 is open but not expected").
  const named = new Set(issues.flatMap((issue) => (issue.match(/\d+/g) ?? []).map(Number)))
  return {
    kind: 'ports',
    host: clipOrNull(item.scanned_host, TEXT_LIMITS.name),
    ip: clipOrNull(item.resolved_ip, TEXT_LIMITS.name),
    open: item.open_ports
      .slice(0, SCAN_LIST_LIMIT)
      .filter((port) => Number.isInteger(port))
      .map((port) => ({ port, unexpected: named.has(port) })),
    issues,
    checkedAt: utcToIso(item.created_at),
  }
}

export function toDnsBlocklist(item: ApiDnsBlocklistItem | undefined): CheckFindings {
  if (!item)
    return { kind: 'dns_blocklist', domain: null, ips: [], lists: [], issues: [], checkedAt: null }
  const lists: BlocklistView[] = item.blocklist_results
    .slice(0, SCAN_LIST_LIMIT)
    .map((r) => ({
      provider: clip(r.provider, TEXT_LIMITS.name),
      listed: r.listed,
      reason: clipOrNull(r.reason),
      timedOut: r.timed_out,
    }))
    // Listed first; the service's order otherwise (sort is stable).
    .sort((a, b) => Number(b.listed) - Number(a.listed))
  return {
    kind: 'dns_blocklist',
    domain: clipOrNull(item.checked_domain, TEXT_LIMITS.name),
    ips: texts(item.resolved_ips),
    lists,
    issues: texts(item.issues),
    checkedAt: utcToIso(item.created_at),
  }
}
