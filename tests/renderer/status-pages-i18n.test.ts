// The Status pages screen in German: a page's card (its state, zone, monitors, updates and the
// question before a delete), the new page and post forms, and a refusal's toast from the
// catalogues; the service's titles and texts stay as sent.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const PAGE = {
  id: 3,
  title: 'Acme status',
  status: 'warning',
  timezone: 'Europe/Brussels',
  teamId: 1,
  fullUrl: 'https://status.acme.test',
  monitors: [
    { id: 1, url: 'https://shop.example.com' },
    { id: 2, url: 'https://blog.example.com' },
  ],
  updates: [
    {
      id: 1,
      title: 'Slow API',
      text: 'We are looking into it',
      severity: 'warning',
      time: '2026-03-17 12:00',
      pinned: true,
    },
  ],
}

async function open() {
  const fake = freshFake({
    snapshot: snapshot([
      monitor({ id: 1, label: 'shop.example.com' }),
      monitor({ id: 2, label: 'blog.example.com' }),
    ]),
    settings: settings({ language: 'de' }),
  })
  fake.answer('statusPages', () => [PAGE])
  fake.answer('statusUpdateTemplates', () => [])
  const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
  await flushPromises()
  return { fake, wrapper }
}

describe('status pages in German', () => {
  it('the card: state, zone, monitors, updates and the question before a delete', async () => {
    const { wrapper } = await open()
    const card = () => wrapper.find('[data-test=status-page]')
    expect(card().text()).toContain('Beeinträchtigt')
    expect(card().text()).toContain('Seite öffnen')
    expect(card().find('[data-test=page-zone]').text()).toBe(
      'Zeiten auf dieser Seite folgen ihrer eigenen Uhr: Europe/Brussels.',
    )
    expect(card().find('[data-test=page-monitors]').text()).toMatch(
      /^Zeigt 2 Monitore: shop\.example\.com, blog\.example\.com\. Monitore ändern$/,
    )
    expect(card().text()).toContain('Neueste Meldungen')
    // The update: the service's title and text as sent, its severity and pin in German.
    const update = card().find('[data-test=update]').text()
    expect(update).toContain('Slow API')
    expect(update).toContain('Warnung')
    expect(update).toContain('angeheftet')
    expect(card().find('[data-test=update-pin]').text()).toContain('Lösen')
    expect(card().find('[data-test=update-edit]').text()).toContain('Bearbeiten')

    await card().find('[data-test=page-delete]').trigger('click')
    await flushPromises()
    const group = card().find('[role=group]')
    expect(group.attributes('aria-label')).toBe('Statusseite Acme status löschen?')
    expect(group.text()).toContain('Statusseite „Acme status“ löschen?')
    expect(card().find('[data-test=page-delete-confirm]').text()).toBe('„Acme status“ löschen')
    expect(card().find('[data-test=page-delete-cancel]').text()).toBe('Behalten')

    await card().find('[data-test=page-delete-cancel]').trigger('click')
    await card().find('[data-test=change-monitors]').trigger('click')
    await flushPromises()
    expect(card().find('[data-test=monitor-picker] legend').text()).toBe(
      'Angezeigte Monitore (2 ausgewählt)',
    )
    expect(card().find('[data-test=save-monitors]').text()).toBe('Monitore sichern')

    for (const english of ['Degraded', 'Open page', 'Shows', 'Recent updates', 'pinned', 'Unpin'])
      expect(card().text()).not.toContain(english)
  })

  it('the screen, the post form and a refusal', async () => {
    const { wrapper, fake } = await open()
    expect(wrapper.find('h1').text()).toBe('Statusseiten')
    const post = wrapper.find('[data-test=post-update]')
    expect(post.text()).toContain('Meldung veröffentlichen')
    expect(post.text()).toContain('Zeit auf der Uhr der Seite (Europe/Brussels); leer: jetzt')
    const severities = post.findAll('[data-test=update-severity] option').map((o) => o.text())
    expect(severities).toEqual(['Info', 'Warnung', 'Hoch', 'Behoben', 'Geplant'])
    await wrapper.find('[data-test=update-title]').setValue('{{ eta }} und {{ cause }}')
    expect(wrapper.find('[data-test=raw-placeholders]').text()).toBe(
      '{{ eta }}, {{ cause }} vor dem Veröffentlichen ersetzen: Uptray hat nichts, womit sie sich füllen ließen.',
    )
    await wrapper.find('[data-test=update-title]').setValue('Ausfall')
    fake.answer('postStatusUpdate', () => ({ ok: false, message: 'forbidden' }))
    await post.trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=toast]').text()).toContain(
      'Meldung veröffentlichen fehlgeschlagen: forbidden',
    )
    expect(wrapper.find('[data-test=toast]').text()).toContain(
      'Der Text bleibt erhalten: korrigieren und erneut veröffentlichen.',
    )
    for (const english of ['Post an update', 'Severity', 'Start from', 'Blank', 'failed'])
      expect(post.text()).not.toContain(english)

    await wrapper.find('[data-test=new-page-open]').trigger('click')
    await flushPromises()
    const create = wrapper.find('[data-test=new-page]').text()
    expect(create).toContain('Neue Statusseite')
    expect(create).toContain('Monitor suchen')
    expect(create).toContain('Statusseite erstellen')
    for (const english of ['New status page', 'Find a monitor', 'Create', 'Cancel'])
      expect(create).not.toContain(english)
  })
})
