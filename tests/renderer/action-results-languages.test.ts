// The engine's words that reach the dashboard, said in its language: the sync line's destination
// warnings, an action's success toast, a bulk run's result per monitor and a tag result, in
// German and French from what was asked; English keeps the app's own sentences.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import SyncStatusLine from '@src/components/SyncStatusLine.vue'
import { applyLanguage } from '@src/i18n'
import { durationText } from '@src/lib/time'
import { warningText } from '@src/lib/warning-text'
import { useBulkStore } from '@src/stores/bulk'
import { useMonitorsStore } from '@src/stores/monitors'
import { useSessionStore } from '@src/stores/session'
import { useSyncStore } from '@src/stores/sync'
import { useTagsStore } from '@src/stores/tags'
import { useToastStore } from '@src/stores/toasts'
import { destinationWarningParts, destinationWarnings } from '@app/core/engine/destinations'
import type { BulkProgress, BulkRequest } from '@app/shared/bulk'
import { ERROR_TABLE, failureMessage } from '@app/shared/error-table'
import type { DestinationView } from '@app/shared/coming-up'
import { check, monitor, snapshot, syncStatus } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('en')
  document.body.innerHTML = ''
})

const disabled = (id: number, name: string): DestinationView => ({
  id,
  level: 'team',
  owner: 'Team',
  channel: 'Slack',
  name,
  enabled: false,
  disabledReason: 'channel_not_found',
  canEnable: true,
})

/** The engine's own warnings: named destinations, then "N more" (as data and in English). */
const destinations = [1, 2, 3, 4, 5].map((i) => disabled(i, `Slack #ops-${i}`))
const parts = destinationWarningParts(destinations)
const warnings = destinationWarnings(destinations)

const account = () =>
  snapshot([
    monitor({
      id: 1,
      label: 'shop.example.com',
      result: 'failed',
      checks: [check({ id: 11, result: 'failed' }), check({ id: 12, result: 'failed' })],
    }),
    monitor({ id: 2, label: 'api.example.com', checks: [check({ id: 21 })] }),
  ])

describe('sync line warnings', () => {
  it("says the engine's destination warnings in German, names and reasons as sent", async () => {
    applyLanguage('de')
    const fake = freshFake()
    fake.state.sync = syncStatus({
      lastSuccessAt: new Date().toISOString(),
      warnings: [warnings[0]!, `Acme: ${warnings[3]!}`],
      warningParts: [parts[0]!, { ...parts[3]!, account: 'Acme' }],
    })
    const { wrapper } = await mountWithApp(SyncStatusLine)
    await useSyncStore().load()
    await flushPromises()
    const text = wrapper.find('[data-test=sync-text]').text()
    expect(text).toContain('Slack #ops-1 wurde von Oh Dear deaktiviert: channel_not_found')
    expect(text).toContain('Acme: 2 weitere Benachrichtigungsziele wurden von Oh Dear deaktiviert.')
    expect(text).not.toMatch(/disabled by|more notification/)
  })

  it('in French, and in English as the engine says them', () => {
    applyLanguage('fr')
    expect(parts.map(warningText)).toEqual([
      'La destination Slack #ops-1 a été désactivée par Oh Dear : channel_not_found',
      'La destination Slack #ops-2 a été désactivée par Oh Dear : channel_not_found',
      'La destination Slack #ops-3 a été désactivée par Oh Dear : channel_not_found',
      '2 autres destinations de notification ont été désactivées par Oh Dear.',
    ])
    applyLanguage('en')
    expect(parts.map(warningText)).toEqual([
      ...warnings.slice(0, 3),
      '2 more notification destinations were disabled by Oh Dear.',
    ])
  })
})

describe('action results', () => {
  it("a snooze's success toast in German from what was asked; in English the app's sentence", async () => {
    const fake = freshFake({ snapshot: account() })
    fake.answer('snoozeCheck', () => ({ ok: true, message: 'Snoozed Uptime on shop for 1 hour.' }))
    const store = useMonitorsStore()
    await store.load()
    applyLanguage('de')
    expect(await store.snooze(11, 60)).toBe(true)
    const german = useToastStore().toasts.at(-1)!
    expect(german.kind).toBe('success')
    // The hour as Intl writes it in German ("1 Std."), whatever the runtime's ICU data says.
    expect(german.title).toBe(
      `Uptime auf shop.example.com für ${durationText(3600)} stummgeschaltet.`,
    )
    applyLanguage('en')
    await store.snooze(11, 60)
    expect(useToastStore().toasts.at(-1)!.title).toBe('Snoozed Uptime on shop for 1 hour.')
  })

  it("a bulk run's results per monitor in French", async () => {
    const fake = freshFake({ snapshot: account() })
    fake.answer('bulk', (request: BulkRequest): BulkProgress => {
      const results = request.monitorIds.map((monitorId) => {
        const ok = monitorId === 1 || request.kind === 'rerun'
        const message =
          monitorId === 1
            ? 'Snoozed 2 checks for 60 minutes.'
            : request.kind === 'rerun'
              ? 'No failing checks.'
              : '1 of 1 failed: The service is down.'
        const failures = ok ? undefined : [{ checkId: 21, message: 'The service is down.' }]
        return { monitorId, label: `m${monitorId}`, ok, message, checks: 1, failures }
      })
      return { kind: request.kind, total: 2, done: 2, running: false, results }
    })
    await useMonitorsStore().load()
    applyLanguage('fr')
    const bulk = useBulkStore()
    await bulk.run({ kind: 'snooze', monitorIds: [1, 2], minutes: 60 })
    expect(bulk.progress!.results.map(bulk.resultText)).toEqual([
      `2 vérifications mises en sourdine pour ${durationText(3600)}.`,
      '1 sur 1 en échec : The service is down.',
    ])
    await bulk.run({ kind: 'rerun', monitorIds: [1, 2] })
    expect(bulk.progress!.results.map(bulk.resultText)).toEqual([
      '2 vérifications relancées.',
      'Aucune vérification en échec.',
    ])
    await flushPromises()
  })

  it("a bulk run's failed checks in German from the counts and the failure's kind", async () => {
    const fake = freshFake({ snapshot: account() })
    const reason = `${failureMessage('server', 'HTTP 500')} Nothing was changed.`
    const english = `1 of 2 failed: ${reason}`
    fake.answer('bulk', (request: BulkRequest): BulkProgress => {
      const failure = { checkId: 12, kind: 'server' as const, message: reason }
      const results = [
        { monitorId: 1, label: 'm1', ok: false, message: english, checks: 2, failures: [failure] },
      ]
      return { kind: request.kind, total: 1, done: 1, running: false, results }
    })
    await useMonitorsStore().load()
    applyLanguage('de')
    const bulk = useBulkStore()
    await bulk.run({ kind: 'rerun', monitorIds: [1] })
    expect(bulk.progress!.results.map(bulk.resultText)).toEqual([
      '1 von 2 fehlgeschlagen: Beim Dienst ist ein Serverfehler aufgetreten: HTTP 500.',
    ])
    applyLanguage('en')
    expect(bulk.progress!.results.map(bulk.resultText)).toEqual([english])
  })

  it('a tag result in German from the tag and the monitors asked', async () => {
    const fake = freshFake({ snapshot: account() })
    fake.answer('tagMonitors', () => ({ ok: true, message: 'Tagged 2 monitors with canary.' }))
    applyLanguage('de')
    const tags = useTagsStore()
    const result = await tags.tagMonitors({ name: 'canary', monitorIds: [1, 2] })
    expect(result).toEqual({ ok: true, message: '2 Monitore mit canary getaggt.' })
    applyLanguage('en')
    expect(await tags.tagMonitors({ name: 'canary', monitorIds: [1, 2] })).toEqual({
      ok: true,
      message: 'Tagged 2 monitors with canary.',
    })
  })

  it("the session's load failure by its kind in German", async () => {
    const fake = freshFake()
    fake.answer('getSession', () => {
      throw Object.assign(new Error(failureMessage('network', 'ECONNREFUSED')), { kind: 'network' })
    })
    applyLanguage('de')
    const session = useSessionStore()
    await session.load()
    expect(session.loadError).toContain('Der Dienst ist nicht erreichbar')
    expect(session.loadError).toContain('ECONNREFUSED')
    expect(session.loadError).not.toContain(ERROR_TABLE.network.sentence)
  })
})
