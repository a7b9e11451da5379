// The main process's language (tray, notifications, the engine's alert texts): Settings' choice,
// else the first of the OS's preferred languages Uptray speaks, else English.
import { app } from 'electron'
import { resolveLocale, type LanguageChoice, type Locale } from '../../shared/i18n/languages'
import { speakEveryLanguage } from '../../shared/i18n/every-language'
import { setLocale } from '../../shared/i18n/translate'

/** The OS's preferred languages, most preferred first; the app's locale where Electron has no list. */
export function systemLanguages(): readonly string[] {
  const preferred =
    typeof app.getPreferredSystemLanguages === 'function' ? app.getPreferredSystemLanguages() : []
  if (preferred.length > 0) return preferred
  const own = typeof app.getLocale === 'function' ? app.getLocale() : ''
  return own ? [own] : []
}

/** Switches the main process to the language of `choice`; listeners (the tray) redraw at once. */
export function applyAppLanguage(choice: LanguageChoice | null | undefined): Locale {
  speakEveryLanguage() // The main process has room for every catalogue: a switch is immediate.
  const locale = resolveLocale(choice, systemLanguages())
  setLocale(locale)
  return locale
}
