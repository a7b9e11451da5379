// "Seen" stops reminders, so it is offered only while reminders are on: on a failing monitor's
// page and in the popover's row actions, and it appears or goes as the setting changes.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const failing = () =>
  snapshot([
    monitor({
      id: 4,
      label: 'api.example.com',
      result: 'failed',
      checks: [check({ id: 41, result: 'failed' })],
    }),
  ])

const reminding = (everyMinutes: 0 | 5): Settings =>
  settings({
    notifications: {
      ...DEFAULT_SETTINGS.notifications,
      remind: { ...DEFAULT_SETTINGS.notifications.remind, everyMinutes },
    },
  })

describe('Seen only while reminders are on', () => {
  it('a failing monitor page has no Seen with reminders off, and offers it once they are on', async () => {
    const fake = freshFake({ snapshot: failing(), settings: reminding(0) })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/4' })
    expect(wrapper.find('[data-test=monitor-detail]').exists()).toBe(true)
    expect(wrapper.find('[data-test=monitor-seen]').exists()).toBe(false)

    fake.emit('settings:changed', reminding(5))
    await flushPromises()
    expect(wrapper.find('[data-test=monitor-seen]').exists()).toBe(true)
  })

  it('the popover offers Seen only while reminders are on', async () => {
    freshFake({ snapshot: failing(), settings: reminding(0) })
    const off = await mountWithApp(App, { path: '/popover' })
    const row = '[data-test=popover-row][data-monitor-id="4"]'
    expect(off.wrapper.find(`${row} [data-test=popover-snooze]`).exists()).toBe(true)
    expect(off.wrapper.find(`${row} [data-test=popover-seen]`).exists()).toBe(false)
    off.wrapper.unmount()

    freshFake({ snapshot: failing(), settings: reminding(5) })
    const on = await mountWithApp(App, { path: '/popover' })
    expect(on.wrapper.find(`${row} [data-test=popover-seen]`).exists()).toBe(true)
  })
})
