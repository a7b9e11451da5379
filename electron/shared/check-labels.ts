// A check type's one name for people: every surface (tray menu, popover, overview filters, rules,
// settings, timeline, notifications, the CLI's table) shows this, never the API's raw type. The
// labels are the service's own, as its answers carry them (tests/fixtures/recorded-api/monitors.json:
// `cron` is "Scheduled tasks") and as the simulator serves them; the types are the spec's list.
// Pure: the renderer imports it too. The CLI's JSON keeps the raw types (a contract for scripts).
// The names are said in the current language (common.checkType); the table below is English's,
// which the CLI (always English) and the catalogue mirror.
import { t, type MessageKey } from './i18n/translate'

export const CHECK_TYPE_LABELS: Readonly<Record<string, string>> = {
  uptime: 'Uptime',
  performance: 'Performance',
  certificate_health: 'Certificate health',
  broken_links: 'Broken links',
  mixed_content: 'Mixed content',
  lighthouse: 'Lighthouse',
  cron: 'Scheduled tasks',
  application_health: 'Application health',
  sitemap: 'Sitemap',
  dns: 'DNS',
  domain: 'Domain',
  ai: 'AI',
  ports: 'Ports',
  dns_blocklist: 'DNS blocklist',
}

const has = (type: string) => Object.prototype.hasOwnProperty.call(CHECK_TYPE_LABELS, type)

type Name = (type: string) => string

const said: Name = (type) => t(`common.checkType.${type}` as MessageKey)
const english: Name = (type) => CHECK_TYPE_LABELS[type]!

function typeLabel(type: string, known: Name, fallback: () => string): string {
  if (has(type)) return known(type)
  const words = type.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : fallback()
}

function label(check: { type: string; label?: string | null }, name: (type: string) => string) {
  if (has(check.type)) return name(check.type)
  const own = check.label?.trim()
  return own && own !== check.type ? own : name(check.type)
}

/** "Broken links" for `broken_links`; a type the service adds later reads "New type". */
export function checkTypeLabel(type: string): string {
  return typeLabel(type, said, () => t('common.checkType.fallback'))
}

/** A check's name: the table's for a known type, else the service's label, else its type's. */
export function checkLabel(check: { type: string; label?: string | null }): string {
  return label(check, checkTypeLabel)
}

/**
 * The English names, the same whatever the app's language: for what is stored and compared
 * (the snapshot's labels, the timeline's log, which the CLI prints as it is).
 */
export function englishCheckTypeLabel(type: string): string {
  return typeLabel(type, english, () => 'Check')
}

export function englishCheckLabel(check: { type: string; label?: string | null }): string {
  return label(check, englishCheckTypeLabel)
}
