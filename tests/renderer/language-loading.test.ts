// The dashboard carries English and loads another language's catalogue when it is chosen: the
// page opens in its language (main.ts waits for that catalogue before the first render), a later
// choice switches once its catalogue is in (never half one language, half another), and a
// catalogue arriving after another choice is not shown. Fresh module instances: the test setup
// puts every catalogue at hand in its own.
import type * as DashboardModule from '@src/i18n'
import type * as TranslateModule from '@app/shared/i18n/translate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fr } from '@app/shared/i18n/messages/fr'

let dashboard: typeof DashboardModule
let translate: typeof TranslateModule

beforeEach(async () => {
  vi.resetModules()
  dashboard = await import('@src/i18n')
  translate = await import('@app/shared/i18n/translate')
})

const words = () => dashboard.t('shell.nav.settings')

describe("the dashboard's languages", () => {
  it('opens in English with nothing to load; another language is loaded before it opens', async () => {
    expect(dashboard.openingLanguage('en')).toBeNull()
    expect(translate.catalogueOf('de')).toBeUndefined()
    const opening = dashboard.openingLanguage('de')
    expect(opening).toBeInstanceOf(Promise)
    await opening
    expect(translate.catalogueOf('de')).toBeDefined()
    expect(dashboard.openingLanguage('de')).toBeNull()
  })

  it('keeps its words until the chosen catalogue is in, then switches both sides together', async () => {
    expect(words()).toBe('Settings')
    const locale = dashboard.applyLanguage('fr')
    expect(locale.language).toBe('fr')
    expect(dashboard.i18n.global.locale.value).toBe('en')
    expect(words()).toBe('Settings')
    await vi.waitFor(() => expect(dashboard.i18n.global.locale.value).toBe('fr'))
    expect(words()).toBe(fr.shell.nav.settings)
    expect(translate.currentLocale().language).toBe('fr')
    expect(document.documentElement.lang).toBe(locale.tag)
  })

  it('shows the latest choice, not a catalogue that arrives after it', async () => {
    dashboard.applyLanguage('nl')
    dashboard.applyLanguage('en')
    await translate.loadLanguage('nl')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(dashboard.i18n.global.locale.value).toBe('en')
    expect(translate.currentLocale().language).toBe('en')
    expect(words()).toBe('Settings')
  })
})
