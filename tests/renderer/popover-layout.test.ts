// The popover puts problems first (its layout in Chromium is tests/e2e/popover-layout.spec.ts):
// "Coming up" shows its soonest three and "N more", which opens the overview; a problem list cut
// at the window's edge counts the rows below it.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { ComingUpItem } from '@app/shared/coming-up'
import App from '@src/App.vue'
import { rowsBelow } from '@src/views/popover-scroll'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const snoozes = (n: number): ComingUpItem[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'snooze',
    monitorId: 10 + i,
    monitorLabel: `site-${i}`,
    checkType: 'uptime',
    text: `Snooze of Uptime on site-${i} ends in ${20 + i} minutes`,
    at: new Date(Date.now() + (20 + i) * 60_000).toISOString(),
  }))

describe('the popover', () => {
  it('shows the soonest 3 coming up and "N more", which opens the overview', async () => {
    const fake = freshFake({
      snapshot: snapshot([monitor({ id: 1, label: 'api.example.com', result: 'failed' })]),
    })
    fake.answer('comingUp', () => ({ items: snoozes(8), summary: null }))
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await flushPromises()
    const items = wrapper.findAll('[data-test=coming-up-item]').map((i) => i.text())
    expect(items).toEqual(
      [0, 1, 2].map((i) => `☾Snooze of Uptime on site-${i} ends in ${20 + i} minutes`),
    )
    const more = wrapper.find('[data-test=coming-up-more]')
    expect(more.text()).toBe('5 more')
    await more.trigger('click')
    await flushPromises()
    expect(fake.callsTo('openDashboard')).toEqual([[null]])
  })

  it('says no "more" when everything coming up is shown', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, result: 'failed' })]) })
    fake.answer('comingUp', () => ({ items: snoozes(3), summary: null }))
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await flushPromises()
    expect(wrapper.findAll('[data-test=coming-up-item]')).toHaveLength(3)
    expect(wrapper.find('[data-test=coming-up-more]').exists()).toBe(false)
    // Nothing is measured as cut here (no layout): no "more below".
    expect(wrapper.find('[data-test=popover-below]').exists()).toBe(false)
  })

  it('the overview still lists everything coming up', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    fake.answer('comingUp', () => ({ items: snoozes(8), summary: null }))
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    expect(wrapper.findAll('[data-test=coming-up-item]')).toHaveLength(8)
    expect(wrapper.find('[data-test=coming-up-more]').exists()).toBe(false)
  })
})

describe('rows below the view', () => {
  const rows = [0, 1, 2, 3, 4].map((i) => ({ top: i * 50, bottom: i * 50 + 48 }))
  it('counts the rows that do not wholly fit above its bottom edge', () => {
    expect(rowsBelow(rows, 250)).toBe(0)
    expect(rowsBelow(rows, 200)).toBe(1) // the last ends at 248
    expect(rowsBelow(rows, 120)).toBe(3) // the third ends at 148: cut
    expect(rowsBelow(rows, 147.5)).toBe(2) // within a pixel of rounding: it fits
    expect(rowsBelow([], 0)).toBe(0)
  })
})
