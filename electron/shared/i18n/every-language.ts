// Every language's catalogue at hand at once, where their size does not matter (the main process,
// tests): a language switch then takes effect synchronously. The dashboard loads only the language
// it shows (translate.ts's loadLanguage).
import type { Language } from './languages'
import { MESSAGES } from './messages'
import { addCatalogue } from './translate'

export function speakEveryLanguage(): void {
  for (const [language, messages] of Object.entries(MESSAGES)) {
    addCatalogue(language as Language, messages)
  }
}
