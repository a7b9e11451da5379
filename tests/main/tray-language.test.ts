// The tray and the notifications in German, under the Electron mock: every label of the menu,
// the tooltip, and a notification's title, body and buttons come from the German catalogue, with
// German plurals; and the OS's languages pick the main process's language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupTray, type TrayController } from '@app/main/tray/setup-tray'
import { problemSummary } from '@app/main/tray/tray-text'
import { setupNotifications, type Notifier } from '@app/main/notifications/setup-notifications'
import { applyAppLanguage, systemLanguages } from '@app/main/life/app-language'
import { eventAlert } from '@app/core/engine/alert-text'
import { updateOffer } from '@app/main/update/update-policy'
import { ENGLISH, resolveLocale } from '@app/shared/i18n/languages'
import { currentLocale, setLocale, tn } from '@app/shared/i18n/translate'
import { emptyCounts } from '@app/shared/health'
import type { ChangeEvent } from '@app/shared/model'
import {
  app,
  Notification,
  resetElectronMock,
  Tray,
  type MenuTemplateItem,
} from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { iso, mixed, NOW } from './snapshots'

const GERMAN = resolveLocale('de', ['de-DE'])

let service: FakeAppService
let controller: TrayController | null = null
let notifier: Notifier | null = null

function startTray(): Tray {
  controller = setupTray({
    service,
    platform: 'linux',
    now: () => NOW,
    openDashboard: () => undefined,
    openPreferences: () => undefined,
    togglePopover: () => undefined,
    openExternal: async () => ({ ok: true, message: '' }),
    quit: () => undefined,
    visibleWindows: () => [],
    notify: () => undefined,
    updateOffer: () => updateOffer({ packaged: true, demo: false }, 'idle'),
  })
  return Tray.all.at(-1)!
}

function labels(items: readonly MenuTemplateItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.label === undefined ? [] : [item.label]),
    ...labels(item.submenu ?? []),
  ])
}

function menuLabels(tray: Tray): string[] {
  const menu = tray.contextMenu as { template: MenuTemplateItem[] } | null
  return labels(menu?.template ?? [])
}

/** A label with the service's words (isolated by the menu) and the marks taken out. */
const ownWords = (label: string) =>
  label
    .replace(/\u2068[^\u2069]*\u2069/g, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()

beforeEach(() => {
  resetElectronMock()
  setLocale(ENGLISH)
  service = new FakeAppService()
  service.snapshot = mixed()
  service.sync = { ...OK_SYNC, lastSuccessAt: iso(NOW - 20_000) }
})
afterEach(() => {
  controller?.dispose()
  controller = null
  notifier?.dispose()
  notifier = null
  setLocale(ENGLISH)
})

describe('the tray in German', () => {
  it('says every word of its own in German, with the plural the count needs', () => {
    setLocale(GERMAN)
    const tray = startTray()
    const german = menuLabels(tray)

    expect(tray.tooltip).toBe('2 fehlgeschlagen, 1 Warnung - synchronisiert vor 20 Sekunden')
    expect(german[0]).toBe('2 fehlgeschlagen, 1 Warnung - synchronisiert vor 20 Sekunden')
    for (const label of [
      'Jetzt aktualisieren',
      'Alle fehlgeschlagenen erneut ausführen (2)',
      'Mitteilungen pausieren',
      'Für 1 Stunde',
      'Dashboard öffnen',
      'URL überwachen …',
      'Einstellungen …',
      'Uptray beenden',
      'Stummschalten',
      'Prüfung erneut ausführen',
      'Wartung starten',
      'Im Browser öffnen',
      'Cronjobs',
      'Nach Updates suchen',
      '1 Std.',
      '1 Tag',
    ])
      expect(german).toContain(label)
    expect(german.some((l) => l.includes('Verfügbarkeit'))).toBe(true)

    // The same menu in English, item for item: every label with words of Uptray's own differs.
    setLocale(ENGLISH)
    const english = menuLabels(tray)
    expect(english).toContain('Quit Uptray')
    expect(english).toHaveLength(german.length)
    const left = english.flatMap((label, i) =>
      ownWords(label) !== '' && ownWords(label) === ownWords(german[i]!) ? [label] : [],
    )
    expect(left).toEqual([])
    for (const label of english.filter((l) => ownWords(l) !== ''))
      expect(german, label).not.toContain(label)
  })

  it('counts one and several by the German rules', () => {
    setLocale(GERMAN)
    const counts = { ...emptyCounts(), total: 9 }
    expect(problemSummary({ ...counts, failed: 1, warning: 1 })).toBe('1 fehlgeschlagen, 1 Warnung')
    expect(problemSummary({ ...counts, failed: 2, warning: 2, maintenance: 1 })).toBe(
      '2 fehlgeschlagen, 2 Warnungen, 1 in Wartung',
    )
    expect(problemSummary(counts)).toBe('Alle 9 Monitore erreichbar')
  })

  it('redraws at once when Settings switch the language, English to German', () => {
    const tray = startTray()
    expect(tray.tooltip).toBe('2 failing, 1 warning - synced 20 seconds ago')
    expect(menuLabels(tray)).toContain('Quit Uptray')

    service.settings = { ...service.settings, language: 'de' }
    // What start-app.ts does on a settings event.
    applyAppLanguage(service.settings.language)

    expect(tray.tooltip).toBe('2 fehlgeschlagen, 1 Warnung - synchronisiert vor 20 Sekunden')
    expect(menuLabels(tray)).toContain('Uptray beenden')
    expect(menuLabels(tray)).not.toContain('Quit Uptray')
  })

  it("reads the radar's line again on a language change, which the engine words anew", async () => {
    service.comingUp = async () => ({
      items: [],
      summary: tn('overview.comingUp.summary.certificates', 2, { days: 14 }),
    })
    const tray = startTray()
    await vi.waitFor(() =>
      expect(menuLabels(tray).some((l) => /certificates expire/.test(l))).toBe(true),
    )
    applyAppLanguage('de')
    await vi.waitFor(() => expect(menuLabels(tray).some((l) => /Zertifikate/.test(l))).toBe(true))
    expect(menuLabels(tray).some((l) => /certificates expire/.test(l))).toBe(false)
  })
})

describe('a notification in German', () => {
  it('has a German title, body and buttons', () => {
    setLocale(GERMAN)
    const event: ChangeEvent = {
      type: 'check.changed',
      at: iso(NOW - 60_000),
      monitorId: 2,
      monitorLabel: 'shop.example.com',
      checkId: 21,
      checkType: 'uptime',
      from: 'succeeded',
      to: 'failed',
    }
    const snapshot = mixed()
    const alert = eventAlert(
      { event, kind: 'failure', flapping: false },
      snapshot,
      new Date(NOW),
      'a1',
    )
    notifier = setupNotifications({ service, openDashboard: () => undefined, platform: 'darwin' })
    service.emit({ type: 'alert', alert })

    const shown = Notification.shown.at(-1)!.options as {
      title: string
      body: string
      actions: { text: string }[]
    }
    expect(shown.title).toBe('shop.example.com: Verfügbarkeit fehlgeschlagen')
    expect(shown.body).toMatch(
      /^Verfügbarkeit fehlgeschlagen seit .+; davor erfolgreich\. Status: Down: 503\.$/,
    )
    expect(shown.body).not.toMatch(/since|before|failed/)
    expect(shown.actions.map((a) => a.text)).toEqual([
      '1 Std. stummschalten',
      'Öffnen',
      'Wartung 1 Std.',
    ])
  })
})

describe('the language of the main process', () => {
  it('follows the OS: its first language Uptray speaks, in its region', () => {
    app.preferredLanguages = ['ja-JP', 'de-AT', 'en-US']
    expect(applyAppLanguage('system')).toEqual({ language: 'de', tag: 'de-AT' })
    expect(currentLocale()).toEqual({ language: 'de', tag: 'de-AT' })
    // Settings' choice wins over the OS.
    expect(applyAppLanguage('nl').language).toBe('nl')
  })

  it("falls back to the app's locale when the OS names no languages", () => {
    app.preferredLanguages = []
    app.locale = 'fr-FR'
    expect(systemLanguages()).toEqual(['fr-FR'])
    expect(applyAppLanguage('system')).toEqual({ language: 'fr', tag: 'fr-FR' })
  })
})
