// The timeline in German and French: rows are written again from their fields in the page's
// language (whatever language the app stored them in), dates follow the locale's order, and no
// English word of the timeline's own is left. An alert's text stays as stored.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { checkTypeLabel } from '@app/shared/check-labels'
import { MESSAGES } from '@app/shared/i18n/messages'
import type { TimelineEvent } from '@app/shared/timeline'
import type { Language } from '@app/shared/i18n/languages'
import { rowText } from '@src/lib/timeline-rows'
import { monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
  applyLanguage('system')
})

const NOW = Date.now()
const TEN_DAYS_AGO = NOW - 10 * 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

function event(seq: number, overrides: Partial<TimelineEvent>): TimelineEvent {
  return {
    seq,
    at: iso(NOW - seq * 60_000),
    kind: 'change',
    type: 'check.changed',
    monitorId: 1,
    monitorLabel: 'api.example.com',
    tags: [],
    checkId: 10,
    checkType: 'uptime',
    from: null,
    to: null,
    reason: null,
    text: '',
    ...overrides,
  }
}

/** As the app stores them: sentences in English, whatever the page speaks. */
const EVENTS: TimelineEvent[] = [
  event(1, {
    from: 'succeeded',
    to: 'failed',
    reason: 'quiet-hours',
    text: 'api.example.com: Uptime changed from succeeded to failed (muted: quiet-hours)',
  }),
  event(2, {
    kind: 'sync',
    type: 'offline',
    monitorId: null,
    monitorLabel: null,
    checkId: null,
    checkType: null,
    from: iso(NOW - 3 * 60_000),
    to: iso(NOW - 2 * 60_000),
    reason: 'no network connection',
    cause: { kind: 'no-network', status: null },
    text: 'Offline from 2026-01-01 03:18 UTC to 03:19 UTC: no network connection. Back to normal.',
  }),
  event(3, {
    kind: 'action',
    type: 'snoozeCheck',
    text: 'This app: Snoozed Uptime on api.example.com.',
    action: { outcome: 'done', message: 'Snoozed Uptime on api.example.com.' },
  }),
  event(4, {
    kind: 'action',
    type: 'rerunCheck',
    reason: 'The service is down.',
    text: "This app could not re-run 'Uptime' of api.example.com: The service is down.",
    action: { outcome: 'failed', what: "re-run 'Uptime' of api.example.com" },
  }),
  event(5, {
    kind: 'alert',
    type: 'failed',
    text: 'Uptime failed: api.example.com',
  }),
  event(6, {
    at: iso(TEN_DAYS_AGO),
    type: 'maintenance.started',
    checkId: null,
    checkType: null,
    text: 'api.example.com: maintenance started',
  }),
]

async function timelineIn(language: Language): Promise<VueWrapper> {
  const fake = freshFake({
    snapshot: snapshot([monitor({ id: 1, label: 'api.example.com' })]),
    settings: settings({ language }),
  })
  fake.answer('timeline', () => ({ events: EVENTS, total: EVENTS.length, unreadable: 2 }))
  const { wrapper } = await mountWithApp(App, { path: '/timeline' })
  await flushPromises()
  return wrapper
}

const rows = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-test=timeline-event]').map((r) => r.text())

/** The timeline's English words that must be gone, row sentences included. */
const ENGLISH = [
  'Timeline',
  'Copy handover',
  'All monitors',
  'Last 24 hours',
  'Change',
  'changed from',
  'succeeded',
  'muted',
  'quiet hours',
  'Back to normal',
  'no network connection',
  'This app',
  'could not',
  'maintenance started',
  'stored events',
]

describe('the timeline in other languages', () => {
  it('speaks German, dates in German order', async () => {
    const wrapper = await timelineIn('de')
    const main = wrapper.find('main').exists() ? wrapper.find('main') : wrapper
    const text = main.text()
    expect(wrapper.find('h1').text()).toBe('Verlauf')
    expect(text).toContain('Übergabe kopieren')
    expect(text).toContain('Alle Monitore')
    expect(text).toContain('Letzte 24 Stunden')
    expect(text).toContain(
      '2 gespeicherte Ereignisse konnten nicht gelesen werden und werden nicht angezeigt.',
    )
    const [change, sync, done, failed, alert, old] = rows(wrapper)
    expect(change).toContain(
      `api.example.com: ${checkTypeLabel('uptime')} von erfolgreich auf fehlgeschlagen gewechselt (stumm: Ruhezeiten)`,
    )
    expect(change).toContain('Änderung')
    expect(sync).toContain('Wieder normal')
    expect(sync).toMatch(/Offline von .+ bis .+: keine Netzwerkverbindung$/)
    expect(done).toContain('Diese App: Snoozed Uptime on api.example.com.')
    expect(failed).toContain("Diese App konnte nicht ausführen: re-run 'Uptime' of api.example.com")
    expect(failed).toContain(': The service is down.')
    // An alert's text is shown as stored.
    expect(alert).toContain('Uptime failed: api.example.com')
    // Ten days ago: day before month, a 24-hour clock; the sentence in German too.
    const day = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short' })
    expect(old).toContain(day.format(TEN_DAYS_AGO))
    expect(old).toContain('api.example.com: Wartung begonnen')
    const english = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' })
    expect(text).not.toContain(english.format(TEN_DAYS_AGO))
    expect(text).not.toMatch(/\b(AM|PM)\b/)
    // Today's rows name the day in German.
    expect(change).toMatch(/heute|gestern|vor \d+ Minuten/)
    for (const word of ENGLISH.filter((w) => w !== 'Change')) expect(text).not.toContain(word)
    expect(text).not.toMatch(/\bChange\b/)
  })

  it('speaks French, dates in French order', async () => {
    const wrapper = await timelineIn('fr')
    const text = wrapper.text()
    expect(wrapper.find('h1').text()).toBe('Chronologie')
    expect(text).toContain('Copier la passation')
    const [change, sync, done, , , old] = rows(wrapper)
    expect(change).toContain(
      `api.example.com : ${checkTypeLabel('uptime')} : passage de « ${MESSAGES.fr.events.state.succeeded} » à « ${MESSAGES.fr.events.state.failed} » (en sourdine : heures calmes)`,
    )
    expect(sync).toContain('Rétabli')
    expect(sync).toMatch(/Hors ligne de .+ à .+ : pas de connexion réseau$/)
    expect(done).toContain('Cette app : Snoozed Uptime on api.example.com.')
    const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' })
    expect(old).toContain(day.format(TEN_DAYS_AGO))
    expect(old).toContain('début de la maintenance')
    const english = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' })
    expect(text).not.toContain(english.format(TEN_DAYS_AGO))
    for (const word of ENGLISH.filter((w) => w !== 'Change' && w !== 'Timeline'))
      expect(text).not.toContain(word)
  })

  it('reads as the app wrote it in English', async () => {
    const wrapper = await timelineIn('en')
    const [change, sync, done, failed] = rows(wrapper)
    expect(change).toContain(
      `api.example.com: ${checkTypeLabel('uptime')} changed from succeeded to failed (muted: quiet hours)`,
    )
    expect(sync).toMatch(/Offline from .+ to .+: no network connection$/)
    expect(done).toContain('This app: Snoozed Uptime on api.example.com.')
    expect(failed).toContain(
      "This app could not re-run 'Uptime' of api.example.com: The service is down.",
    )
  })
})

describe("a sync problem's cause", () => {
  const episode = (cause: TimelineEvent['cause'], reason: string) =>
    event(1, {
      kind: 'sync',
      type: 'error',
      monitorId: null,
      monitorLabel: null,
      checkId: null,
      checkType: null,
      from: iso(NOW - 60_000),
      to: null,
      reason,
      ...(cause ? { cause } : {}),
      text: 'stored sentence',
    })

  it('is said from its kind and status in English and German', () => {
    // The stored English reason is not read: only the kind and status are.
    const served = episode({ kind: 'server-error', status: 503 }, 'whatever was stored')
    applyLanguage('en')
    expect(rowText(served)).toMatch(/: the service answered with an error \(HTTP 503\)$/)
    applyLanguage('de')
    expect(rowText(served)).toMatch(/: der Dienst hat mit einem Fehler geantwortet \(HTTP 503\)$/)
    expect(rowText(served)).not.toContain('whatever')
    const refused = episode({ kind: 'token-refused', status: null }, 'x')
    expect(rowText(refused)).toMatch(/: der Dienst hat das API-Token abgelehnt$/)
  })

  it('of a row stored without one is its stored reason', () => {
    applyLanguage('de')
    expect(rowText(episode(undefined, 'no network connection'))).toMatch(/: no network connection$/)
  })
})

describe('rows from the fields the app records', () => {
  const cronChange = (cronJob?: string | null) =>
    event(1, {
      type: 'cron.changed',
      checkId: 77,
      checkType: 'cron',
      from: 'pingFinished',
      to: 'pingFailed',
      ...(cronJob === undefined ? {} : { cronJob }),
      text: "api.example.com: cron job 'Stored name' changed from pingFinished to pingFailed",
    })

  it('a cron change names its job from the recorded name, in English and German', () => {
    applyLanguage('en')
    expect(rowText(cronChange('Nightly backup'))).toBe(
      "api.example.com: cron job 'Nightly backup' changed from pingFinished to pingFailed",
    )
    expect(rowText(cronChange(null))).toBe(
      'api.example.com: cron job changed from pingFinished to pingFailed',
    )
    applyLanguage('de')
    expect(rowText(cronChange('Nightly backup'))).toBe(
      'api.example.com: Cronjob „Nightly backup“ von pingFinished auf pingFailed gewechselt',
    )
    expect(rowText(cronChange(null))).toBe(
      'api.example.com: Cronjob von pingFinished auf pingFailed gewechselt',
    )
  })

  it('an action is worded from its parts, not from its stored sentence', () => {
    const done = event(1, {
      kind: 'action',
      type: 'snoozeCheck',
      text: 'stored sentence',
      action: { outcome: 'done', message: 'Snoozed Uptime on api.example.com.' },
    })
    const failed = event(2, {
      kind: 'action',
      type: 'rerunCheck',
      reason: 'The service is down.',
      text: 'stored sentence',
      action: { outcome: 'failed', what: "re-run 'Uptime' of api.example.com" },
    })
    applyLanguage('en')
    expect(rowText(done)).toBe('This app: Snoozed Uptime on api.example.com.')
    expect(rowText(failed)).toBe(
      "This app could not re-run 'Uptime' of api.example.com: The service is down.",
    )
    applyLanguage('de')
    expect(rowText(done)).toBe('Diese App: Snoozed Uptime on api.example.com.')
    expect(rowText(failed)).toContain(
      "Diese App konnte nicht ausführen: re-run 'Uptime' of api.example.com",
    )
  })

  it('rows stored before the fields were recorded show their stored sentence', () => {
    const action = event(1, {
      kind: 'action',
      type: 'snoozeCheck',
      text: 'This app: Snoozed Uptime on api.example.com.',
    })
    applyLanguage('de')
    expect(rowText(action)).toBe('This app: Snoozed Uptime on api.example.com.')
    expect(rowText(cronChange())).toBe(
      "api.example.com: cron job 'Stored name' changed from pingFinished to pingFailed",
    )
  })
})
