// The sync line's warnings in the dashboard's language. The engine sends each as one English
// sentence (core/engine/destinations.ts: "NAME was disabled by Oh Dear: REASON", then "N more
// notification destinations were disabled by Oh Dear."), which the app prefixes with the
// account's name when it watches several ("Acme: …"). The dashboard says a sentence of those
// forms again in its own words, the destination's name and the service's reason as sent; any
// other sentence stays as given. The start-up notice (a settings or cache file set aside) is
// sent as given: several sources write it, in the serving host's language.
import { formatNumber } from '../../electron/shared/i18n/translate'
import { t } from '../i18n'
import { localeDependency } from './clock-text'

const DISABLED = ' was disabled by Oh Dear: '
const MORE = /^(.*?)(\d+) more notification destinations were disabled by Oh Dear\.$/s

/** One warning in the current language, or as given when it is not one the engine words. */
export function warningText(warning: string): string {
  localeDependency()
  const more = MORE.exec(warning)
  if (more) {
    const n = Number(more[2])
    return `${more[1]}${t('overview.notice.moreDestinations', { n: formatNumber(n) }, n)}`
  }
  const at = warning.indexOf(DISABLED)
  if (at <= 0) return warning
  return t('overview.notice.destinationDisabled', {
    name: warning.slice(0, at),
    reason: warning.slice(at + DISABLED.length),
  })
}
