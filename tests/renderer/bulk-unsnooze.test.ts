// Bulk unsnooze from the overview: the bar counts the selected monitors' running snoozes (an
// ended one does not count), sends an `unsnooze` request for them and is off when none runs.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { check, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

beforeEach(() => fakeLayout())
afterEach(() => (document.body.innerHTML = ''))

const SNOOZED = '2099-01-01T00:00:00Z'
const ENDED = '2026-03-17T12:00:00Z'

const account = () =>
  snapshot([
    monitor({
      id: 1,
      label: 'a.example.com',
      checks: [
        check({ id: 11, snoozedUntil: SNOOZED, result: 'failed' }),
        check({ id: 12, type: 'performance', label: 'Performance', snoozedUntil: SNOOZED }),
      ],
    }),
    monitor({ id: 2, label: 'b.example.com', checks: [check({ id: 21, snoozedUntil: ENDED })] }),
    monitor({ id: 3, label: 'c.example.com', checks: [check({ id: 31 })] }),
  ])

type Wrapper = Awaited<ReturnType<typeof mountWithApp>>['wrapper']
const box = (w: Wrapper, id: number) =>
  w.find(`[data-monitor-id="${id}"]`).element.parentElement!.querySelector('input')!

describe('bulk unsnooze', () => {
  it('counts the running snoozes of the selection and asks to unsnooze them', async () => {
    const fake = freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    box(wrapper, 2).click()
    await flushPromises()
    const button = () => wrapper.find('[data-test=bulk-unsnooze]')
    // b's snooze has ended: nothing to unsnooze.
    expect(button().text()).toBe('Unsnooze (0 snoozed checks)')
    expect(button().attributes('disabled')).toBeDefined()

    box(wrapper, 1).click()
    await flushPromises()
    expect(button().text()).toBe('Unsnooze (2 snoozed checks)')
    await button().trigger('click')
    await flushPromises()
    expect(fake.callsTo('bulk')).toEqual([[{ kind: 'unsnooze', monitorIds: [2, 1] }]])
  })
})
