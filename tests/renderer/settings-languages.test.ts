// Settings in German and French: the page's own words come from the language's catalogue (none of
// English's are left), dates read in the locale's order, and choosing a language in Settings
// switches the whole page at once.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { MESSAGES } from '@app/shared/i18n/messages'
import type { Language } from '@app/shared/i18n/languages'
import { monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
  applyLanguage('system')
})

type Tree = { [key: string]: string | Tree }

function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)))
}

/**
 * Pieces of English messages of `areas` (the text between placeholders and plural forms, 12
 * characters or more) that no message of `language` contains: none may be on a page in it.
 */
function englishPieces(language: Language, areas: (keyof typeof MESSAGES.en)[]): string[] {
  const own = areas.flatMap((a) => strings(MESSAGES[language][a] as unknown as Tree)).join('\n')
  return areas
    .flatMap((a) => strings(MESSAGES.en[a] as unknown as Tree))
    .flatMap((m) => m.split(/\{[^}]*\}|\|/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 12 && !own.includes(piece))
}

const pageText = (wrapper: VueWrapper) => wrapper.find('section.settings').text()

const IN_TEN_DAYS = Date.now() + 10 * 86_400_000

async function settingsIn(language: Language) {
  const fake = freshFake({
    snapshot: snapshot([monitor({ id: 1 })]),
    settings: (() => {
      const s = settings({ language })
      s.notifications.pausedUntil = new Date(IN_TEN_DAYS).toISOString()
      return s
    })(),
  })
  fake.answer('teamZones', () => [
    { teamId: 1, teamName: 'Ops', zone: 'Europe/Brussels', source: 'status-page' },
  ])
  const { wrapper } = await mountWithApp(App, { path: '/settings' })
  await flushPromises()
  return { fake, wrapper }
}

describe('settings in other languages', () => {
  it('reads in German, dates in German order, with no English words of its own left', async () => {
    const { wrapper } = await settingsIn('de')
    const text = pageText(wrapper)
    expect(wrapper.find('h1').text()).toBe('Einstellungen')
    for (const words of [
      'Angemeldet als',
      'Teams: Ops, Clients',
      'Ruhezeiten',
      'Benachrichtigungsregeln',
      'Zeitzonen der Teams',
      'Verwendet Europe/Brussels: von der Statusseite des Teams.',
      'Konto hinzufügen',
      'Erscheinungsbild',
      'Sprache',
      'Abmelden',
    ])
      expect(text).toContain(words)
    // The pause's end: day before month, a 24-hour clock.
    const day = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short' })
    expect(wrapper.find('[data-test=paused]').text()).toContain(
      `Pausiert bis ${day.format(IN_TEN_DAYS)}`,
    )
    expect(wrapper.find('[data-test=paused]').text()).not.toMatch(/AM|PM/)
    for (const english of ['Signed in as', 'Quiet hours', 'Sign out', 'Theme', 'Paused until'])
      expect(text).not.toContain(english)
    for (const piece of englishPieces('de', ['settings', 'accounts']))
      expect(text).not.toContain(piece)
    // Each language is named in itself; 'System' names the one it follows.
    const options = wrapper.findAll('[data-test=language] option').map((o) => o.text())
    expect(options).toEqual(['System (English)', 'English', 'Deutsch', 'Français', 'Nederlands'])
    expect(document.documentElement.lang).toMatch(/^de/)
  })

  it('reads in French, dates in French order', async () => {
    const { wrapper } = await settingsIn('fr')
    const text = pageText(wrapper)
    expect(wrapper.find('h1').text()).toBe('Réglages')
    for (const words of [
      'Connecté en tant que',
      'Équipes : Ops, Clients',
      'Heures calmes',
      'Règles de notification',
      'Fuseaux horaires des équipes',
      'Ajouter un compte',
      'Se déconnecter',
      'Système (English)',
    ])
      expect(text).toContain(words)
    const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' })
    expect(wrapper.find('[data-test=paused]').text()).toContain(
      `En pause jusqu’à ${day.format(IN_TEN_DAYS)}`,
    )
    const english = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' })
    expect(text).not.toContain(english.format(IN_TEN_DAYS))
    for (const piece of englishPieces('fr', ['settings', 'accounts']))
      expect(text).not.toContain(piece)
  })

  it('choosing German in Settings switches the whole page at once', async () => {
    const { fake, wrapper } = await settingsIn('en')
    expect(wrapper.find('h1').text()).toBe('Settings')
    expect(pageText(wrapper)).toContain('Quiet hours')

    await wrapper.find('[data-test=language]').setValue('de')
    await flushPromises()
    expect(fake.callsTo('updateSettings').map((a) => a[0])).toEqual([{ language: 'de' }])
    const text = pageText(wrapper)
    expect(wrapper.find('h1').text()).toBe('Einstellungen')
    expect(text).toContain('Ruhezeiten')
    expect(text).toContain('Verwendet Europe/Brussels')
    expect(wrapper.find('[data-test=paused]').text()).toContain('Pausiert bis')
    expect(text).not.toContain('Quiet hours')
    expect(text).not.toContain('Paused until')
    expect(document.documentElement.lang).toMatch(/^de/)
  })

  it('lists notification rules in Dutch', async () => {
    freshFake({
      snapshot: snapshot([monitor({ id: 1, label: 'shop.example.com' })]),
      settings: settings({
        language: 'nl',
        notifications: {
          ...settings().notifications,
          rules: [
            { scope: 'tag', value: 'staging', mode: 'never' },
            { scope: 'monitor', value: '1', mode: 'failures' },
          ],
        },
      }),
    })
    const { wrapper } = await mountWithApp(App, { path: '/rules' })
    await flushPromises()
    expect(wrapper.find('h1').text()).toBe('Meldingsregels')
    expect(wrapper.findAll('[data-test=rule] span').map((r) => r.text())).toEqual([
      'Monitors met tag staging: nooit melden',
      'Monitor shop.example.com: alleen fouten melden',
    ])
    expect(wrapper.find('[data-test=rule] button').attributes('aria-label')).toBe(
      'Regel verwijderen: Monitors met tag staging: nooit melden',
    )
    const text = wrapper.find('section.rules').text()
    for (const piece of englishPieces('nl', ['rules'])) expect(text).not.toContain(piece)
  })

  it('shows the notification destinations in German, counted by German plurals', async () => {
    const fake = freshFake({ snapshot: snapshot([]), settings: settings({ language: 'de' }) })
    const destination = {
      level: 'team' as const,
      owner: 'Team',
      // As the app names it in English: the page says it in German.
      channel: 'Email',
      enabled: false,
      canEnable: true,
    }
    fake.answer('destinations', () => ({
      destinations: [
        { ...destination, id: 1, name: 'ops@example.com', disabledReason: 'Bounced' },
        { ...destination, id: 2, name: 'Slack #ops', disabledReason: 'Revoked' },
      ],
      readAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    }))
    const { wrapper } = await mountWithApp(App, { path: '/notifications' })
    await flushPromises()
    const text = wrapper.find('main').exists() ? wrapper.find('main').text() : wrapper.text()
    expect(wrapper.find('h1').text()).toBe('Benachrichtigungen')
    expect(wrapper.find('[data-test=destinations-warning]').text()).toContain(
      '2 Ziele wurden von Oh Dear deaktiviert',
    )
    expect(text).toMatch(/\(älteste Abfrage vor \d Minuten\)/)
    expect(text).toContain('Von Oh Dear deaktiviert: Bounced')
    const channels = wrapper.findAll('[data-test=destination-row] td').map((c) => c.text())
    expect(channels[0]).toBe(MESSAGES.de.destinations.channel.mail)
    expect(wrapper.find('[data-test=destination-enable]').attributes('aria-label')).toBe(
      'ops@example.com aktivieren',
    )
    for (const english of ['Destination', 'Channel', 'Send test', 'Disabled by Oh Dear', 'ago'])
      expect(text).not.toContain(english)
  })
})
