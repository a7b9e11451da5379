// The check page in German and Dutch: Uptray's words from the catalogues, numbers the language's
// way, the settings written from the engine's data here; the service's texts stay as sent.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { checkSettingLines } from '@app/shared/check-settings-text'
import type { CheckDetailsView, CheckFindings } from '@app/shared/check-views'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'
import type { RunHistoryView } from '@app/shared/run-history'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const account = () =>
  snapshot([
    monitor({
      id: 7,
      label: 'shop.example.com',
      result: 'failed',
      checks: [
        check({ id: 72, label: 'Broken links', type: 'broken_links', result: 'failed' }),
        check({ id: 75, label: 'Performance', type: 'performance', summary: '812 ms' }),
        check({ id: 73, label: 'Certificate health', type: 'certificate_health' }),
        check({ id: 76, label: 'Application health', type: 'application_health' }),
      ],
    }),
  ])

const none = { count: 0, reasons: [] }
const runs: RunHistoryView = {
  runs: [
    {
      id: 9,
      result: 'failed',
      startedAt: '2026-03-17T14:01:58Z',
      endedAt: '2026-03-17T14:02:00Z',
      durationSeconds: 2,
      serviceUrl: 'https://ohdear.app/runs/9',
    },
  ],
  unreadable: none,
  fetchedAt: '2026-03-17T14:03:00Z',
  result: null,
  page: 1,
  lastPage: 1,
  total: 2,
}

// Lines as an English engine sends them (serve mode: the server may speak another language).
const lines = checkSettingLines('performance', null, { threshold_in_ms: 3500 })

async function open(language: 'de' | 'nl', type: string, findings: CheckFindings) {
  const fake = freshFake({ snapshot: account(), settings: settings({ language }) })
  fake.answer('checkDetails', (): CheckDetailsView => ({
    monitorId: 7,
    checkType: type,
    run: { id: 9, startedAt: '2026-03-17T14:01:58Z', endedAt: '2026-03-17T14:02:00Z' },
    findings,
    unreadable: { count: 2, reasons: [] },
    settings: type === 'performance' ? lines : [],
    fetchedAt: '2026-03-17T14:03:00Z',
  }))
  fake.answer('runHistory', () => runs)
  const { wrapper } = await mountWithApp(App, { path: `/monitor/7/check/${type}` })
  await flushPromises()
  return wrapper
}

describe('the check page in German and Dutch', () => {
  it('speaks German around the broken links, the service’s texts as sent', async () => {
    const wrapper = await open('de', 'broken_links', {
      kind: 'broken_links',
      links: [
        {
          url: 'https://shop.example.com/missing',
          statusCode: 404,
          error: null,
          linkType: 'link',
          linkText: 'Old page',
          foundOn: 'https://shop.example.com/',
          internal: true,
        },
      ],
      summary: { total: 1234, internal: 1000, external: 234, byType: [] },
    })
    const page = wrapper.find('[data-test=check-view]').text()
    expect(wrapper.find('[data-test=check-title]').text()).toBe('Broken links')
    expect(wrapper.find('[data-test=rerun]').text()).toBe('Erneut ausführen')
    expect(wrapper.find('[data-test=broken-count]').text()).toBe('1 von 1 defekten Link')
    expect(wrapper.find('[data-test=crawled-summary]').text()).toContain(
      '1.234 URLs gecrawlt: 1.000 intern, 234 extern.',
    )
    expect(page).toContain('Befunde')
    expect(page).toContain('2 Einträge konnten nicht gelesen werden')
    expect(page).toContain('Verlauf der Läufe')
    expect(wrapper.find('[data-test=fetched-at]').text()).toMatch(/^Daten von /)
    expect(wrapper.find('[data-test=run-report]').text()).toBe('Bericht öffnen')
    expect(page).toContain('Old page')
    for (const english of [
      'Re-run',
      'Findings',
      'Run history',
      'broken link',
      'URLs crawled',
      'Data from',
      'Open report',
      'could not be read',
    ])
      expect(page).not.toContain(english)
  })

  it('writes the settings from the engine’s data in Dutch', async () => {
    const wrapper = await open('nl', 'performance', { kind: 'none' })
    expect(wrapper.find('[data-test=check-settings]').text()).toBe(
      'Faalt als het antwoord langer duurt dan 3.500 ms',
    )
    const page = wrapper.find('[data-test=check-view]').text()
    expect(page).toContain('Instellingen')
    expect(page).toContain('Laatst uitgevoerd')
    expect(page).not.toContain('Fails when')
    expect(page).not.toContain('Last run')
  })

  it('names the certificate checks in German; a label of the service’s own stays as sent', async () => {
    const wrapper = await open('de', 'certificate_health', {
      kind: 'certificate_health',
      issuer: 'R11',
      domain: 'shop.example.com',
      extraDomains: [],
      validFrom: null,
      validUntil: '2026-03-27T00:00:00Z',
      daysLeft: 9,
      checks: [
        { type: 'expiresSoon', label: 'Expires within 14 days', passed: false },
        { type: 'couldNotConnectToHost', label: 'Connects to the host', passed: true },
      ],
      chainIssuers: [],
      history: [],
    })
    expect(wrapper.findAll('[data-test=cert-check]').map((c) => c.text())).toEqual([
      'Fehlgeschlagen Expires within 14 days',
      'Bestanden Verbindung zum Host möglich',
    ])
    const details = wrapper.find('[data-test=certificate-details]').text()
    expect(details).toContain('Aussteller')
    expect(details).toContain('keine')
    expect(details).not.toContain('Issuer')
    expect(wrapper.find('[data-test=check-view]').text()).toContain(
      'Noch keine Zertifikate erkannt.',
    )
  })

  it('names a health check the service left unnamed by its id, in German', async () => {
    const wrapper = await open('de', 'application_health', {
      kind: 'application_health',
      checks: [
        { id: 5, name: '', status: 'ok', message: null, snoozedUntil: null },
        { id: 6, name: 'Queue', status: 'failed', message: 'Backlog 812', snoozedUntil: null },
      ],
    })
    const names = wrapper.findAll('[data-test=health-check] th').map((th) => th.text())
    expect(names).toEqual(['Health-Check 5', 'Queue'])
    expect(wrapper.find('[data-test=health-checks]').text()).toContain('Meldung')
    expect(wrapper.find('[data-test=health-checks]').text()).toContain('Backlog 812')
  })
})
