// Uptray's words outside the dashboard (tray, notifications, the engine's alert texts, the
// formatters shared with the renderer) in the current language, through @intlify/core-base: the
// engine under vue-i18n, so both sides read the same catalogues the same way. The app has one
// language at a time; the shell sets it (setLocale) when it starts and when Settings change it.
// English is always at hand (the fallback, and the shape of every catalogue); another language's
// catalogue is a module of its own, loaded when first chosen (loadLanguage), so a page carries only
// the words it shows. Where size does not matter (the main process, tests), every-language.ts adds
// them all at once.
import {
  compile,
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
  type CoreContext,
} from '@intlify/core-base'
import { ENGLISH, LANGUAGES, type Language, type Locale } from './languages'
import { en, type Messages } from './messages/en'
import { pluralRule } from './plural'

registerMessageCompiler(compile)
registerMessageResolver(resolveValue)
registerLocaleFallbacker(fallbackWithLocaleChain)

/** Every dotted path to a message: `tray.quit`, `common.health.failed`. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>
}[keyof T & string]
export type MessageKey = Paths<Messages>

export type Named = Record<string, string | number>

/** vue-i18n's pluralRules for every language, by each language's CLDR rules. */
export function pluralRules(): Record<Language, ReturnType<typeof pluralRule>> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, pluralRule(l)])) as Record<
    Language,
    ReturnType<typeof pluralRule>
  >
}

const catalogues: Partial<Record<Language, Messages>> = { en }

/** Each language's catalogue module, loaded on first use (a chunk of its own in the dashboard). */
const LOADERS: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  de: () => import('./messages/de').then((m) => m.de),
  fr: () => import('./messages/fr').then((m) => m.fr),
  nl: () => import('./messages/nl').then((m) => m.nl),
}

/** The catalogue of `language` if it is at hand (English always is). */
export function catalogueOf(language: Language): Messages | undefined {
  return catalogues[language]
}

/** Puts a language's catalogue at hand; the words switch at once if it is the language in use. */
export function addCatalogue(language: Language, messages: Messages): void {
  if (catalogues[language] === messages) return
  catalogues[language] = messages
  if (language === current.language) {
    context = contextFor(current)
    for (const listener of listeners) listener(current)
  }
}

/** Loads a language's catalogue (once; later calls answer at once) and returns it. */
export async function loadLanguage(language: Language): Promise<Messages> {
  const known = catalogues[language]
  if (known) return known
  const messages = await LOADERS[language]()
  // One added meanwhile (every-language.ts, a test) stays.
  if (!catalogues[language]) addCatalogue(language, messages)
  return catalogues[language] ?? messages
}

function contextFor(locale: Locale): CoreContext<string> {
  return createCoreContext({
    locale: locale.language,
    fallbackLocale: 'en',
    messages: catalogues as unknown as Record<string, never>,
    pluralRules: pluralRules(),
    missingWarn: false,
    fallbackWarn: false,
    warnHtmlMessage: false,
  }) as unknown as CoreContext<string>
}

let current: Locale = ENGLISH
let context = contextFor(current)
const listeners = new Set<(locale: Locale) => void>()

/** The language and formatting locale in use. */
export function currentLocale(): Locale {
  return current
}

/**
 * Switches the language everywhere outside the dashboard; listeners redraw (tray, menus). A
 * language whose catalogue is not at hand yet speaks English (with its own number and date
 * formats) until it is loaded, which this starts; the listeners run again then.
 */
export function setLocale(locale: Locale): void {
  if (locale.language === current.language && locale.tag === current.tag) return
  current = locale
  context = contextFor(locale)
  for (const listener of listeners) listener(locale)
  // A catalogue that cannot load leaves the words in English.
  if (!catalogues[locale.language]) loadLanguage(locale.language).catch(() => undefined)
}

/** Called after each language change; returns the unsubscribe. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The message at `key` with its `{name}` placeholders filled. */
export function t(key: MessageKey, named: Named = {}): string {
  return String(translate(context, key, named))
}

/**
 * The plural message at `key` for `count` (`{n}` and `{count}` are the count, formatted for the
 * language), with further placeholders from `named`.
 */
export function tn(key: MessageKey, count: number, named: Named = {}): string {
  const n = formatNumber(count)
  return String(translate(context, key, { n, count: n, ...named }, count))
}

const numbers = new Map<string, Intl.NumberFormat>()

/** A number in the user's locale ("1.234" in German). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${current.tag}${JSON.stringify(options)}`
  let f = numbers.get(key)
  if (!f) numbers.set(key, (f = new Intl.NumberFormat(current.tag, options)))
  return f.format(value)
}
