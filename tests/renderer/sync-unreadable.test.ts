// The sync line says how many monitors the last sweep could not read, with the reasons behind a
// disclosure, and stays quiet when every monitor was read.
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

describe('sync line: unreadable monitors', () => {
  it('names the count and lists the reasons, with how many more there were', async () => {
    freshFake({
      snapshot: {
        ...snapshot([monitor({ id: 1 })]),
        unreadable: { count: 6, reasons: ['monitor 12: checks is not a list'] },
      },
    })
    const { wrapper } = await mountWithApp(App, { path: '/' })
    const box = wrapper.find('[data-test=sync-unreadable]')
    expect(box.find('summary').text()).toBe('6 monitors could not be read')
    expect(box.findAll('li').map((li) => li.text())).toEqual([
      'monitor 12: checks is not a list',
      'and 5 more',
    ])
    expect(wrapper.find('[data-test=sync-line]').classes()).not.toContain('tone-ok')
  })

  it('says "1 monitor" for one, and nothing when every monitor was read', async () => {
    freshFake({
      snapshot: {
        ...snapshot([]),
        unreadable: { count: 1, reasons: ['monitor 3: id is not an id'] },
      },
    })
    const one = await mountWithApp(App, { path: '/' })
    expect(one.wrapper.find('[data-test=sync-unreadable] summary').text()).toBe(
      '1 monitor could not be read',
    )
    one.wrapper.unmount()
    freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    const none = await mountWithApp(App, { path: '/' })
    expect(none.wrapper.find('[data-test=sync-unreadable]').exists()).toBe(false)
  })
})
