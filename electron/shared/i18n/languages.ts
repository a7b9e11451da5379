// The languages Uptray speaks, and which one a user gets: the one chosen in Settings, else the
// first of the OS's (the app) or the browser's (serve mode) preferred languages Uptray has,
// else English.

export const LANGUAGES = ['en', 'de', 'fr', 'nl'] as const
export type Language = (typeof LANGUAGES)[number]

/** Settings' choice: follow the system, or one language. */
export type LanguageChoice = 'system' | Language
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', ...LANGUAGES]

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
}

/**
 * The language of the catalogue and the BCP 47 tag Intl formats with: `de-AT` keeps its region
 * for dates and numbers while its words come from `de`.
 */
export interface Locale {
  language: Language
  tag: string
}

export const ENGLISH: Locale = { language: 'en', tag: 'en' }

function languageOf(tag: string): Language | null {
  try {
    const language = new Intl.Locale(tag).language
    return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : null
  } catch {
    return null
  }
}

/** A tag Intl accepts, or null for a malformed one. */
function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}

/** `language` in the region of `tag` (`en` and `de-DE`: `en-DE`), or the bare language. */
function regional(language: Language, tag: string | undefined): string {
  try {
    const region = tag ? new Intl.Locale(tag).maximize().region : undefined
    return region ? `${language}-${region}` : language
  } catch {
    return language
  }
}

/**
 * The locale for a choice and the preferred tags (most preferred first). A chosen language keeps
 * the region of a preferred tag of that language (`de` chosen, `de-CH` preferred: `de-CH`), else
 * the region of the first (English chosen in Germany: `en-DE`, a 24-hour clock); so does the
 * English fallback for a language Uptray lacks (`ja-JP`: `en-JP`).
 */
export function resolveLocale(
  choice: LanguageChoice | null | undefined,
  preferred: readonly string[],
): Locale {
  const tags = preferred.flatMap((tag) => {
    const ok = canonical(tag)
    return ok ? [ok] : []
  })
  if (choice && choice !== 'system') {
    const own = tags.find((tag) => languageOf(tag) === choice)
    return { language: choice, tag: own ?? regional(choice, tags[0]) }
  }
  for (const tag of tags) {
    const language = languageOf(tag)
    if (language) return { language, tag }
  }
  return { language: 'en', tag: regional('en', tags[0]) }
}
