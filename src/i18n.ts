// The dashboard's words: vue-i18n over the shared catalogues (electron/shared/i18n), in the
// language Settings chose, else the browser's (in the app, the OS's). A change applies at once:
// vue-i18n re-renders every `t`, and the shared formatters (times, numbers) switch with it. The
// page carries English; another language's catalogue is loaded when first chosen, and the words
// switch when it is in (never half one language, half another).
import { createI18n } from 'vue-i18n'
import { en, type Messages } from '../electron/shared/i18n/messages/en'
import {
  resolveLocale,
  type Language,
  type LanguageChoice,
  type Locale,
} from '../electron/shared/i18n/languages'
import {
  catalogueOf,
  loadLanguage,
  pluralRules,
  setLocale,
} from '../electron/shared/i18n/translate'

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

export const i18n = createI18n<[Messages], Language, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en } as Record<Language, Messages>,
  pluralRules: pluralRules(),
  missingWarn: false,
  fallbackWarn: false,
})

/** The dashboard's `t` outside components (stores, lib). */
export const t = i18n.global.t

function show(locale: Locale, messages: Messages): void {
  if (!i18n.global.availableLocales.includes(locale.language)) {
    i18n.global.setLocaleMessage(locale.language, messages)
  }
  setLocale(locale)
  i18n.global.locale.value = locale.language
  if (typeof document !== 'undefined') document.documentElement.lang = locale.tag
}

/** The latest choice: a catalogue that arrives after another choice is not shown. */
let wanted: Locale | null = null

/**
 * Applies Settings' language choice (or the browser's languages for 'system'). A language whose
 * catalogue is at hand switches at once; another keeps the words as they are until it is loaded.
 */
export function applyLanguage(choice: LanguageChoice | null | undefined): Locale {
  const locale = resolveLocale(choice, browserLanguages())
  wanted = locale
  const messages = catalogueOf(locale.language)
  if (messages) show(locale, messages)
  else
    loadLanguage(locale.language).then(
      (loaded) => {
        if (wanted === locale) show(locale, loaded)
      },
      () => undefined, // A catalogue that cannot load leaves the words as they were.
    )
  return locale
}

/**
 * The catalogue a page opens in (Settings' choice if the page arrived with it), loaded before the
 * first render so the first rows never show in English first; null when it is at hand already.
 */
export function openingLanguage(choice: LanguageChoice | null | undefined): Promise<void> | null {
  const { language } = resolveLocale(choice, browserLanguages())
  if (catalogueOf(language)) return null
  return loadLanguage(language).then(
    () => undefined,
    () => undefined, // It opens in English then.
  )
}

applyLanguage('system')
