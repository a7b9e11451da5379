import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { snapshot } from './fixtures'
import { chooseOption, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('status pages view', () => {
  it('shows page status and updates, and posts an update from a template', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      {
        id: 3,
        title: 'Acme status',
        status: 'warning',
        fullUrl: 'https://status.acme.test',
        updates: [
          {
            id: 1,
            title: 'Slow API',
            text: 'We are looking into it',
            severity: 'warning',
            time: '2026-03-17T12:00:00Z',
            pinned: true,
          },
        ],
      },
    ])
    fake.answer('statusUpdateTemplates', () => [
      {
        id: 9,
        name: 'Resolved',
        title: 'All good again',
        text: 'The issue is resolved.',
        severity: 'resolved',
      },
    ])
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    const page = wrapper.find('[data-test=status-page]')
    expect(page.text()).toContain('Degraded')
    expect(page.text()).toContain('Slow API')
    expect(page.text()).toContain('pinned')

    await chooseOption(wrapper, '[data-test=template]', 1)
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe(
      'All good again',
    )
    await wrapper.find('[data-test=update-text]').setValue('Fixed by a rollback.')
    await wrapper.find('[data-test=post-update]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('postStatusUpdate')).toEqual([
      [
        {
          statusPageId: 3,
          title: 'All good again',
          text: 'Fixed by a rollback.',
          severity: 'resolved',
          pinned: false,
        },
      ],
    ])
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe('')
  })

  it('keeps the draft when posting fails', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      { id: 3, title: 'Acme', status: 'up', fullUrl: 'https://s.test', updates: [] },
    ])
    fake.answer('postStatusUpdate', () => ({ ok: false, message: 'forbidden' }))
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    await wrapper.find('[data-test=update-title]').setValue('Outage')
    await wrapper.find('[data-test=update-text]').setValue('Down')
    await wrapper.find('[data-test=post-update]').trigger('submit')
    await flushPromises()
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe(
      'Outage',
    )
    expect(wrapper.find('[data-test=toast]').text()).toContain(
      'Posting the update failed: forbidden',
    )
  })
})

describe('external links', () => {
  it('go through the app shell, and a refusal says what to do', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      { id: 3, title: 'Acme', status: 'up', fullUrl: 'https://status.acme.test', updates: [] },
    ])
    fake.answer('openExternal', () => ({ ok: false, message: 'only https links open' }))
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    await wrapper.find('[data-test=status-page] a').trigger('click')
    await flushPromises()
    expect(fake.callsTo('openExternal')).toEqual([['https://status.acme.test']])
    expect(wrapper.find('[data-test=toast]').text()).toContain(
      'Copy the address into your browser.',
    )
  })
})
