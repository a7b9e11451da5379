// The shared translator carries English and loads another language's catalogue when it is first
// chosen: until it is in, the words stay English (with the chosen locale's number formats), then
// they switch and the listeners (the tray) redraw again. A fresh module instance each test: the
// test setup puts every catalogue at hand in its own instance.
import type * as TranslateModule from '@app/shared/i18n/translate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '@app/shared/i18n/messages/de'
import { fr } from '@app/shared/i18n/messages/fr'

let translate: typeof TranslateModule

beforeEach(async () => {
  vi.resetModules()
  translate = await import('@app/shared/i18n/translate')
})

describe('loading a language on first use', () => {
  it('has English only at first', () => {
    expect(translate.catalogueOf('en')?.tray.menu.quit).toBe('Quit Uptray')
    expect(translate.catalogueOf('de')).toBeUndefined()
    expect(translate.t('tray.menu.quit')).toBe('Quit Uptray')
  })

  it('speaks English until the chosen catalogue is in, then the chosen language', async () => {
    const heard: string[] = []
    translate.onLocaleChange(() => heard.push(translate.t('tray.menu.quit')))
    translate.setLocale({ language: 'de', tag: 'de-DE' })
    expect(translate.t('tray.menu.quit')).toBe('Quit Uptray')
    expect(translate.formatNumber(1234)).toBe('1.234')
    await vi.waitFor(() => expect(translate.t('tray.menu.quit')).toBe(de.tray.menu.quit))
    expect(heard).toEqual(['Quit Uptray', de.tray.menu.quit])
    expect(de.tray.menu.quit).not.toBe('Quit Uptray')
  })

  it('loads a catalogue once and answers it; one added by hand switches at once', async () => {
    const loaded = await translate.loadLanguage('fr')
    expect(loaded).toEqual(fr)
    expect(await translate.loadLanguage('fr')).toBe(loaded)
    translate.setLocale({ language: 'nl', tag: 'nl-NL' })
    const en = translate.catalogueOf('en')!
    const nl = { ...en, tray: { ...en.tray, menu: { ...en.tray.menu, quit: 'Stop' } } }
    translate.addCatalogue('nl', nl)
    expect(translate.t('tray.menu.quit')).toBe('Stop')
  })
})
