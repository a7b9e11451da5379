// A check's settings for its page, as data the page writes in its own language ("Fails when the
// response takes longer than 3,500 ms"). Pure and tolerant: a value that is null, missing or of another type gives no
// sentence, an unknown check type gives none, and every text from the service is clipped.
import { TEXT_LIMITS, clip } from './clip'
import { formatNumber, t, tn } from './i18n/translate'

/** Each sentence a check's settings can make (a key under the catalogue's `check.settings`). */
export const SETTING_KINDS = [
  'checksEvery',
  'checksEveryFrom',
  'checksFrom',
  'timeout',
  'statusCodes',
  'lookFor',
  'absent',
  'threshold',
  'change',
  'certificateExpiry',
  'domainExpiry',
  'notSupported',
  'runsAs',
  'runsAsFrom',
  'runsFrom',
  'scoreThresholds',
  'defaultThresholds',
  'mainDomain',
  'alsoWatches',
  'ignores',
  'nameserversInSync',
  'onlyPorts',
  'noPorts',
  'behindCdn',
  'allBlocklists',
  'blocklists',
] as const
export type SettingKind = (typeof SETTING_KINDS)[number]

/**
 * One setting as data: which sentence, its count and the service's values (clipped); the
 * sentence itself is written where it is shown (settingLineText). `text` is that sentence in the
 * engine's language, for a reader that does not know the kind.
 */
export interface CheckSettingLine {
  kind: SettingKind
  n?: number
  values: Record<string, string | string[]>
  text: string
}

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
/** "a", "a and b", "a, b and c", in the current language. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return t('check.settings.and', {
    items: items.slice(0, -1).join(', '),
    last: items[items.length - 1]!,
  })
}
/** "sao paulo" -> "Sao Paulo", "europe" -> "Europe". */
const place = (value: unknown): string | null => {
  const name = word(value)
  return name
    ? name.replace(/(^|[\s_-])(\p{L})/gu, (m, s: string, l: string) => s + l.toUpperCase())
    : null
}

/** A line with a count, values from the service, or both. */
const line = (
  kind: SettingKind,
  values: CheckSettingLine['values'] = {},
  n?: number,
): CheckSettingLine => ({ kind, values, ...(n === undefined ? {} : { n }), text: '' })

function every(s: Settings): number | null {
  const value = whole(s.frequency_value)
  const unit = s.frequency_unit === undefined || s.frequency_unit === 'minute'
  return value !== null && value > 0 && unit ? value : null
}

function uptime(s: Settings): CheckSettingLine[] {
  const out: CheckSettingLine[] = []
  const when = every(s)
  const from = place(s.location)
  if (when && from) out.push(line('checksEveryFrom', { place: from }, when))
  else if (when) out.push(line('checksEvery', {}, when))
  else if (from) out.push(line('checksFrom', { place: from }))
  const timeout = whole(s.timeout)
  if (timeout) out.push(line('timeout', {}, timeout))
  const codes = words(s.valid_status_codes)
  if (codes.length > 0) out.push(line('statusCodes', { codes }))
  const look = word(s.look_for_string)
  if (look) out.push(line('lookFor', { text: look }))
  const absent = word(s.absent_string)
  if (absent) out.push(line('absent', { text: absent }))
  return out
}

function performance(s: Settings): CheckSettingLine[] {
  const out: CheckSettingLine[] = []
  const limit = count(s.threshold_in_ms)
  if (limit) out.push(line('threshold', {}, limit))
  const change = count(s.change_percentage)
  if (change) out.push(line('change', {}, change))
  return out
}

const expiry = (s: Settings, kind: 'certificateExpiry' | 'domainExpiry'): CheckSettingLine[] => {
  const days = whole(s.expires_soon_threshold_in_days)
  return days ? [line(kind, {}, days)] : []
}

function domain(s: Settings): CheckSettingLine[] {
  const reason = word(s.not_supported_reason)
  return [...(reason ? [line('notSupported', { reason })] : []), ...expiry(s, 'domainExpiry')]
}

function lighthouse(s: Settings): CheckSettingLine[] {
  const out: CheckSettingLine[] = []
  const device =
    s.device_emulation === 'mobile' || s.device_emulation === 'desktop' ? s.device_emulation : null
  const from = place(s.continent)
  if (device && from) out.push(line('runsAsFrom', { device, place: from }))
  else if (device) out.push(line('runsAs', { device }))
  else if (from) out.push(line('runsFrom', { place: from }))
  // The scores' names are the service's keys ("performance"), shown as sent.
  const thresholds = isRecord(s.notification_settings)
    ? Object.entries(s.notification_settings)
        .filter(([, v]) => count(v) !== null)
        .slice(0, LIST_LIMIT)
        .map(([k, v]) => ({ name: clip(k.replace(/_/g, ' '), QUOTE_LIMIT), score: v as number }))
    : []
  out.push(
    thresholds.length > 0
      ? line('scoreThresholds', {
          names: thresholds.map((x) => x.name),
          scores: thresholds.map((x) => String(x.score)),
        })
      : line('defaultThresholds'),
  )
  return out
}

function dns(s: Settings): CheckSettingLine[] {
  const out: CheckSettingLine[] = []
  if (s.monitor_main_domain === true) out.push(line('mainDomain'))
  const cnames = words(s.extra_cnames)
  if (cnames.length > 0) out.push(line('alsoWatches', { names: cnames }))
  const ignored = words(s.ignored_record_types)
  if (ignored.length > 0) out.push(line('ignores', { types: ignored }))
  if (s.check_nameservers_in_sync === true) out.push(line('nameserversInSync'))
  return out
}

function ports(s: Settings): CheckSettingLine[] {
  const out: CheckSettingLine[] = []
  if (Array.isArray(s.expected_open_ports)) {
    const open = s.expected_open_ports
      .map(whole)
      .filter((p): p is number => p !== null && p >= 1 && p <= 65535)
      .slice(0, LIST_LIMIT)
      .map(String)
    out.push(open.length > 0 ? line('onlyPorts', { ports: open }, open.length) : line('noPorts'))
  }
  if (s.behind_cdn === true) out.push(line('behindCdn'))
  return out
}

function blocklist(s: Settings): CheckSettingLine[] {
  if (s.use_all_blocklists === true) return [line('allBlocklists')]
  const lists = words(s.enabled_blocklists)
  return lists.length > 0 ? [line('blocklists', { lists })] : []
}

const ai = (s: Settings): CheckSettingLine[] => {
  const when = every(s)
  return when ? [line('checksEvery', {}, when)] : []
}

const BY_TYPE: Record<string, (s: Settings) => CheckSettingLine[]> = {
  uptime,
  performance,
  certificate_health: (s) => expiry(s, 'certificateExpiry'),
  domain,
  lighthouse,
  dns,
  ports,
  dns_blocklist: blocklist,
  ai,
}

/** Whether `checkSettingLines` has anything to say for checks of `type`. */
export const hasSettingsText = (type: string): boolean => Object.hasOwn(BY_TYPE, type)

/** A value of a line as words: a list joined the language's way. */
const valueText = (value: string | string[]): string =>
  Array.isArray(value) ? listed(value) : value

/**
 * A line in the current language. The renderer calls it too: the words are written where they
 * are shown (serve mode's server may speak another language than the browser).
 */
export function settingLineText(setting: CheckSettingLine): string {
  const v = setting.values
  const n = setting.n ?? 0
  const named: Record<string, string> = {}
  for (const [k, value] of Object.entries(v)) named[k] = valueText(value)
  let text: string
  switch (setting.kind) {
    case 'checksEvery':
    case 'checksEveryFrom':
    case 'timeout':
    case 'certificateExpiry':
    case 'domainExpiry':
    case 'onlyPorts':
      text = tn(`check.settings.${setting.kind}`, n, named)
      break
    case 'threshold':
    case 'change':
      text = t(`check.settings.${setting.kind}`, { n: formatNumber(n) })
      break
    case 'runsAs':
    case 'runsAsFrom':
      text = t(`check.settings.${setting.kind}`, {
        ...named,
        device: t(v.device === 'mobile' ? 'check.settings.mobile' : 'check.settings.desktop'),
      })
      break
    case 'scoreThresholds': {
      const scores = Array.isArray(v.scores) ? v.scores : []
      const names = Array.isArray(v.names) ? v.names : []
      const pairs = names.map((name, i) => `${name} ${formatNumber(Number(scores[i] ?? 0))}`)
      text = t('check.settings.scoreThresholds', { list: listed(pairs) })
      break
    }
    default:
      if (!(SETTING_KINDS as readonly string[]).includes(setting.kind)) return setting.text
      text = t(`check.settings.${setting.kind}`, named)
  }
  return clip(text, TEXT_LIMITS.text)
}

/**
 * The lines for a check of `type`: `checkSettings` is the check object's `settings`,
 * `monitorSettings` the monitor's `<type>_check_settings`. Either may be anything. Each carries
 * its text in the current language too, for a reader that does not know its kind.
 */
export function checkSettingLines(
  type: string,
  checkSettings: unknown,
  monitorSettings: unknown,
): CheckSettingLine[] {
  if (!hasSettingsText(type)) return []
  return BY_TYPE[type]!(merged(type, checkSettings, monitorSettings)).map((l) => ({
    ...l,
    text: settingLineText(l),
  }))
}

/** The same lines as sentences in the current language. */
export function checkSettingsText(
  type: string,
  checkSettings: unknown,
  monitorSettings: unknown,
): string[] {
  return checkSettingLines(type, checkSettings, monitorSettings).map((l) => l.text)
}
