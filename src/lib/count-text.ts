// Counted messages in the dashboard: the plural form for the count by the language's rules, and
// `{n}` the count written for the locale ("1.234" in German). Mirrors the shared `tn`.
import { formatNumber } from '../../electron/shared/i18n/translate'
import { t } from '../i18n'
import { localeDependency } from './clock-text'

export function tn(
  key: string,
  count: number,
  named: Record<string, string | number> = {},
): string {
  localeDependency()
  return t(key, { n: formatNumber(count), ...named }, count)
}

/** A count alone, written for the locale. */
export function countText(count: number): string {
  localeDependency()
  return formatNumber(count)
}
