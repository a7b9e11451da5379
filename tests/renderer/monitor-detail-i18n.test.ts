// The monitor page in German: headings, charts' summaries and table, the maintenance panel, with
// numbers and dates the language's way; the service's labels and summaries stay as sent.
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

describe('the monitor page in German', () => {
  it('speaks German around the service’s texts', async () => {
    const fake = freshFake({
      snapshot: snapshot([
        monitor({
          id: 7,
          label: 'checkout.example.com',
          result: 'failed',
          checks: [check({ id: 71, label: 'Uptime', result: 'failed', summary: 'Timed out' })],
        }),
      ]),
      settings: settings({ language: 'de' }),
    })
    fake.answer('uptime', () => [
      { at: '2026-03-17T12:00:00Z', uptimePercentage: 100 },
      { at: '2026-03-17T13:00:00Z', uptimePercentage: 95.5 },
    ])
    fake.answer('httpTimings', () => [
      {
        at: '2026-03-17T13:00:00Z',
        dnsMs: 10,
        tcpMs: 20,
        tlsMs: 30,
        serverMs: 1140,
        downloadMs: 12,
        totalMs: 1212,
      },
    ])
    fake.answer('downtime', () => [])
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
    const page = wrapper.find('[data-test=monitor-detail]').text()
    expect(page).toContain('Prüfungen')
    expect(page).toContain('Wartung jetzt starten')
    expect(page).toContain('Keine Ausfallzeit in diesem Zeitraum.')
    expect(page).toContain('Timed out')
    expect(wrapper.find('[data-test=uptime-summary]').text()).toBe(
      'Verfügbarkeit über 24 Std.: Durchschnitt 97,75 %, Tiefstwert 95,50 %.',
    )
    expect(wrapper.find('[data-test=timing-summary]').text()).toBe(
      'Antwortzeit über 24 Std.: Durchschnitt 1.212 ms, langsamste 1.212 ms.',
    )
    expect(wrapper.find('[data-test=uptime-table]').text()).toContain('95,5 %')
    expect(wrapper.find('[data-test=timing-table]').text()).toContain('Server 1.140 ms')
    expect(wrapper.find('[data-test=maintenance-duration]').text()).toContain('1 Stunde')
    for (const english of ['Checks', 'History', 'Uptime over', 'No downtime', 'Start maintenance'])
      expect(page).not.toContain(english)
  })
})
