// A destination's channel in the dashboard's language. The app sends it named in its own
// language, which in serve mode may not be the page's: a name found in a catalogue at hand is
// said again in the page's; another (a channel Uptray does not know, or a name in a language the
// page has not loaded) stays as sent. Only catalogues at hand are looked in (English always, the
// page's own, any loaded before): the page loads just the language it shows (src/i18n.ts).
import { channelLabel } from '../../electron/shared/destination-text'
import { LANGUAGES } from '../../electron/shared/i18n/languages'
import { catalogueOf } from '../../electron/shared/i18n/translate'
import { localeDependency } from './clock-text'

export function channelText(name: string): string {
  localeDependency()
  for (const language of LANGUAGES) {
    const channels = catalogueOf(language)?.destinations.channel
    const key = channels && Object.entries(channels).find(([, said]) => said === name)?.[0]
    if (key) return channelLabel(key)
  }
  return name
}
