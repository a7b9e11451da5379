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

/** "Broken links" for `broken_links`; a type the service adds later reads "New type". */
export function checkTypeLabel(type: string): string {
  if (has(type)) return t(`common.checkType.${type}` as MessageKey)
  const words = type.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : t('common.checkType.fallback')
}

/** A check's name: the table's for a known type, else the service's label, else its type's. */
export function checkLabel(check: { type: string; label?: string | null }): string {
  if (has(check.type)) return checkTypeLabel(check.type)
  const label = check.label?.trim()
  return label && label !== check.type ? label : checkTypeLabel(check.type)
}
