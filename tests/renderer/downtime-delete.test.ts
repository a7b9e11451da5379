// The monitor page's downtime: each period's notes as the service wrote them, and a Delete that
// asks first, naming the period; the row goes once the app accepted it, a failure is a toast in
// the dashboard's language. In English, then in German.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { useToastStore } from '@src/stores/toasts'
import { failureMessage } from '@app/shared/error-table'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const periods = () => [
  {
    id: 11,
    startedAt: '2026-03-17T13:10:00Z',
    endedAt: '2026-03-17T13:22:30Z',
    durationSeconds: 750,
    notes: 'Hosting provider had a network outage.',
  },
  {
    id: 12,
    startedAt: '2026-03-16T08:00:00Z',
    endedAt: '2026-03-16T08:05:00Z',
    durationSeconds: 300,
    notes: null,
  },
]

async function openMonitor(language: 'en' | 'de' = 'en') {
  const fake = freshFake({
    snapshot: snapshot([
      monitor({
        id: 7,
        label: 'checkout.example.com',
        result: 'failed',
        checks: [check({ id: 71, label: 'Uptime', result: 'failed' })],
      }),
    ]),
    settings: settings({ language }),
  })
  fake.answer('downtime', () => periods())
  const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
  await flushPromises()
  return { fake, wrapper }
}

describe('downtime on the monitor page', () => {
  it('shows each period’s notes, or a dash when there are none', async () => {
    const { wrapper } = await openMonitor()
    const notes = wrapper.findAll('[data-test=downtime-notes]').map((n) => n.text())
    expect(notes).toEqual(['Hosting provider had a network outage.', '—'])
    expect(wrapper.find('[data-test=downtime] thead').text()).toContain('Notes')
  })

  it('asks before deleting, naming the period; keeping it sends nothing', async () => {
    const { wrapper, fake } = await openMonitor()
    const row = () => wrapper.find('[data-downtime-id="11"]')
    const button = row().find('[data-test=downtime-delete]')
    expect(button.attributes('aria-label')).toMatch(/^Delete the downtime from .+ to .+$/)
    await button.trigger('click')
    expect(row().find('[data-test=downtime-question]').text()).toMatch(
      /^Delete the downtime from .+ to .+\? The service forgets it for good\.$/,
    )
    // The safe answer has the focus.
    expect(document.activeElement?.getAttribute('data-test')).toBe('downtime-delete-cancel')
    await row().find('[data-test=downtime-delete-cancel]').trigger('click')
    expect(fake.callsTo('deleteDowntime')).toEqual([])
    expect(row().find('[data-test=downtime-delete]').exists()).toBe(true)
  })

  it('deletes on confirmation: the row goes and a toast says which period', async () => {
    const { wrapper, fake } = await openMonitor()
    await wrapper.find('[data-downtime-id="11"] [data-test=downtime-delete]').trigger('click')
    await wrapper.find('[data-test=downtime-delete-confirm]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteDowntime')).toEqual([[7, 11]])
    expect(
      wrapper.findAll('[data-test=downtime-row]').map((r) => r.attributes('data-downtime-id')),
    ).toEqual(['12'])
    // Focus moves to the next period's Delete.
    expect(
      document.activeElement?.closest('[data-downtime-id]')?.getAttribute('data-downtime-id'),
    ).toBe('12')
    expect(useToastStore().toasts.at(-1)).toMatchObject({ kind: 'success' })
    expect(useToastStore().toasts.at(-1)!.title).toMatch(/^Deleted the downtime from .+ to .+\.$/)
  })

  it('keeps the row on a failure and says why', async () => {
    const { wrapper, fake } = await openMonitor()
    fake.answer('deleteDowntime', () => ({
      ok: false,
      kind: 'not-found',
      message: `${failureMessage('not-found')} Nothing was changed.`,
    }))
    await wrapper.find('[data-downtime-id="11"] [data-test=downtime-delete]').trigger('click')
    await wrapper.find('[data-test=downtime-delete-confirm]').trigger('click')
    await flushPromises()
    expect(wrapper.findAll('[data-test=downtime-row]')).toHaveLength(2)
    const toast = useToastStore().toasts.at(-1)!
    expect(toast.kind).toBe('error')
    expect(toast.title).toMatch(/^Could not delete the downtime from .+ to .+: /)
    expect(toast.hint).toBeTruthy()
  })

  it('says it all in German', async () => {
    applyLanguage('de')
    const { wrapper } = await openMonitor('de')
    const table = wrapper.find('[data-test=downtime]')
    expect(table.find('thead').text()).toContain('Notizen')
    const button = table.find('[data-downtime-id="11"] [data-test=downtime-delete]')
    expect(button.text()).toBe('Löschen')
    await button.trigger('click')
    const question = table.find('[data-test=downtime-question]').text()
    expect(question).toMatch(
      /^Ausfallzeit vom .+ bis .+ löschen\? Der Dienst vergisst sie endgültig\.$/,
    )
    expect(table.find('[data-test=downtime-delete-confirm]').text()).toBe('Ausfallzeit löschen')
    expect(table.text()).not.toMatch(/Delete|Notes|forgets/)
  })
})
