import type { Language } from '../languages'
import { de } from './de'
import { en, type Messages } from './en'
import { fr } from './fr'
import { nl } from './nl'

export type { Messages }

/** Every language's catalogue; each one area per file (`<language>/<area>.ts`). */
export const MESSAGES: Record<Language, Messages> = { en, de, fr, nl }
