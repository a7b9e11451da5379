// The Monitor a URL form, a monitor's settings and the Tags page against a fake bridge: what each
// sends, and the service's refusal shown beside the field it names.
import { flushPromises, type DOMWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import type { MonitorSettingsView } from '@app/shared/monitor-input'
import { check, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const world = () =>
  snapshot([monitor({ id: 1, label: 'shop', checks: [check({ id: 11, type: 'uptime' })] })])

describe('Monitor a URL', () => {
  it("sends the form and shows the service's refusal by field, the unknown ones listed", async () => {
    const fake = freshFake({ snapshot: world() })
    fake.answer('createMonitor', () => ({
      ok: false,
      kind: 'refused',
      message: 'The service refused the request.',
      fields: { url: 'The url must start with http:// or https://.', weird_field: 'Odd.' },
    }))
    const { wrapper } = await mountWithApp(App, { path: '/monitors/new' })
    const form = () => wrapper.find('[data-test=monitor-form]')
    await form().trigger('submit')
    await flushPromises()
    // Nothing is sent without a URL.
    expect(fake.callsTo('createMonitor')).toEqual([])
    expect(wrapper.find('[data-test=error-url]').text()).toBe('Enter the URL or host to monitor.')

    await form().find('[data-test=monitor-form-url]').setValue('shop.example.com')
    await form().find('[data-test=monitor-form-type]').setValue('tcp')
    await form().find('[data-test=monitor-form-team]').setValue('2')
    await form().find('[data-test=monitor-form-default]').setValue(false)
    await form().find('[data-test=monitor-form-check-uptime]').setValue(true)
    await form().find('[data-test=monitor-form-tags]').setValue('db, eu, db')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createMonitor')).toEqual([
      [
        {
          url: 'shop.example.com',
          type: 'tcp',
          teamId: 2,
          checks: ['uptime'],
          tags: ['db', 'eu'],
        },
      ],
    ])
    expect(wrapper.find('[data-test=error-url]').text()).toBe(
      'The url must start with http:// or https://.',
    )
    expect(form().find('[data-test=monitor-form-url]').attributes('aria-invalid')).toBe('true')
    expect(wrapper.find('[data-test=monitor-form-other-errors]').text()).toContain(
      'weird_field: Odd.',
    )
    expect(wrapper.find('[data-test=monitor-form-result]').text()).toContain('refused')
    // Once the field is changed, its old message no longer applies.
    await form().find('[data-test=monitor-form-url]').setValue('https://shop.example.com')
    expect(wrapper.find('[data-test=error-url]').exists()).toBe(false)
  }, 20_000)
})

describe("a monitor's settings", () => {
  it('sends only what changed, and deletes after a confirmation naming it', async () => {
    const fake = freshFake({ snapshot: world() })
    const settings: MonitorSettingsView = {
      id: 1,
      teamId: 1,
      type: 'http',
      url: 'https://shop.example.com',
      label: 'shop',
      groupName: '',
      description: '',
      notes: '',
      tags: ['prod'],
      checks: [
        { type: 'uptime', enabled: true },
        { type: 'broken_links', enabled: false },
      ],
      frequencyMinutes: 1,
      performanceThresholdMs: 3500,
      certificateExpiryDays: 14,
    }
    fake.answer('monitorSettings', () => settings)
    fake.answer('updateMonitor', () => ({ ok: true, message: 'Saved the settings of shop.' }))
    const { wrapper } = await mountWithApp(App, { path: '/monitor/1' })
    await wrapper.find('[data-test=monitor-edit]').trigger('click')
    await flushPromises()
    const form = () => wrapper.find('[data-test=monitor-settings-form]')
    expect((form().find('[data-test=settings-tags]').element as HTMLInputElement).value).toBe(
      'prod',
    )
    await form().find('[data-test=settings-check-broken_links]').setValue(true)
    await form().find('[data-test=settings-frequency]').setValue('10')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateMonitor')).toEqual([
      [1, { checks: ['uptime', 'broken_links'], frequencyMinutes: 10 }],
    ])
    expect(wrapper.find('[data-test=monitor-settings-result]').text()).toBe(
      'Saved the settings of shop.',
    )

    await wrapper.find('[data-test=monitor-delete]').trigger('click')
    expect(wrapper.find('[data-test=monitor-delete-ask]').text()).toContain(
      'Delete the monitor shop?',
    )
    expect(fake.callsTo('deleteMonitor')).toEqual([])
    await wrapper.find('[data-test=monitor-delete-confirm]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteMonitor')).toEqual([[1]])
  }, 20_000)
})

describe('name, group and tags', () => {
  const captions = (form: DOMWrapper<Element>, prefix: string) =>
    ['label', 'group', 'tags'].map(
      (field) =>
        form.find(`[data-test=${prefix}${field}]`).element.closest('label')!.querySelector('span')!
          .textContent,
    )

  it('are the same three inputs in both forms, and a refused group is shown beside its input', async () => {
    const fake = freshFake({ snapshot: world() })
    const refusal = () => ({
      ok: false,
      kind: 'refused',
      message: 'The service refused the request.',
      fields: { group_name: 'The group name may not be longer than 255 characters.' },
    })
    fake.answer('createMonitor', refusal)
    fake.answer('updateMonitor', refusal)
    fake.answer('monitorSettings', () => ({
      id: 1,
      teamId: 1,
      type: 'http',
      url: 'https://shop.example.com',
      label: 'shop',
      groupName: '',
      description: '',
      notes: '',
      tags: [],
      checks: [{ type: 'uptime', enabled: true }],
      frequencyMinutes: 1,
      performanceThresholdMs: 3500,
      certificateExpiryDays: 14,
    }))
    const created = await mountWithApp(App, { path: '/monitors/new' })
    const newForm = created.wrapper.find('[data-test=monitor-form]')
    const newCaptions = captions(newForm, 'monitor-form-')
    expect(newCaptions).toEqual([
      'Name (optional)',
      'Group (optional)',
      'Tags (optional, separated by commas)',
    ])
    await newForm.find('[data-test=monitor-form-url]').setValue('https://shop.example.com')
    await newForm.find('[data-test=monitor-form-group]').setValue('x'.repeat(300))
    await newForm.trigger('submit')
    await flushPromises()
    const newGroup = created.wrapper.find('[data-test=monitor-form-group]')
    expect(newGroup.attributes('aria-invalid')).toBe('true')
    expect(created.wrapper.find('#mf-group-error').text()).toContain('may not be longer')
    created.wrapper.unmount()
    document.body.innerHTML = ''

    const { wrapper } = await mountWithApp(App, { path: '/monitor/1' })
    await wrapper.find('[data-test=monitor-edit]').trigger('click')
    await flushPromises()
    const form = () => wrapper.find('[data-test=monitor-settings-form]')
    expect(captions(form(), 'settings-')).toEqual(newCaptions)
    await form().find('[data-test=settings-group]').setValue('x'.repeat(300))
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateMonitor')).toEqual([[1, { groupName: 'x'.repeat(300) }]])
    expect(form().find('[data-test=settings-group]').attributes('aria-invalid')).toBe('true')
    expect(wrapper.find('#ms-group-error').text()).toContain('may not be longer')
  }, 20_000)
})

describe('tag groups', () => {
  it('an edit that leaves the tags alone does not send them (the patterns stay)', async () => {
    const fake = freshFake({ snapshot: world() })
    fake.answer('tags', () => ({
      tags: [{ id: 3, teamId: 1, name: 'client-acme', monitorIds: [1] }],
      groups: [{ id: 9, teamId: 1, label: 'Clients', tags: ['client-acme'] }],
      unreadable: 0,
    }))
    fake.answer('updateTagGroup', () => ({ ok: true, message: 'Saved the tag group Customers.' }))
    fake.answer('deleteTagGroup', () => ({ ok: true, message: 'Deleted the tag group Clients.' }))
    const { wrapper } = await mountWithApp(App, { path: '/tags' })
    await flushPromises()
    expect(wrapper.find('[data-test=tag-row]').text()).toContain('1: shop')
    await wrapper.find('[data-test=group-edit]').trigger('click')
    const form = () => wrapper.find('[data-test=group-form]')
    await form().find('[data-test=group-form-label]').setValue('Customers')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateTagGroup')).toEqual([[9, { teamId: 1, label: 'Customers' }]])

    await wrapper.find('[data-test=group-edit]').trigger('click')
    await form().find('[data-test=group-form-tags]').setValue('client-*, bad*pattern')
    await form().trigger('submit')
    await flushPromises()
    // A pattern the API does not allow is named, and nothing is sent.
    expect(fake.callsTo('updateTagGroup')).toHaveLength(1)
    expect(form().find('[data-test=group-form-tags]').attributes('aria-invalid')).toBe('true')

    await form().find('[data-test=group-form-tags]').setValue('client-*')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateTagGroup')[1]).toEqual([
      9,
      { teamId: 1, label: 'Clients', tags: ['client-*'] },
    ])
  }, 20_000)
})
