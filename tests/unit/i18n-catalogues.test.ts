// The catalogues stay complete and consistent: every language has exactly English's keys, the
// same placeholders and the same number of plural forms, every message compiles, and every key
// the code asks for exists.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '@app/shared/i18n/languages'
import { MESSAGES } from '@app/shared/i18n/messages'
import { baseCompile } from '@intlify/message-compiler'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const english = flatten(MESSAGES.en as unknown as Tree)

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]!))].sort()
}

/** Plural forms: the message split on `|` outside `{...}`. */
function forms(message: string): number {
  return message.replace(/\{[^}]*\}/g, '').split('|').length
}

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the %s catalogue', (language) => {
  const messages = flatten(MESSAGES[language] as unknown as Tree)

  test('has every English key and no other', () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort())
  })

  test('uses the same placeholders and plural forms as English', () => {
    for (const [key, text] of english) {
      const own = messages.get(key) ?? ''
      expect({ key, placeholders: placeholders(own) }).toEqual({
        key,
        placeholders: placeholders(text).filter((p) => forms(text) === 1 || own.includes(p)),
      })
      expect({ key, forms: forms(own) }).toEqual({ key, forms: forms(text) })
    }
  })

  test('has no empty message', () => {
    for (const [key, text] of messages)
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
  })
})

describe.each(LANGUAGES)('every %s message', (language) => {
  test('compiles', () => {
    for (const [key, text] of flatten(MESSAGES[language] as unknown as Tree)) {
      const errors: string[] = []
      baseCompile(text, { onError: (e) => errors.push(e.message), jit: true })
      expect({ key, errors }).toEqual({ key, errors: [] })
    }
  })
})

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path, pattern)
    return pattern.test(name) ? [path] : []
  })
}

test('every key the code asks for is in the English catalogue', () => {
  const sources = [...files('src', /\.(vue|ts)$/), ...files('electron', /\.ts$/)]
  const asked = sources.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return [...text.matchAll(/\b(?:\$?tn?|i18n-t)\(\s*['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)].map(
      (m) => ({ file, key: m[1]! }),
    )
  })
  const missing = asked.filter(({ key }) => !english.has(key))
  expect(missing).toEqual([])
})
