// A check's settings in plain sentences for its page ("Fails when the response takes longer than
// 3,500 ms"). Pure and tolerant: a value that is null, missing or of another type gives no
// sentence, an unknown check type gives none, and every text from the service is clipped.
import { TEXT_LIMITS, clip } from './clip'

type Settings = Record<string, unknown>

/** Longest list of names or ports spelled out in one sentence. */
const LIST_LIMIT = 20
/** Longest quoted value (a string looked for, a blocklist name). */
const QUOTE_LIMIT = 80

const isRecord = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One flat record of the check's settings: the monitor's `<type>_check_settings` first, then the
 * check object's `settings` (nested under `<type>_check_settings`, or flat with `<type>_check_`
 * prefixed keys). The first usable value of a key wins.
 */
function merged(type: string, checkSettings: unknown, monitorSettings: unknown): Settings {
  const out: Settings = {}
  const add = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && !(key in out)) out[key] = value
  }
  const addAll = (record: unknown) => {
    if (isRecord(record)) for (const [key, value] of Object.entries(record)) add(key, value)
  }
  addAll(monitorSettings)
  if (isRecord(checkSettings)) {
    addAll(checkSettings[`${type}_check_settings`])
    const prefix = `${type}_check_`
    for (const [key, value] of Object.entries(checkSettings))
      if (key.startsWith(prefix) && key !== `${type}_check_settings`)
        add(key.slice(prefix.length), value)
  }
  return out
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
const whole = (value: unknown): number | null => {
  const n = count(value)
  return n !== null && Number.isInteger(n) ? n : null
}
const word = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? clip(value.trim(), QUOTE_LIMIT) : null
const words = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map(word)
        .filter((w): w is string => w !== null)
        .slice(0, LIST_LIMIT)
    : []
const number = (n: number): string => n.toLocaleString('en-US')
const plural = (n: number, one: string): string => `${number(n)} ${one}${n === 1 ? '' : 's'}`
/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
/** "sao paulo" -> "Sao Paulo", "europe" -> "Europe". */
const place = (value: unknown): string | null => {
  const name = word(value)
  return name
    ? name.replace(/(^|[\s_-])(\p{L})/gu, (m, s: string, l: string) => s + l.toUpperCase())
    : null
}

function every(s: Settings): string | null {
  const value = whole(s.frequency_value)
  const unit = s.frequency_unit === undefined || s.frequency_unit === 'minute'
  return value !== null && value > 0 && unit ? `every ${plural(value, 'minute')}` : null
}

function uptime(s: Settings): string[] {
  const out: string[] = []
  const when = every(s)
  const from = place(s.location)
  if (when || from) out.push(['Checks', when, from && `from ${from}`].filter(Boolean).join(' '))
  const timeout = whole(s.timeout)
  if (timeout) out.push(`Fails when there is no answer within ${plural(timeout, 'second')}`)
  const codes = words(s.valid_status_codes)
  if (codes.length > 0) out.push(`Expects the status ${listed(codes)}`)
  const look = word(s.look_for_string)
  if (look) out.push(`Fails when the page does not contain “${look}”`)
  const absent = word(s.absent_string)
  if (absent) out.push(`Fails when the page contains “${absent}”`)
  return out
}

function performance(s: Settings): string[] {
  const out: string[] = []
  const limit = count(s.threshold_in_ms)
  if (limit) out.push(`Fails when the response takes longer than ${number(limit)} ms`)
  const change = count(s.change_percentage)
  if (change) out.push(`Warns when the response time changes by more than ${number(change)}%`)
  return out
}

const expiry = (s: Settings, what: string): string[] => {
  const days = whole(s.expires_soon_threshold_in_days)
  return days ? [`Warns ${plural(days, 'day')} before the ${what} expires`] : []
}

function domain(s: Settings): string[] {
  const reason = word(s.not_supported_reason)
  return [...(reason ? [`Not supported for this domain: ${reason}`] : []), ...expiry(s, 'domain')]
}

function lighthouse(s: Settings): string[] {
  const out: string[] = []
  const device = s.device_emulation === 'mobile' || s.device_emulation === 'desktop'
  const from = place(s.continent)
  if (device || from)
    out.push(
      ['Runs', device && `as ${String(s.device_emulation)}`, from && `from ${from}`]
        .filter(Boolean)
        .join(' '),
    )
  const thresholds = isRecord(s.notification_settings)
    ? Object.entries(s.notification_settings)
        .filter(([, v]) => count(v) !== null)
        .slice(0, LIST_LIMIT)
        .map(([k, v]) => `${clip(k.replace(/_/g, ' '), QUOTE_LIMIT)} ${number(v as number)}`)
    : []
  out.push(
    thresholds.length > 0
      ? `Score thresholds: ${listed(thresholds)}`
      : "Uses the service's default score thresholds",
  )
  return out
}

function dns(s: Settings): string[] {
  const out: string[] = []
  if (s.monitor_main_domain === true) out.push('Also watches the main domain')
  const cnames = words(s.extra_cnames)
  if (cnames.length > 0) out.push(`Also watches ${listed(cnames)}`)
  const ignored = words(s.ignored_record_types)
  if (ignored.length > 0) out.push(`Ignores ${listed(ignored)} records`)
  if (s.check_nameservers_in_sync === true) out.push('Fails when the nameservers are not in sync')
  return out
}

function ports(s: Settings): string[] {
  const out: string[] = []
  if (Array.isArray(s.expected_open_ports)) {
    const open = s.expected_open_ports
      .map(whole)
      .filter((p): p is number => p !== null && p >= 1 && p <= 65535)
      .slice(0, LIST_LIMIT)
      .map(String)
    out.push(
      open.length > 0
        ? `Expects only ${open.length === 1 ? 'port' : 'ports'} ${listed(open)} to be open`
        : 'Expects no open ports',
    )
  }
  if (s.behind_cdn === true) out.push('The host is behind a CDN and cannot be scanned')
  return out
}

function blocklist(s: Settings): string[] {
  if (s.use_all_blocklists === true) return ['Checks against all blocklists']
  const lists = words(s.enabled_blocklists)
  return lists.length > 0 ? [`Checks against ${listed(lists)}`] : []
}

const ai = (s: Settings): string[] => {
  const when = every(s)
  return when ? [`Checks ${when}`] : []
}

const BY_TYPE: Record<string, (s: Settings) => string[]> = {
  uptime,
  performance,
  certificate_health: (s) => expiry(s, 'certificate'),
  domain,
  lighthouse,
  dns,
  ports,
  dns_blocklist: blocklist,
  ai,
}

/** Whether `checkSettingsText` has anything to say for checks of `type`. */
export const hasSettingsText = (type: string): boolean => Object.hasOwn(BY_TYPE, type)

/**
 * The sentences for a check of `type`: `checkSettings` is the check object's `settings`,
 * `monitorSettings` the monitor's `<type>_check_settings`. Either may be anything.
 */
export function checkSettingsText(
  type: string,
  checkSettings: unknown,
  monitorSettings: unknown,
): string[] {
  if (!hasSettingsText(type)) return []
  return BY_TYPE[type]!(merged(type, checkSettings, monitorSettings)).map((s) =>
    clip(s, TEXT_LIMITS.text),
  )
}
