// A status page's own clock: written in the current locale, never moved, its zone named.
import { afterEach, describe, expect, it } from 'vitest'
import { currentLocale, setLocale } from '@app/shared/i18n/translate'
import { pageTimeText } from '@src/lib/page-time'

const before = currentLocale()
afterEach(() => setLocale(before))

describe('pageTimeText', () => {
  it('writes the wall clock in the current locale and names the zone', () => {
    setLocale({ language: 'en', tag: 'en-GB' })
    expect(pageTimeText('2026-11-26 14:02:00', 'Europe/Brussels')).toBe(
      'Thu, 26 Nov 2026, 14:02 Europe/Brussels',
    )
    setLocale({ language: 'de', tag: 'de-DE' })
    expect(pageTimeText('2026-11-26 14:02', 'Europe/Brussels')).toBe(
      'Do., 26. Nov. 2026, 14:02 Europe/Brussels',
    )
    setLocale({ language: 'fr', tag: 'fr-FR' })
    expect(pageTimeText('2026-11-26 08:05', null)).toMatch(/^jeu\. 26 nov\. 2026.*08:05 UTC$/)
  })

  it('gives back a time it cannot read', () => {
    expect(pageTimeText('soon', 'UTC')).toBe('soon')
  })
})
