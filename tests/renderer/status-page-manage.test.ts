// Managing status pages in the view: an update edited, pinned and deleted (only after the
// confirmation naming it), a page created with its team and monitors, its monitors changed, a
// page deleted after its confirmation; times shown on the page's clock with its zone named; a
// template's {{ check }} filled from the monitor at hand.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import type { StatusPageView } from '@app/shared/app-service-api'
import { check, monitor, snapshot } from './fixtures'
import { chooseOption, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const failing = monitor({
  id: 5,
  label: 'shop.example.com',
  checks: [
    check({ id: 51 }),
    check({ id: 52, type: 'broken_links', label: 'Broken links', result: 'failed' }),
  ],
})

function acme(): StatusPageView {
  return {
    id: 3,
    title: 'Acme status',
    status: 'down',
    fullUrl: 'https://status.acme.test',
    timezone: 'Asia/Kolkata',
    teamId: 1,
    monitors: [{ id: 5, url: 'https://shop.example.com' }],
    updates: [
      {
        id: 11,
        title: 'Slow API',
        text: 'Looking into it',
        severity: 'warning',
        time: '2026-03-17 08:54:00',
        pinned: false,
      },
    ],
  }
}

async function mounted(path = '/status-pages') {
  const fake = freshFake({ snapshot: snapshot([failing, monitor({ id: 6 })]) })
  fake.answer('statusPages', () => [acme()])
  fake.answer('statusUpdateTemplates', () => [
    {
      id: 9,
      name: 'Check down',
      title: '{{ check }} on {{ monitor }} {{ check_result }}',
      text: '',
      severity: 'high',
    },
  ])
  const { wrapper } = await mountWithApp(App, { path })
  await flushPromises()
  return { fake, wrapper }
}

describe('status page management in the view', () => {
  it("shows an update's time on the page's clock with its zone, whatever this computer's zone", async () => {
    const { wrapper } = await mounted()
    expect(wrapper.find('[data-test=update-time]').text()).toMatch(/08:54 Asia\/Kolkata$/)
    expect(wrapper.find('[data-test=page-zone]').text()).toContain('Asia/Kolkata')
  })

  it('edits, pins and deletes an update; deleting asks first, naming it', async () => {
    const { fake, wrapper } = await mounted()
    await wrapper.find('[data-test=update-edit]').trigger('click')
    await wrapper.find('[data-test=edit-title]').setValue('Slow API (fixed)')
    await wrapper.find('[data-test=edit-severity]').setValue('resolved')
    await wrapper.find('[data-test=update-edit-form]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('editStatusUpdate')).toEqual([
      [
        {
          updateId: 11,
          statusPageId: 3,
          title: 'Slow API (fixed)',
          text: 'Looking into it',
          severity: 'resolved',
          pinned: false,
        },
      ],
    ])

    await wrapper.find('[data-test=update-pin]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('editStatusUpdate')[1]).toEqual([
      {
        updateId: 11,
        statusPageId: 3,
        title: 'Slow API',
        text: 'Looking into it',
        severity: 'warning',
        pinned: true,
      },
    ])

    await wrapper.find('[data-test=update-delete]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteStatusUpdate')).toEqual([])
    // The safe answer has focus.
    expect(document.activeElement).toBe(wrapper.find('[data-test=update-delete-cancel]').element)
    expect(wrapper.find('[data-test=update-delete-confirm]').text()).toBe('Delete “Slow API”')
    await wrapper.find('[data-test=update-delete-confirm]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteStatusUpdate')).toEqual([[11]])
  })

  it('creates a page with its team and monitors', async () => {
    const { fake, wrapper } = await mounted()
    await wrapper.find('[data-test=new-page-open]').trigger('click')
    await chooseOption(wrapper, '[data-test=new-page-team]', 0)
    await wrapper.find('[data-test=new-page-title]').setValue('Shop status')
    const choice = wrapper.find('[data-test=new-page] [data-monitor-id="5"]')
    ;(choice.element as HTMLInputElement).checked = true
    await choice.trigger('change')
    await wrapper.find('[data-test=new-page]').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createStatusPage')).toEqual([
      [{ teamId: 1, title: 'Shop status', monitorIds: [5] }],
    ])
  })

  it("changes a page's monitors and deletes a page only after its confirmation", async () => {
    const { fake, wrapper } = await mounted()
    await wrapper.find('[data-test=change-monitors]').trigger('click')
    const six = wrapper.find('[data-test=status-page] [data-monitor-id="6"]')
    ;(six.element as HTMLInputElement).checked = true
    await six.trigger('change')
    await wrapper.find('[data-test=save-monitors]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('setStatusPageMonitors')).toEqual([[3, [5, 6]]])

    await wrapper.find('[data-test=page-delete]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteStatusPage')).toEqual([])
    expect(document.activeElement).toBe(wrapper.find('[data-test=page-delete-cancel]').element)
    expect(wrapper.find('[data-test=status-page] [role=group]').text()).toContain(
      'Delete the status page “Acme status”?',
    )
    await wrapper.find('[data-test=page-delete-confirm]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteStatusPage')).toEqual([[3]])
  })

  it('fills {{ check }} and {{ check_result }} from the monitor at hand', async () => {
    const { wrapper } = await mounted()
    await chooseOption(wrapper, '[data-test=template]', 1)
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe(
      'Broken links on shop.example.com failed',
    )
    expect(wrapper.find('[data-test=raw-placeholders]').exists()).toBe(false)
  })

  it('takes the monitor and check in question from the route (?monitor=ID&check=TYPE)', async () => {
    const { wrapper } = await mounted('/status-pages?monitor=5&check=uptime')
    await chooseOption(wrapper, '[data-test=template]', 1)
    expect((wrapper.find('[data-test=update-title]').element as HTMLInputElement).value).toBe(
      'Uptime on shop.example.com succeeded',
    )
  })
})
