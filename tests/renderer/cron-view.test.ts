import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { check, cronState, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('cron jobs view', () => {
  it('lists cron checks across monitors with a human schedule, last ping and result', async () => {
    const fake = freshFake({
      snapshot: snapshot(
        [
          monitor({ id: 1, label: 'backups', checks: [check({ id: 11, type: 'cron' })] }),
          monitor({ id: 2, label: 'billing', checks: [check({ id: 21, type: 'cron' })] }),
        ],
        { 1: [cronState({ id: 5, monitorId: 1 })] },
      ),
    })
    fake.answer('cronFill', (ids: number[]) => ({
      lists: ids.map((monitorId) => ({ monitorId, checks: [invoices] })),
      failedIds: [],
      leftIds: [],
      retryInMs: null,
    }))
    const invoices = cronState({
      id: 6,
      monitorId: 2,
      name: 'invoices',
      cronExpression: null,
      frequencyInMinutes: 15,
      result: 'failed',
      resultLabel: 'did not run',
      resultColor: 'red',
      lastPingAt: null,
    })
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await flushPromises()
    const rows = wrapper.findAll('[data-test=cron-row]')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.text()).toContain('At 03:00')
    expect(rows[0]!.text()).toContain('Finished')
    expect(rows[1]!.text()).toContain('Every 15 minutes')
    expect(rows[1]!.text()).toContain('Did not run') // the service's "did not run", capitalised
    expect(rows[1]!.text()).toContain('never')
    expect(rows[1]!.find('.tone-bad').exists()).toBe(true)

    await rows[1]!.find('[data-test=snooze-240]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('snoozeCronCheck')).toEqual([[6, 240]])
    expect(
      wrapper.findAll('[data-test=cron-row]')[1]!.find('[data-test=cron-unsnooze]').exists(),
    ).toBe(true)
  })
})
