// The Notifications page's destination form against a fake bridge: the channel's own fields
// checked before sending, what is sent, the service's 422 under its field, and an edit where the
// secret comes masked and is never put back in an input.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import type { DestinationView } from '@app/shared/coming-up'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const hook: DestinationView = {
  id: 7,
  level: 'team',
  owner: 'Team',
  channel: 'Webhook',
  name: 'Deploy hook',
  enabled: true,
  disabledReason: null,
  canEnable: false,
}

describe('destination form', () => {
  it('checks the channel fields, sends the input and shows the 422 by field', async () => {
    const fake = freshFake()
    fake.answer('createDestination', () => ({
      ok: false,
      kind: 'refused',
      message: 'The service refused the request.',
      fields: { 'destination.url': 'The destination.url must be a valid URL.' },
    }))
    const { wrapper } = await mountWithApp(App, { path: '/notifications' })
    await wrapper.find('[data-test=destination-new]').trigger('click')
    await flushPromises()
    const form = () => wrapper.find('[data-test=destination-form]')
    await form().find('[data-test=destination-channel]').setValue('webhook')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createDestination')).toEqual([])
    expect(form().find('[data-test=field-error]').text()).toBe('URL is required.')

    await form().find('[data-test=destination-field-url]').setValue('https://hooks.example.com/x')
    await form().find('[data-test=destination-label]').setValue('Deploy hook')
    await form().trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createDestination')).toEqual([
      [
        {
          level: 'team',
          ownerId: expect.any(Number),
          channel: 'webhook',
          label: 'Deploy hook',
          destination: { url: 'https://hooks.example.com/x' },
        },
      ],
    ])
    expect(form().find('[data-test=field-error]').text()).toBe(
      'The destination.url must be a valid URL.',
    )
    // Once the field changes, its old message no longer applies.
    await form().find('[data-test=destination-field-url]').setValue('https://hooks.example.com/y')
    expect(form().find('[data-test=field-error]').exists()).toBe(false)
  })

  it('edits with the secret masked beside an empty input', async () => {
    const fake = freshFake()
    fake.answer('destinations', () => ({ destinations: [hook], readAt: null }))
    fake.answer('destinationSettings', () => ({
      id: 7,
      level: 'team',
      ownerId: 1,
      channel: 'webhook',
      label: 'Deploy hook',
      destination: { url: 'https://hooks.example.com/••••7788' },
      secretsSet: ['url'],
      notificationTypes: [],
    }))
    fake.answer('updateDestination', () => ({ ok: true, message: 'Saved Deploy hook.' }))
    const { wrapper } = await mountWithApp(App, { path: '/notifications' })
    await flushPromises()
    await wrapper.find('[data-test=destination-edit]').trigger('click')
    await flushPromises()
    const url = wrapper.find<HTMLInputElement>('[data-test=destination-field-url]')
    expect(url.element.value).toBe('')
    expect(wrapper.find('[data-test=destination-form]').text()).toContain(
      'Set: https://hooks.example.com/••••7788',
    )
    await wrapper.find('[data-test=destination-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateDestination')).toEqual([
      [
        7,
        {
          level: 'team',
          ownerId: 1,
          channel: 'webhook',
          label: 'Deploy hook',
          destination: { url: '' },
        },
      ],
    ])
    expect(wrapper.find('[data-test=destinations-result]').text()).toBe('Saved Deploy hook.')
  })
})
