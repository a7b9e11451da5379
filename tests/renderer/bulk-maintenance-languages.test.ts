// A bulk maintenance run whose monitor failed, said in the dashboard's language: the failure
// travels as data (its kind and the app's sentence) and the store words it from the catalogue in
// each of the four languages; English keeps the app's own sentence.
import { afterEach, describe, expect, it } from 'vitest'
import { applyLanguage } from '@src/i18n'
import { useBulkStore } from '@src/stores/bulk'
import { useMonitorsStore } from '@src/stores/monitors'
import type { BulkProgress, BulkRequest } from '@app/shared/bulk'
import { failureMessage } from '@app/shared/error-table'
import { monitor, snapshot } from './fixtures'
import { freshFake } from './setup'

afterEach(() => applyLanguage('en'))

const reason = `${failureMessage('server', 'HTTP 500')} Nothing was changed.`

async function failedRun(kind: 'maintenance-start' | 'maintenance-stop') {
  const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, label: 'shop.example.com' })]) })
  fake.answer('bulk', (request: BulkRequest): BulkProgress => {
    const failure = { kind: 'server' as const, message: reason }
    const results = [{ monitorId: 1, label: 'm1', ok: false, message: reason, failure }]
    return { kind: request.kind, total: 1, done: 1, running: false, results }
  })
  await useMonitorsStore().load()
  const bulk = useBulkStore()
  await bulk.run({
    kind,
    monitorIds: [1],
    ...(kind === 'maintenance-start' ? { seconds: 3600 } : {}),
  })
  return () => bulk.progress!.results.map(bulk.resultText)
}

describe("a bulk maintenance failure in the page's language", () => {
  it('says a failed start in German, French and Dutch, and the app sentence in English', async () => {
    const texts = await failedRun('maintenance-start')
    applyLanguage('de')
    expect(texts()).toEqual([
      'Wartung nicht begonnen: Beim Dienst ist ein Serverfehler aufgetreten: HTTP 500.',
    ])
    applyLanguage('fr')
    expect(texts()[0]).toMatch(/^Maintenance non démarrée : .+HTTP 500\.$/)
    expect(texts()[0]).not.toContain('The service')
    applyLanguage('nl')
    expect(texts()[0]).toMatch(/^Onderhoud niet gestart: .+HTTP 500\.$/)
    expect(texts()[0]).not.toContain('The service')
    applyLanguage('en')
    expect(texts()).toEqual([reason])
  })

  it('says a failed stop in German', async () => {
    const texts = await failedRun('maintenance-stop')
    applyLanguage('de')
    expect(texts()).toEqual([
      'Wartung nicht beendet: Beim Dienst ist ein Serverfehler aufgetreten: HTTP 500.',
    ])
  })
})
