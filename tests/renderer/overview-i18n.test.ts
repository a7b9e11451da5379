// The overview, the sync line and an action's failure in German and French: Uptray's own words
// come from the catalogues (plurals by each language's rules), a failure is said by its kind,
// and the English words are gone. A language change redraws at once.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { errorAdvice, errorText, detailOf, failureText } from '@src/lib/error-text'
import { syncText } from '@src/lib/sync-text'
import { useMonitorsStore } from '@src/stores/monitors'
import { useToastStore } from '@src/stores/toasts'
import { ERROR_KINDS, ERROR_TABLE, failureMessage } from '@app/shared/error-table'
import { LANGUAGES } from '@app/shared/i18n/languages'
import { check, monitor, NOW, settings, snapshot, syncStatus } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

beforeEach(() => fakeLayout())
afterEach(() => {
  applyLanguage('en')
  document.body.innerHTML = ''
})

const account = () =>
  snapshot([
    monitor({ id: 1, label: 'shop.example.com', groupName: 'Shop' }),
    monitor({ id: 4, label: 'cart.example.com', groupName: 'Shop' }),
    monitor({
      id: 2,
      label: 'api.example.com',
      groupName: 'API',
      result: 'failed',
      checks: [
        check({ id: 21, label: 'Uptime', result: 'failed' }),
        check({ id: 22, label: 'Certificate', snoozedUntil: '2099-01-01T00:00:00Z' }),
      ],
    }),
  ])

/** Every text of the page: its words, its labels, its placeholders and its window title. */
function pageText(root: Element): string {
  const attributes = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap(
    (el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
  )
  return [root.textContent ?? '', ...attributes, document.title].join(' \n ')
}

/** The English words of the overview, the sync line and the top bar (none may remain). */
const ENGLISH = [
  /\bmonitors\b/,
  /\bfailing\b/,
  /\bSynced\b/,
  /\bOverview\b/,
  /\bSettings\b/,
  /\bNeeds attention\b/,
  /\bSearch\b/,
  /\bSelect all shown\b/,
  /\bsnoozed\b/,
  /\bRefresh now\b/,
  /\bFailed\b/,
  /\bSkip to content\b/,
]

const englishLeft = (text: string) => ENGLISH.filter((word) => word.test(text)).map(String)

describe('the overview in German', () => {
  it('counts, groups, rows, filters and the sync line in German, with German plurals', async () => {
    freshFake({
      snapshot: account(),
      sync: syncStatus({ lastSuccessAt: new Date().toISOString() }),
      settings: settings({ language: 'de' }),
    })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    expect(wrapper.find('[data-test=count-all]').text()).toBe('3 Monitore')
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('1 fehlgeschlagen')
    expect(wrapper.find('[data-test=count-up]').text()).toContain('2 online')
    expect(
      wrapper.findAll('[data-test=group-header]').map((g) => g.find('.group-title').text()),
    ).toEqual(['Handlungsbedarf', 'Shop'])
    const headers = wrapper.findAll('[data-test=group-header]').map((g) => g.find('.dim').text())
    expect(headers).toEqual(['1 Monitor, 1 fehlgeschlagen', '2 Monitore'])
    const failing = wrapper.find('[data-monitor-id="2"]')
    expect(failing.text()).toContain('Fehlgeschlagen')
    expect(failing.text()).toContain('Uptime fehlgeschlagen')
    expect(failing.find('[data-test=snoozed-marker]').text()).toContain('1 stummgeschaltet')
    expect(wrapper.find('[data-test=search]').attributes('placeholder')).toBe('Name, URL oder Tag')
    expect(wrapper.find('[data-test=sync-text]').text()).toMatch(/^Synchronisiert/)
    expect(wrapper.find('[data-test=bulk-count]').text()).toBe('0 ausgewählt')
    expect(wrapper.find('nav').text()).toContain('Einstellungen')
    expect(document.title).toBe('Übersicht · Uptray')
    expect(englishLeft(pageText(wrapper.element))).toEqual([])
  })

  it('says a failed sync by its kind in German, keeping the service’s reason', async () => {
    freshFake({
      snapshot: account(),
      settings: settings({ language: 'de' }),
      sync: syncStatus({
        state: 'error',
        errorKind: 'server',
        message: 'GET /api/monitors answered 503: Service Unavailable',
      }),
    })
    const { wrapper } = await mountWithApp(App)
    const line = wrapper.find('[data-test=sync-text]').text()
    expect(line).toBe(
      'Beim Dienst ist ein Serverfehler aufgetreten: GET /api/monitors answered 503: Service Unavailable. Neuer Versuch folgt.',
    )
    expect(line).not.toMatch(/Sync failed|server error|retrying/)
  })

  it('a refused action’s toast says what failed and why in German', async () => {
    applyLanguage('de')
    const fake = freshFake({ snapshot: account() })
    fake.answer('rerunCheck', () => ({
      ok: false,
      kind: 'rate-limited',
      message: `${failureMessage('rate-limited', 'retry after 30 s')} Nothing was changed.`,
    }))
    const store = useMonitorsStore()
    await store.load()
    expect(await store.rerun(21)).toBe(false)
    const toast = useToastStore().toasts.at(-1)
    expect(toast?.title).toBe(
      'Uptime auf api.example.com erneut ausführen fehlgeschlagen: Der Dienst drosselt die Anfragen dieses Tokens (429): retry after 30 s.',
    )
    expect(toast?.hint).toBe(
      'Die Änderung wurde rückgängig gemacht. Eine Minute warten und erneut versuchen.',
    )
  })
})

describe('the overview in French', () => {
  it('counts, rows and the sync line in French; 0 and 1 take the singular', async () => {
    freshFake({
      snapshot: account(),
      settings: settings({ language: 'fr' }),
      sync: syncStatus({ state: 'error', errorKind: 'network', message: 'fetch failed' }),
    })
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    expect(wrapper.find('[data-test=count-all]').text()).toBe('3 moniteurs')
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('1 en échec')
    expect(wrapper.find('[data-test=count-warning]').text()).toContain('0 avec avertissement')
    const headers = wrapper.findAll('[data-test=group-header]').map((g) => g.find('.dim').text())
    expect(headers).toEqual(['1 moniteur, 1 en échec', '2 moniteurs'])
    expect(wrapper.find('[data-test=bulk-count]').text()).toBe('0 sélectionné')
    expect(wrapper.find('[data-test=sync-text]').text()).toBe(
      'Impossible de joindre le service : fetch failed. Nouvel essai en cours.',
    )
    expect(wrapper.find('nav').text()).toContain('Réglages')
    expect(englishLeft(pageText(wrapper.element))).toEqual([])
  })
})

describe('a language change', () => {
  it('redraws the overview and the window title at once', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    expect(wrapper.find('[data-test=count-all]').text()).toBe('3 monitors')
    applyLanguage('nl')
    await flushPromises()
    expect(wrapper.find('[data-test=count-all]').text()).toBe('3 monitors')
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('1 mislukt')
    expect(wrapper.find('nav').text()).toContain('Instellingen')
    expect(document.title).toBe('Overzicht · Uptray')
    applyLanguage('de')
    await flushPromises()
    expect(wrapper.find('[data-test=count-failed]').text()).toContain('1 fehlgeschlagen')
  })
})

describe('errorText', () => {
  it('says every kind of the error table in every language, in English its own sentence', () => {
    for (const kind of ERROR_KINDS) {
      expect(errorText(kind), kind).toBe(`${ERROR_TABLE[kind].sentence}.`)
    }
    for (const language of LANGUAGES) {
      applyLanguage(language)
      for (const kind of ERROR_KINDS) {
        expect(errorText(kind), `${language} ${kind}`).not.toMatch(/errors\./)
        expect(errorAdvice(kind), `${language} ${kind}`).toMatch(/^\S.*\.$/)
      }
    }
  })

  it('gives each kind its sentence, and the detail only for kinds whose detail helps', () => {
    expect(errorText('refused', 'label too long')).toBe(
      'The service refused the request: label too long.',
    )
    expect(errorText('disconnected', 'socket closed')).toBe(
      'Lost the connection to the Uptray app.',
    )
    applyLanguage('fr')
    expect(errorText('not-found', 'no monitor 7')).toBe(
      'Le service ne connaît pas cet élément (404) : no monitor 7.',
    )
  })

  it('keeps only the detail of a message the error table built, and any other message whole', () => {
    const built = `${failureMessage('refused', 'The label may not be empty.')} Nothing was changed.`
    expect(detailOf('refused', built)).toBe('The label may not be empty')
    expect(detailOf('refused', failureMessage('refused'))).toBeNull()
    expect(detailOf('server', 'GET /monitors answered 500')).toBe('GET /monitors answered 500')
    expect(failureText({ ok: false, message: 'as the app said it' })).toBe('as the app said it')
    applyLanguage('de')
    expect(failureText({ kind: 'refused', message: built })).toBe(
      'Der Dienst hat die Anfrage abgelehnt: The label may not be empty.',
    )
  })

  it('the sync line says an error without a kind as given', () => {
    const status = syncStatus({ state: 'error', message: 'Something odd', errorKind: null })
    expect(syncText(status, NOW).text).toBe('Something odd')
  })
})
