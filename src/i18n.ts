// The dashboard's words: vue-i18n over the shared catalogues (electron/shared/i18n), in the
// language Settings chose, else the browser's (in the app, the OS's). A change applies at once:
// vue-i18n re-renders every `t`, and the shared formatters (times, numbers) switch with it.
import { createI18n } from 'vue-i18n'
import { MESSAGES } from '../electron/shared/i18n/messages'
import { resolveLocale, type LanguageChoice, type Locale } from '../electron/shared/i18n/languages'
import { pluralRules, setLocale } from '../electron/shared/i18n/translate'

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

const first = resolveLocale('system', browserLanguages())
setLocale(first)

export const i18n = createI18n({
  legacy: false,
  locale: first.language,
  fallbackLocale: 'en',
  messages: MESSAGES,
  pluralRules: pluralRules(),
  missingWarn: false,
  fallbackWarn: false,
})

/** The dashboard's `t` outside components (stores, lib). */
export const t = i18n.global.t

/** Applies Settings' language choice (or the browser's languages for 'system'). */
export function applyLanguage(choice: LanguageChoice | null | undefined): Locale {
  const locale = resolveLocale(choice, browserLanguages())
  setLocale(locale)
  i18n.global.locale.value = locale.language
  if (typeof document !== 'undefined') document.documentElement.lang = locale.tag
  return locale
}
