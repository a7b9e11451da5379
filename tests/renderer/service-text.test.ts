// Text and URLs from the service in the dashboard: bounded, isolated from the text around it,
// and links only for http(s).
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { TEXT_LIMITS } from '@app/shared/clip'
import App from '@src/App.vue'
import ToastHost from '@src/components/ToastHost.vue'
import { linkable } from '@app/shared/links'
import { useToastStore } from '@src/stores/toasts'
import { SIGNED_OUT, check, cronState, monitor, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const RLO = '\u202E'
const PDI = '\u2069'
/** A stray PDI (which would close a <bdi> early in Chromium) and an override. */
const evil = `${PDI}${RLO}gpj.exe`
/** What the dashboard shows of it: no direction controls, isolated as a whole. */
const shown = 'gpj.exe'

/** Every <bdi> under `root` and its text. */
const isolated = (root: Element) => [...root.querySelectorAll('bdi')].map((b) => b.textContent)

async function openDetail(over: Parameters<typeof monitor>[0]) {
  const fake = freshFake({ snapshot: snapshot([monitor({ id: 7, ...over })]) })
  fake.answer('uptime', () => [])
  fake.answer('httpTimings', () => [])
  fake.answer('downtime', () => [])
  fake.answer('maintenancePeriods', () => ({
    running: null,
    upcoming: [],
    recurring: [],
    zone: 'UTC',
    zoneSource: 'system',
  }))
  const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
  await flushPromises()
  return wrapper
}

describe('long text from the service', () => {
  it('a 500 KB summary without a space is shown clipped, ending in an ellipsis', async () => {
    const summary = 'A'.repeat(500_000)
    const wrapper = await openDetail({ checks: [check({ id: 71, summary })] })
    const cell = wrapper.find('[data-test=check-summary]').text()
    expect(cell.length).toBeLessThanOrEqual(TEXT_LIMITS.text)
    expect(cell).toMatch(/^A+…$/)
  })
})

describe('direction controls in service text cannot reorder the text around it', () => {
  it('toasts: a message carrying service text is isolated and bounded', async () => {
    setActivePinia(createPinia())
    const wrapper = mount(ToastHost, { attachTo: document.body })
    useToastStore().push('error', `Could not snooze ${evil}: ${'x'.repeat(5000)}`, `hint${evil}`)
    await flushPromises()
    const [title, hint] = isolated(wrapper.element)
    expect(title!.startsWith(`Could not snooze ${shown}`)).toBe(true)
    expect(title!.length).toBeLessThanOrEqual(TEXT_LIMITS.text)
    expect(hint).toBe(`hint${shown}`)
    wrapper.unmount()
  })

  it('monitor detail: title, URL, check label, summary', async () => {
    const wrapper = await openDetail({
      label: `shop${evil}`,
      url: `https://x.test/${RLO}a`,
      checks: [check({ id: 71, label: `Up${evil}`, summary: `down ${evil}` })],
    })
    const detail = wrapper.find('[data-test=monitor-detail]').element
    expect(isolated(detail)).toEqual(
      expect.arrayContaining([`shop${shown}`, `https://x.test/a`, `Up${shown}`, `down ${shown}`]),
    )
  })

  it('overview: row label, URL, the failing check, group title and tag filter options', async () => {
    fakeLayout()
    freshFake({
      snapshot: snapshot([
        monitor({
          id: 1,
          label: `a${evil}`,
          tags: [`tag${evil}`],
          groupName: `grp${evil}`,
          result: 'failed',
          checks: [
            check({ id: 11, label: `one${evil}`, result: 'failed' }),
            check({ id: 12, label: 'two', result: 'failed' }),
          ],
        }),
        // A problem leads in 'Needs attention': a monitor that is fine keeps the group's title.
        monitor({ id: 2, label: 'b', groupName: `grp${evil}` }),
      ]),
    })
    const { wrapper } = await mountWithApp(App)
    const row = wrapper.find('[data-test=monitor-row]')
    // The row names its worst check (and how many more fail).
    expect(isolated(row.element)).toEqual(expect.arrayContaining([`a${shown}`, `one${shown}`]))
    const tags = wrapper.findAll('[data-test=filter-tag] option').map((o) => o.text())
    expect(tags).toContain(`\u2068tag${shown}\u2069`)
    const titles = wrapper.findAll('.group-title').flatMap((t) => isolated(t.element))
    expect(titles).toContain(`grp${shown}`)
  })

  it('sign-in: the reason a token failed (it may quote the service)', async () => {
    const fake = freshFake({ session: SIGNED_OUT })
    fake.answer('testCredentials', () => ({ ok: false, message: `Rejected: ${evil}` }))
    const { wrapper } = await mountWithApp(App)
    await wrapper.find('[data-test=token]').setValue('t')
    await wrapper.find('[data-test=test]').trigger('click')
    await flushPromises()
    expect(isolated(wrapper.find('[data-test=test-result]').element)).toEqual([
      `Rejected: ${shown}`,
    ])
  })

  it('popover: the listed monitors', async () => {
    freshFake({
      snapshot: snapshot([
        monitor({
          id: 1,
          label: `p${evil}`,
          result: 'failed',
          checks: [check({ result: 'failed' })],
        }),
      ]),
    })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    await flushPromises()
    expect(isolated(wrapper.element)).toContain(`p${shown}`)
  })

  it('cron jobs and status pages', async () => {
    const fake = freshFake({
      snapshot: snapshot(
        [monitor({ id: 1, label: `m${evil}`, checks: [check({ id: 11, type: 'cron' })] })],
        { 1: [cronState({ id: 5, monitorId: 1, name: `job${evil}` })] },
      ),
    })
    fake.answer('statusPages', () => [
      {
        id: 3,
        title: `page${evil}`,
        status: 'up',
        fullUrl: 'https://status.test',
        updates: [
          {
            id: 1,
            title: `t${evil}`,
            text: `x${evil}`,
            severity: 'info',
            time: '2026-03-17T12:00:00Z',
            pinned: false,
          },
        ],
      },
    ])
    fake.answer('statusUpdateTemplates', () => [
      { id: 9, name: `tpl${evil}`, title: 'T', text: 'X', severity: 'info' },
    ])
    const { wrapper, router } = await mountWithApp(App, { path: '/cron' })
    await flushPromises()
    expect(isolated(wrapper.find('[data-test=cron-row]').element)).toEqual(
      expect.arrayContaining([`job${shown}`, `m${shown}`]),
    )

    await router.push('/status-pages')
    await flushPromises()
    const page = wrapper.find('[data-test=status-page]').element
    expect(isolated(page)).toEqual(
      expect.arrayContaining([`page${shown}`, `t${shown}`, `x${shown}`]),
    )
    // An <option> holds text only: the isolate characters <bdi> stands for.
    const options = wrapper.findAll('option').map((o) => o.text())
    expect(options).toContain(`\u2068page${shown}\u2069`)
    expect(options).toContain(`\u2068tpl${shown}\u2069`)
  })
})

describe('service URLs are links only when they are http(s)', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'https://user:secret@example.com/',
    'not a url',
  ])('%s is shown as text on the monitor page', async (url) => {
    const wrapper = await openDetail({ url })
    expect(wrapper.find('[data-test=external-link]').exists()).toBe(false)
    expect(wrapper.find('[data-test=monitor-detail] a[target=_blank]').exists()).toBe(false)
    expect(wrapper.find('[data-test=unlinked-url]').text()).toBe(url)
  })

  it.each(['https://shop.example.com/', 'http://intranet.example.com/'])(
    '%s is a link on the monitor page',
    async (url) => {
      const wrapper = await openDetail({ url })
      expect(wrapper.find('[data-test=external-link]').attributes('href')).toBe(url)
    },
  )

  it('a status page whose address is javascript: gets no link', async () => {
    const fake = freshFake({ snapshot: snapshot([]) })
    fake.answer('statusPages', () => [
      { id: 3, title: 'P', status: 'up', fullUrl: 'javascript:alert(1)', updates: [] },
    ])
    fake.answer('statusUpdateTemplates', () => [])
    const { wrapper } = await mountWithApp(App, { path: '/status-pages' })
    await flushPromises()
    expect(wrapper.find('[data-test=status-page] a').exists()).toBe(false)
    expect(wrapper.find('[data-test=unlinked-url]').text()).toBe('javascript:alert(1)')
  })

  it('linkable() accepts http(s) with a host and nothing else', () => {
    expect(linkable('https://a.test/x?y=1')).toBe('https://a.test/x?y=1')
    expect(linkable('HTTP://a.test')).toBe('HTTP://a.test')
    for (const bad of [
      'javascript:1',
      'JaVaScRiPt:1',
      'data:,x',
      'file:///x',
      'ftp://a.test',
      '',
      null,
    ])
      expect(linkable(bad)).toBeNull()
  })
})
