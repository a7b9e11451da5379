// The popover's per-monitor actions: Snooze 1 h and Re-run act on the monitor's failing checks,
// Maintenance 1 h and Seen on the monitor; each answers one line, a failure with its reason.
// A notification click (Linux) opens the popover focused on its monitor; a failing monitor's page
// offers Seen too (both only while reminders are on: seen-reminders.test.ts).
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import type { BulkProgress, BulkRequest } from '@app/shared/bulk'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const settle = () => new Promise((r) => setTimeout(r, 50))

const failing = () =>
  snapshot([
    monitor({ id: 1, label: 'fine.example.com' }),
    monitor({
      id: 4,
      label: 'api.example.com',
      result: 'failed',
      checks: [
        check({ id: 41, result: 'failed' }),
        check({ id: 42, type: 'performance', label: 'Performance' }),
        check({ id: 43, type: 'broken_links', label: 'Broken links', result: 'failed' }),
      ],
    }),
  ])

const row = '[data-test=popover-row][data-monitor-id="4"]'

/** Reminders every 5 minutes: what Seen stops. */
const reminding = () =>
  settings({
    notifications: {
      ...DEFAULT_SETTINGS.notifications,
      remind: { ...DEFAULT_SETTINGS.notifications.remind, everyMinutes: 5 },
    },
  })

describe('popover actions', () => {
  it('snoozes and re-runs the failing checks in one bulk run each, starts maintenance, marks seen, each with a result line', async () => {
    const fake = freshFake({ snapshot: failing(), settings: reminding() })
    fake.answer('bulk', (request: BulkRequest): BulkProgress => {
      const n = request.checkIds?.length ?? 0
      const message =
        request.kind === 'snooze' ? `Snoozed ${n} checks for 60 minutes.` : `Re-ran ${n} checks.`
      const results = request.monitorIds.map((monitorId) => ({
        monitorId,
        label: 'api',
        ok: true,
        message,
      }))
      return { kind: request.kind, total: 1, done: 1, running: false, results }
    })
    fake.answer('acknowledge', () => ({ ok: true, message: 'Seen: reminders for api stopped.' }))
    const { wrapper } = await mountWithApp(App, { path: '/popover' })

    await wrapper.find(`${row} [data-test=popover-snooze]`).trigger('click')
    await settle()
    // The row's checks, named: the popover acts on what it shows, as one run.
    expect(fake.callsTo('bulk')).toEqual([
      [{ kind: 'snooze', minutes: 60, monitorIds: [4], checkIds: [41, 43] }],
    ])
    expect(fake.callsTo('snoozeCheck')).toEqual([])
    expect(wrapper.find('[data-test=popover-result]').text()).toBe(
      'Snoozed 2 checks for 60 minutes.',
    )

    await wrapper.find(`${row} [data-test=popover-rerun]`).trigger('click')
    await settle()
    expect(fake.callsTo('bulk')[1]).toEqual([
      { kind: 'rerun', monitorIds: [4], checkIds: [41, 43] },
    ])
    expect(fake.callsTo('rerunCheck')).toEqual([])

    await wrapper.find(`${row} [data-test=popover-maintenance]`).trigger('click')
    await settle()
    expect(fake.callsTo('startMaintenance')).toEqual([[4, 3600]])

    await wrapper.find(`${row} [data-test=popover-seen]`).trigger('click')
    await settle()
    expect(fake.callsTo('acknowledge')).toEqual([[4]])
    expect(wrapper.find('[data-test=popover-result]').text()).toBe(
      'Seen: reminders for api stopped.',
    )
  })

  it('a refused action says why, and the popover stays usable', async () => {
    const fake = freshFake({ snapshot: failing() })
    fake.answer('startMaintenance', () => ({
      ok: false,
      message: 'The service refused: maintenance is not allowed on this team.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await wrapper.find(`${row} [data-test=popover-maintenance]`).trigger('click')
    await settle()
    const line = wrapper.find('[data-test=popover-result]')
    expect(line.text()).toBe('The service refused: maintenance is not allowed on this team.')
    expect(line.classes()).toContain('tone-bad')
    expect(wrapper.find(`${row} [data-test=popover-snooze]`).attributes('disabled')).toBeUndefined()
  })

  it('a refused run says why (another bulk run under way)', async () => {
    const fake = freshFake({ snapshot: failing() })
    fake.answer('bulk', (request: BulkRequest): BulkProgress => ({
      kind: request.kind,
      total: 0,
      done: 0,
      running: false,
      results: [],
      refused: 'Another bulk action is still running.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await wrapper.find(`${row} [data-test=popover-snooze]`).trigger('click')
    await settle()
    const line = wrapper.find('[data-test=popover-result]')
    expect(line.text()).toBe('Another bulk action is still running.')
    expect(line.classes()).toContain('tone-bad')
  })

  it('a refused run says why in German too', async () => {
    const fake = freshFake({ snapshot: failing(), settings: settings({ language: 'de' }) })
    fake.answer('bulk', (request: BulkRequest): BulkProgress => ({
      kind: request.kind,
      total: 0,
      done: 0,
      running: false,
      results: [],
      refused: 'Another bulk action is still running.',
    }))
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await wrapper.find(`${row} [data-test=popover-snooze]`).trigger('click')
    await settle()
    expect(wrapper.find('[data-test=popover-result]').text()).toBe(
      'Eine andere Sammelaktion läuft noch.',
    )
  })

  it('opened at a monitor (a notification click) marks that row', async () => {
    freshFake({ snapshot: failing() })
    const { wrapper } = await mountWithApp(App, { path: '/popover?focus=4' })
    await settle()
    expect(wrapper.find(row).classes()).toContain('focused')
  })
})

describe('Seen in the dashboard', () => {
  it('a failing monitor page offers Seen; its answer is a toast', async () => {
    const fake = freshFake({ snapshot: failing(), settings: reminding() })
    fake.answer('acknowledge', () => ({ ok: true, message: 'Seen: reminders for api stopped.' }))
    const { wrapper } = await mountWithApp(App, { path: '/monitor/4' })
    await wrapper.find('[data-test=monitor-seen]').trigger('click')
    await settle()
    expect(fake.callsTo('acknowledge')).toEqual([[4]])
    expect(wrapper.find('[data-test=toast]').text()).toContain('Seen: reminders for api stopped.')
  })

  it('a monitor that is fine has no Seen', async () => {
    freshFake({ snapshot: failing() })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/1' })
    expect(wrapper.find('[data-test=monitor-detail]').exists()).toBe(true)
    expect(wrapper.find('[data-test=monitor-seen]').exists()).toBe(false)
  })
})
