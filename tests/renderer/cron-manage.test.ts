// Cron management on the cron view: create (validated, with the schedule in words), edit,
// delete after a confirmation naming the job, copy the ping URL.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '@src/App.vue'
import { check, cronState, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const world = () =>
  snapshot([monitor({ id: 1, label: 'backups', checks: [check({ id: 11, type: 'cron' })] })], {
    1: [cronState({ id: 5, monitorId: 1, name: 'nightly', pingUrl: 'https://ping.example/abc' })],
  })

describe('cron management', () => {
  it('creates a cron check only once the form is valid, saying the schedule in words', async () => {
    const fake = freshFake({ snapshot: world() })
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await wrapper.find('[data-test=cron-new]').trigger('click')
    const form = () => wrapper.find('[data-test=cron-form]')
    await form().find('[data-test=cron-form-name]').setValue('Invoices')
    await form().find('[data-test=cron-form-cron]').setValue(true)
    await form().find('[data-test=cron-form-expression]').setValue('0 3 * *')
    expect(form().find('[data-test=cron-form-preview]').text()).toContain('5 fields')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createCronCheck')).toEqual([])
    expect(form().find('[data-test=cron-form-expression]').attributes('aria-invalid')).toBe('true')

    await form().find('[data-test=cron-form-expression]').setValue('0 3 * * *')
    await form().find('[data-test=cron-form-timezone]').setValue('Europe/Brussels')
    expect(form().find('[data-test=cron-form-preview]').text()).toBe('At 03:00 (Europe/Brussels)')
    await form().find('[data-test=cron-form-grace]').setValue('10')
    fake.answer('createCronCheck', () => ({
      ok: true,
      message: 'Created the cron check Invoices.',
    }))
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createCronCheck')).toEqual([
      [
        1,
        {
          name: 'Invoices',
          type: 'cron',
          cronExpression: '0 3 * * *',
          serverTimezone: 'Europe/Brussels',
          graceTimeInMinutes: 10,
        },
      ],
    ])
    expect(wrapper.find('[data-test=cron-result]').text()).toBe('Created the cron check Invoices.')
    expect(form().exists()).toBe(false)
  }, 20_000)

  it('edits a job with its current values filled in', async () => {
    const fake = freshFake({ snapshot: world() })
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await wrapper.find('[data-test=cron-edit]').trigger('click')
    const form = wrapper.find('[data-test=cron-edit-row] [data-test=cron-form]')
    expect((form.find('[data-test=cron-form-name]').element as HTMLInputElement).value).toBe(
      'nightly',
    )
    await form.find('[data-test=cron-form-grace]').setValue('15')
    await form.trigger('submit')
    await flushPromises()
    const [[id, input]] = fake.callsTo('updateCronCheck') as [
      [number, { graceTimeInMinutes: number }],
    ]
    expect(id).toBe(5)
    expect(input.graceTimeInMinutes).toBe(15)
  })

  it('deletes only after a confirmation that names the job', async () => {
    const fake = freshFake({ snapshot: world() })
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await wrapper.find('[data-test=cron-delete]').trigger('click')
    expect(fake.callsTo('deleteCronCheck')).toEqual([])
    const confirm = wrapper.find('[data-test=cron-delete-confirm]')
    expect(confirm.text()).toBe('Delete nightly')
    await wrapper.find('[data-test=cron-delete-cancel]').trigger('click')
    expect(wrapper.find('[data-test=cron-delete-confirm]').exists()).toBe(false)
    await wrapper.find('[data-test=cron-delete]').trigger('click')
    await wrapper.find('[data-test=cron-delete-confirm]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteCronCheck')).toEqual([[5]])
  })

  it('copies the ping URL', async () => {
    freshFake({ snapshot: world() })
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await wrapper.find('[data-test=cron-copy-ping]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('https://ping.example/abc')
  })
})
