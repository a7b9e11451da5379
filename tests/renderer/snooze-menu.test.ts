// The snooze menu on its own (Escape, click outside, arrows, Tab out) and in the check and
// cron tables (hidden behind a disabled button for disabled checks, focus kept in the row).
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import SnoozeMenu from '@src/components/SnoozeMenu.vue'
import { check, cronState, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

function mountMenu() {
  const outside = document.createElement('button')
  outside.textContent = 'elsewhere'
  document.body.append(outside)
  const wrapper = mount(SnoozeMenu, { props: { label: 'Uptime' }, attachTo: document.body })
  const details = () => wrapper.find('details').element as HTMLDetailsElement
  const summary = () => wrapper.find('summary').element as HTMLElement
  async function openBySummary() {
    summary().focus()
    await wrapper.find('summary').trigger('click')
    await flushPromises()
    expect(details().open).toBe(true)
  }
  return { wrapper, outside, details, summary, openBySummary }
}

describe('snooze menu', () => {
  it('closes on Escape and puts focus back on its button', async () => {
    const { wrapper, details, summary, openBySummary } = mountMenu()
    await openBySummary()
    const choice = wrapper.find('[data-test=snooze-60]')
    ;(choice.element as HTMLElement).focus()
    await choice.trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(details().open).toBe(false)
    expect(document.activeElement).toBe(summary())
    expect(wrapper.emitted('snooze')).toBeUndefined()
  })

  it('Escape on a closed menu does nothing and lets the key through', async () => {
    const { wrapper, details } = mountMenu()
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    wrapper.find('summary').element.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(details().open).toBe(false)
  })

  it('closes on a click outside, not on a click inside', async () => {
    const { wrapper, outside, details, openBySummary } = mountMenu()
    await openBySummary()
    wrapper
      .find('.menu')
      .element.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }))
    expect(details().open).toBe(true)
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }))
    await flushPromises()
    expect(details().open).toBe(false)
  })

  it('closes when focus moves past the menu with Tab', async () => {
    const { wrapper, outside, details, openBySummary } = mountMenu()
    await openBySummary()
    await wrapper
      .find('[data-test=snooze-1440]')
      .trigger('focusout', { relatedTarget: outside } as FocusEventInit)
    expect(details().open).toBe(false)
  })

  it('opens with the down arrow and moves through the choices with arrows, Home and End', async () => {
    const { wrapper, details, summary } = mountMenu()
    const focused = () => (document.activeElement as HTMLElement).dataset.test
    summary().focus()
    await wrapper.find('summary').trigger('keydown', { key: 'ArrowDown' })
    await flushPromises()
    expect(details().open).toBe(true)
    expect(focused()).toBe('snooze-15')
    const press = async (key: string) => {
      await wrapper.find('details').trigger('keydown', { key })
      await flushPromises()
    }
    await press('ArrowDown')
    expect(focused()).toBe('snooze-60')
    await press('End')
    expect(focused()).toBe('snooze-1440')
    await press('ArrowDown')
    expect(focused()).toBe('snooze-15') // wraps around
    await press('ArrowUp')
    expect(focused()).toBe('snooze-1440')
    await press('Home')
    expect(focused()).toBe('snooze-15')
    await wrapper.find('[data-test=snooze-15]').trigger('click')
    expect(wrapper.emitted('snooze')).toEqual([[15]])
    expect(details().open).toBe(false)
  })

  it('is a disabled button, with no choices, when disabled', () => {
    const wrapper = mount(SnoozeMenu, {
      props: { label: 'Uptime', disabled: true, disabledReason: 'Enable the check to snooze it' },
    })
    expect(wrapper.find('details').exists()).toBe(false)
    const button = wrapper.find('[data-test=snooze-disabled]')
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.attributes('aria-label')).toBe('Snooze Uptime')
    expect(button.attributes('title')).toBe('Enable the check to snooze it')
  })
})

describe('snooze in the check table', () => {
  const account = () =>
    snapshot([
      monitor({
        id: 7,
        checks: [
          check({ id: 71, label: 'Uptime' }),
          check({ id: 73, label: 'Broken links', type: 'broken_links', enabled: false }),
        ],
      }),
    ])

  it('offers no snooze choices for a disabled check, and does once it is enabled', async () => {
    const fake = freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
    await flushPromises()
    const row = () => wrapper.find('[data-check-id="73"]')
    expect(row().find('details').exists()).toBe(false)
    expect(row().find('[data-test=snooze-60]').exists()).toBe(false)
    expect(row().find('[data-test=snooze-disabled]').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-check-id="71"] [data-test=snooze-60]').exists()).toBe(true)

    await row().find('[data-test=toggle-enabled]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('setCheckEnabled')).toEqual([[73, true, 7]])
    expect(row().find('[data-test=snooze-disabled]').exists()).toBe(false)
    expect(row().find('[data-test=snooze-60]').exists()).toBe(true)
  })

  it('keeps focus in the row: on Unsnooze after a snooze, on the menu after an unsnooze', async () => {
    const fake = freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
    await flushPromises()
    const row = () => wrapper.find('[data-check-id="71"]')
    const choice = row().find('[data-test=snooze-60]')
    ;(choice.element as HTMLElement).focus()
    await choice.trigger('click')
    await flushPromises()
    expect(fake.callsTo('snoozeCheck')).toEqual([[71, 60, 7]])
    expect(document.activeElement).toBe(row().find('[data-test=unsnooze]').element)

    await row().find('[data-test=unsnooze]').trigger('click')
    await flushPromises()
    expect(document.activeElement).toBe(row().find('summary').element)
  })

  it('puts focus back on the menu when a refused snooze is undone', async () => {
    const fake = freshFake({ snapshot: account() })
    fake.answer('snoozeCheck', () => ({ ok: false, message: 'forbidden' }))
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
    await flushPromises()
    const row = () => wrapper.find('[data-check-id="71"]')
    const choice = row().find('[data-test=snooze-60]')
    ;(choice.element as HTMLElement).focus()
    await choice.trigger('click')
    await flushPromises()
    expect(row().find('[data-test=unsnooze]').exists()).toBe(false)
    expect(document.activeElement).toBe(row().find('summary').element)
    expect(wrapper.find('[data-test=toast]').text()).toContain('failed: forbidden')
  })
})

describe('snooze in the cron table', () => {
  it('keeps focus in the row after a cron snooze', async () => {
    const fake = freshFake({
      snapshot: snapshot([monitor({ id: 1, checks: [check({ id: 11, type: 'cron' })] })], {
        1: [cronState({ id: 5, monitorId: 1 })],
      }),
    })
    const { wrapper } = await mountWithApp(App, { path: '/cron' })
    await flushPromises()
    const choice = wrapper.find('[data-cron-id="5"] [data-test=snooze-240]')
    ;(choice.element as HTMLElement).focus()
    await choice.trigger('click')
    await flushPromises()
    expect(fake.callsTo('snoozeCronCheck')).toEqual([[5, 240]])
    expect(document.activeElement).toBe(
      wrapper.find('[data-cron-id="5"] [data-test=cron-unsnooze]').element,
    )
  })
})
