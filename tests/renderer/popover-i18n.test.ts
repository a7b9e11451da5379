// The tray popover in the user's language: Uptray's words from the catalogues, counts by the
// language's plural rules; the service's labels stay as sent.
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const problems = () =>
  snapshot([
    monitor({ id: 1, label: 'shop.example.com' }),
    monitor({ id: 2, label: 'blog.example.com', result: 'warning' }),
    monitor({ id: 3, label: 'api.example.com', result: 'failed' }),
  ])

describe('the popover in German and Dutch', () => {
  it('speaks German: counts, headings, actions and the dashboard button', async () => {
    freshFake({ snapshot: problems(), settings: settings({ language: 'de' }) })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    const text = wrapper.find('[data-test=popover]').text()
    expect(wrapper.find('[data-test=popover-counts]').text()).toContain('3 Monitore')
    expect(wrapper.find('[data-test=popover-counts]').text()).toContain('1 fehlerhaft')
    expect(wrapper.find('[data-test=popover-counts]').text()).toContain('1 Warnung')
    expect(text).toContain('Braucht Aufmerksamkeit')
    expect(text).toContain('api.example.com')
    expect(wrapper.find('[data-test=popover-snooze]').text()).toBe('1 Std. schlummern')
    expect(wrapper.find('[data-test=popover-rerun]').attributes('title')).toBe(
      'Fehlerhafte Prüfungen jetzt erneut ausführen',
    )
    expect(wrapper.find('[data-test=popover-open-dashboard]').text()).toBe('Dashboard öffnen')
    for (const english of ['monitors', 'failing', 'Needs attention', 'Open dashboard', 'Re-run'])
      expect(text).not.toContain(english)
  })

  it('speaks Dutch when all is fine', async () => {
    freshFake({
      snapshot: snapshot([monitor({ id: 1, label: 'a' }), monitor({ id: 2, label: 'b' })]),
      settings: settings({ language: 'nl' }),
    })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    expect(wrapper.find('[data-test=popover-all-fine]').text()).toContain(
      'Alle 2 monitors zijn in orde',
    )
    expect(wrapper.find('[data-test=popover-open-dashboard]').text()).toBe('Dashboard openen')
    expect(wrapper.find('[data-test=popover]').text()).not.toContain('are fine')
  })
})
