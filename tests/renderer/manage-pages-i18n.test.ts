// Cron jobs, "Monitor a URL", a monitor's settings, Tags and Managed teams in German (Teams also in
// French): Uptray's words come from the catalogues, schedules are said by cronstrue in the
// language with the next runs in the job's zone (named), the form's problems are phrased on this
// side, a team's date follows the app's locale, and the English words are gone.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { schedulePreview } from '@src/lib/cron-preview'
import type { Language } from '@app/shared/i18n/languages'
import type { ManagedTeamsView } from '@app/shared/managed-teams'
import type { MonitorSettingsView } from '@app/shared/monitor-input'
import { check, cronState, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('en')
  document.body.innerHTML = ''
})

function fakeIn(language: Language, world = snapshot([])) {
  applyLanguage(language)
  return freshFake({ snapshot: world, settings: settings({ language }) })
}

/** None of these English phrases is in the text (whole words, case as written). */
function expectNoEnglish(text: string, phrases: string[]) {
  const found = phrases.filter((p) => new RegExp(`\\b${p}\\b`).test(text))
  expect(found).toEqual([])
}

const cronWorld = () =>
  snapshot(
    [
      monitor({ id: 1, label: 'backups', checks: [check({ id: 11, type: 'cron' })] }),
      monitor({ id: 2, label: 'billing', checks: [check({ id: 21, type: 'cron' })] }),
    ],
    {
      1: [cronState({ id: 5, monitorId: 1, name: 'nightly', humanSchedule: 'At 03:00 AM' })],
      2: [
        cronState({
          id: 6,
          monitorId: 2,
          name: 'invoices',
          cronExpression: null,
          frequencyInMinutes: 15,
        }),
      ],
    },
  )

describe('the cron jobs page in German', () => {
  it('says the schedules, columns, buttons and the form in German', async () => {
    const fake = fakeIn('de', cronWorld())
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await flushPromises()
    const page = () => wrapper.find('section.stack')
    const rows = wrapper.findAll('[data-test=cron-row]')
    // The service's English phrase gives way to cronstrue's German.
    expect(rows[0]!.text()).toContain('Um 03:00')
    expect(rows[1]!.text()).toContain('Alle 15 Minuten')
    expect(page().find('h1').text()).toBe('Cronjobs')
    expect(page().find('thead').text()).toContain('Letzter Ping')
    expect(rows[0]!.find('[data-test=cron-copy-ping]').text()).toBe('Ping-URL kopieren')
    expect(rows[0]!.find('[data-test=cron-edit]').attributes('aria-label')).toBe(
      'nightly bearbeiten',
    )

    await wrapper.find('[data-test=cron-new]').trigger('click')
    const form = () => wrapper.find('[data-test=cron-form]')
    await form().find('[data-test=cron-form-cron]').setValue(true)
    await form().find('[data-test=cron-form-expression]').setValue('0 3 * *')
    expect(form().find('[data-test=cron-form-preview]').text()).toBe(
      'Ein Cron-Ausdruck hat 5 Felder: Minute Stunde Tag Monat Wochentag.',
    )
    await form().find('[data-test=cron-form-expression]').setValue('0 3 * * 1-5')
    await form().find('[data-test=cron-form-timezone]').setValue('Europe/Brussels')
    expect(form().find('[data-test=cron-form-preview]').text()).toBe(
      'Um 03:00, Montag bis Freitag (Europe/Brussels)',
    )
    // The next runs, on the job's clock, its zone named (this runtime is not in Brussels).
    const next = form().find('[data-test=cron-form-next]').text()
    expect(next).toMatch(/^Nächste Läufe: /)
    expect(next).toMatch(/03:00 (MEZ|MESZ)/)
    await form().trigger('submit')
    expect(form().text()).toContain('Dem Job einen Namen geben.')
    // The app's English sentence for the success is said here in German.
    fake.answer('createCronCheck', () => ({
      ok: true,
      message: 'Created the cron check Rechnungen.',
    }))
    await form().find('[data-test=cron-form-name]').setValue('Rechnungen')
    await form().trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=cron-result]').text()).toBe('Cron-Prüfung Rechnungen angelegt.')
    expectNoEnglish(wrapper.text(), [
      'Cron jobs',
      'New cron check',
      'Schedule',
      'Last ping',
      'Copy ping URL',
      'Edit',
      'Delete',
      'Every',
      'Next',
      'Give the job a name',
      'Grace time',
      'Cancel',
    ])
  }, 20_000)

  it('phrases the schedule preview in French and Dutch too', () => {
    const form = {
      name: 'x',
      type: 'cron' as const,
      frequencyInMinutes: null,
      cronExpression: '*/15 9-17 * * 1-5',
      serverTimezone: 'UTC',
      graceTimeInMinutes: 5,
    }
    applyLanguage('fr')
    expect(schedulePreview(form).text).toBe(
      'Toutes les 15 minutes, de 09:00 à 17:59, de lundi à vendredi (UTC)',
    )
    expect(schedulePreview({ ...form, type: 'simple', frequencyInMinutes: 1 }).text).toBe(
      'Toutes les minutes',
    )
    applyLanguage('nl')
    expect(schedulePreview({ ...form, type: 'simple', frequencyInMinutes: 20 }).text).toBe(
      'Elke 20 minuten',
    )
  })
})

const SETTINGS: MonitorSettingsView = {
  id: 1,
  teamId: 1,
  type: 'http',
  url: 'https://shop.example.com',
  label: 'shop',
  groupName: '',
  description: '',
  notes: '',
  tags: [],
  checks: [{ type: 'uptime', enabled: true }],
  frequencyMinutes: 1,
  performanceThresholdMs: 3500,
  certificateExpiryDays: 14,
}

describe('adding and editing a monitor in German', () => {
  it('the form, its own problems, the outcome and its links are German', async () => {
    const fake = fakeIn('de', snapshot([monitor({ id: 1, label: 'shop' })]))
    const { wrapper } = await mountWithApp(App, { path: '/monitors/new' })
    const form = () => wrapper.find('[data-test=monitor-form]')
    expect(wrapper.find('h1').text()).toBe('URL überwachen')
    expect(form().find('[data-test=monitor-form-type]').text()).toContain('TCP-Port (host:port)')
    await form().find('[data-test=monitor-form-default]').setValue(false)
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createMonitor')).toEqual([])
    expect(wrapper.find('[data-test=error-url]').text()).toBe(
      'URL oder Host zum Überwachen eingeben.',
    )
    expect(wrapper.find('[data-test=error-checks]').text()).toBe('Mindestens eine Prüfung wählen.')
    fake.answer('createMonitor', () => ({
      ok: true,
      message: 'Added the monitor https://shop.example.com.',
      id: 9,
    }))
    await form().find('[data-test=monitor-form-url]').setValue('https://shop.example.com')
    await form().find('[data-test=monitor-form-default]').setValue(true)
    await form().trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=monitor-form-result]').text()).toBe(
      'Monitor https://shop.example.com hinzugefügt. Öffnen oder in der Übersicht ansehen.',
    )
    expectNoEnglish(form().text(), [
      'URL or host',
      'Type',
      'Checks',
      'Add monitor',
      'Enter the URL',
      'Choose at least one check',
      'separated by commas',
    ])
  }, 20_000)

  it("a monitor's settings panel is German", async () => {
    const fake = fakeIn('de', snapshot([monitor({ id: 1, label: 'shop' })]))
    fake.answer('monitorSettings', () => SETTINGS)
    const { wrapper } = await mountWithApp(App, { path: '/monitor/1' })
    const panel = () => wrapper.find('[data-test=monitor-settings]')
    expect(panel().find('[data-test=monitor-edit]').text()).toBe('Einstellungen bearbeiten')
    await panel().find('[data-test=monitor-edit]').trigger('click')
    await flushPromises()
    const text = panel().text()
    expect(text).toContain('Verfügbarkeit alle N Minuten prüfen (1 bis 1440)')
    expect(panel().find('[data-test=settings-save]').text()).toBe('Einstellungen sichern')
    // The check types by their German names, and French ones after a language change.
    const uptime = () =>
      panel().find('[data-test=settings-check-uptime]').element.parentElement!.textContent!.trim()
    expect(uptime()).toBe('Verfügbarkeit')
    // The page is drawn again in the new language (the shell redraws the view).
    applyLanguage('fr')
    await flushPromises()
    await panel().find('[data-test=monitor-edit]').trigger('click')
    await flushPromises()
    expect(uptime()).toBe('Disponibilité')
    expect(panel().find('[data-test=settings-save]').text()).toBe('Enregistrer les réglages')
    applyLanguage('de')
    await flushPromises()
    await panel().find('[data-test=monitor-edit]').trigger('click')
    await flushPromises()
    expectNoEnglish(text, ['Name', 'Group', 'Description', 'Notes', 'Save settings', 'Cancel'])
    await panel().find('[data-test=settings-cancel]').trigger('click')
    await panel().find('[data-test=monitor-delete]').trigger('click')
    expect(panel().find('[data-test=monitor-delete-ask]').text()).toContain(
      'Monitor shop löschen? Seine Prüfungen und sein Verlauf werden mitgelöscht.',
    )
  }, 20_000)
})

describe('the tags page in German', () => {
  it('says the tags, groups and the group form in German, the tag names as sent', async () => {
    const fake = fakeIn('de', snapshot([monitor({ id: 1, label: 'shop' })]))
    fake.answer('tags', () => ({
      tags: [{ id: 3, teamId: 1, name: 'client-acme', monitorIds: [1] }],
      groups: [{ id: 9, teamId: 1, label: 'Clients', tags: [] }],
      unreadable: 0,
    }))
    const { wrapper } = await mountWithApp(App, { path: '/tags' })
    await flushPromises()
    const row = wrapper.find('[data-test=tag-row]').text()
    expect(row).toContain('client-acme')
    expect(row).toContain('1: shop')
    expect(wrapper.find('[data-test=group-tags]').text()).toBe('noch keine Tags')
    expect(wrapper.find('[data-test=tag-form-submit]').text()).toBe('Tag anlegen')
    await wrapper.find('[data-test=group-new]').trigger('click')
    const form = () => wrapper.find('[data-test=group-form]')
    expect(form().attributes('aria-label')).toBe('Neue Tag-Gruppe')
    await form().find('[data-test=group-form-tags]').setValue('a*b')
    await form().trigger('submit')
    await flushPromises()
    expect(form().text()).toContain('Eine Bezeichnung eingeben.')
    expect(form().text()).toContain('„a*b“: ein Tag-Name oder ein Präfix mit * am Ende.')
    expectNoEnglish(wrapper.find('section.stack').text(), [
      'Tag groups',
      'New tag',
      'Create tag',
      'No tags yet',
      'no tags yet',
      'Label',
      'Enter a label',
      'Edit',
      'Delete',
      'Cancel',
      'overview',
    ])
  }, 20_000)
})

const RESELLER: ManagedTeamsView = {
  state: 'reseller',
  reseller: { id: 1, name: 'Ops' },
  teams: [
    {
      id: 2,
      name: 'Clients',
      timezone: null,
      createdAt: '2025-11-01T10:00:00+00:00',
      monitorsCount: 3,
    },
  ],
  users: { 2: [{ id: 7, name: 'Ada', email: 'ada@example.com', role: null, you: true }] },
  page: 1,
  lastPage: 2,
  total: 201,
  unreadable: 1,
}

function teamsWorld() {
  return snapshot([
    monitor({ id: 1, teamId: 2 }),
    monitor({ id: 2, teamId: 2, result: 'failed', checks: [check({ id: 21, result: 'failed' })] }),
  ])
}

async function openTeams(language: Language): Promise<VueWrapper> {
  const fake = fakeIn(language, teamsWorld())
  fake.answer('managedTeams', () => RESELLER)
  fake.answer('managedTeamLoginLink', () => ({
    ok: true,
    message: 'Made a login link to Clients as Ada, valid 5 minutes.',
    url: 'https://ohdear.app/login/7',
    validUntil: null,
  }))
  const { wrapper } = await mountWithApp(App, { path: '/teams' })
  await flushPromises()
  return wrapper
}

describe('the managed teams page', () => {
  it('is German: counts by the plural rules, the date in the German locale', async () => {
    const wrapper = await openTeams('de')
    const row = wrapper.find('[data-test=team-row]')
    expect(row.find('.created').text()).toBe('seit 01.11.2025')
    expect(row.find('[data-test=team-monitors]').text()).toBe('3 Monitore')
    expect(row.find('[data-test=team-health]').text()).toMatch(/1 fehlerhaft.*1 in Ordnung/)
    expect(row.text()).toContain('nicht angegeben')
    expect(wrapper.find('[data-test=teams-reseller]').text()).toBe(
      'Von Ops verwaltete Teams: insgesamt 201',
    )
    expect(wrapper.text()).toContain('1 Team konnte nicht gelesen werden.')
    expect(wrapper.text()).toContain('Seite 1 von 2')
    await row.find('[data-test=team-delete]').trigger('click')
    expect(wrapper.find('[data-test=team-confirm]').text()).toContain(
      'Clients löschen? Alle seine Monitore werden gelöscht',
    )
    expect(wrapper.find('[data-test=team-confirm-no]').text()).toBe('Behalten')
    await row.find('[data-test=team-user]').trigger('click')
    expect(wrapper.find('[data-test=team-user-role]').text()).toContain('Gast:')
    expectNoEnglish(wrapper.find('section.stack').text(), [
      'Managed teams',
      'New team',
      'Name contains',
      'Time zone',
      'Search',
      'since',
      'monitors',
      'failing',
      'Add user',
      'Log in as',
      'Decouple',
      'Delete',
      'Page',
      'could not be read',
      'Cancel',
    ])
  }, 20_000)

  it('is French, with the date in the French locale', async () => {
    const wrapper = await openTeams('fr')
    const row = wrapper.find('[data-test=team-row]')
    expect(row.find('.created').text()).toBe('depuis le 1 nov. 2025')
    expect(row.find('[data-test=team-monitors]').text()).toBe('3 moniteurs')
    expect(row.find('[data-test=team-health]').text()).toMatch(/1 en échec.*1 opérationnel/)
    expect(wrapper.text()).toContain("1 équipe n'a pas pu être lue.")
    await row.find('[data-test=team-login]').trigger('click')
    expect(wrapper.find('[data-test=login-as-user]').text()).toBe('Vous (Ada)')
    await wrapper.find('[data-test=login-as-form]').trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=teams-result]').text()).toBe(
      'Lien de connexion à Clients créé, valable 5 minutes. Il a été ouvert dans votre navigateur.',
    )
    expectNoEnglish(wrapper.find('section.stack').text(), [
      'Managed teams',
      'New team',
      'Search',
      'since',
      'Open login link',
      'Log in as',
      'Cancel',
      'Previous',
      'Next',
    ])
  }, 20_000)
})

describe('an account that is no reseller', () => {
  it('reads the one sentence in Dutch', async () => {
    const fake = fakeIn('nl', teamsWorld())
    fake.answer('managedTeams', () => ({
      state: 'not-reseller',
      message: 'This account manages no client teams: managed teams belong to reseller accounts.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/teams' })
    await flushPromises()
    expect(wrapper.find('[data-test=teams-not-reseller]').text()).toMatch(
      /^Dit account beheert geen klantteams/,
    )
  })
})
