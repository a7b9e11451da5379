import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import type { WsRequest } from '@app/shared/ws-protocol'
import App from '@src/App.vue'
import { createWsBridge, dashboardPath } from '@src/ws-bridge'
import { check, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const listed = (w: Awaited<ReturnType<typeof mountWithApp>>['wrapper']) =>
  w.findAll('[data-test=popover-monitor] .label').map((r) => r.text())

const settle = () => new Promise((r) => setTimeout(r, 50))

describe('tray popover', () => {
  it('lists failing monitors before warnings, without the top bar, and opens one in the dashboard', async () => {
    const fake = freshFake({
      snapshot: snapshot([
        monitor({ id: 1, label: 'shop.example.com' }),
        monitor({ id: 2, label: 'blog.example.com', result: 'warning' }),
        monitor({ id: 3, label: 'zeta.example.com', result: 'failed' }),
        monitor({ id: 4, label: 'api.example.com', result: 'failed' }),
      ]),
    })
    const { wrapper, router } = await mountWithApp(App, { path: '/popover' })
    expect(wrapper.find('header.top').exists()).toBe(false)
    expect(wrapper.findAll('[data-test=sync-line]')).toHaveLength(1)
    expect(wrapper.find('[data-test=popover-counts]').text()).toContain('2 failing')
    expect(listed(wrapper)).toEqual(['api.example.com', 'zeta.example.com', 'blog.example.com'])
    expect(wrapper.find('[data-test=popover-all-fine]').exists()).toBe(false)

    await wrapper.find('[data-test=popover-monitor][data-monitor-id="4"]').trigger('click')
    await wrapper.find('[data-test=popover-monitor][data-monitor-id="2"]').trigger('click')
    await settle()
    // The shell shows the dashboard window at the monitor; the popover itself stays put.
    expect(fake.callsTo('openDashboard')).toEqual([[4], [2]])
    expect(router.currentRoute.value.fullPath).toBe('/popover')
  })

  it("lists each monitor's failing checks as links to their pages in the dashboard", async () => {
    const fake = freshFake({
      snapshot: snapshot([
        monitor({
          id: 5,
          result: 'failed',
          checks: [
            check({ id: 51, result: 'succeeded' }),
            check({ id: 52, type: 'broken_links', label: 'Broken links', result: 'failed' }),
            check({ id: 53, type: 'mixed_content', label: 'Mixed content', result: 'warning' }),
          ],
        }),
      ]),
    })
    const { wrapper, router } = await mountWithApp(App, { path: '/popover' })
    const links = wrapper.findAll('[data-test=popover-check]')
    expect(links.map((l) => l.text())).toEqual(['Broken links', 'Mixed content'])
    await links[0]!.trigger('click')
    await settle()
    // The shell opens the dashboard on the check's page; the popover stays where it is.
    expect(fake.callsTo('openDashboard')).toEqual([[5, 'broken_links']])
    expect(router.currentRoute.value.fullPath).toBe('/popover')
  })

  it('caps the list and says how many more', async () => {
    freshFake({
      snapshot: snapshot(
        Array.from({ length: 11 }, (_, i) => monitor({ id: i + 1, result: 'failed' })),
      ),
    })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    expect(listed(wrapper)).toHaveLength(8)
    expect(wrapper.find('[data-test=popover-more]').text()).toBe('and 3 more in the dashboard')
  })

  it('says all monitors are fine when none fail, and asks for the dashboard without a monitor', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 }), monitor({ id: 2 })]) })
    const { wrapper, router } = await mountWithApp(App, { path: '/popover' })
    expect(wrapper.find('[data-test=popover-all-fine]').text()).toContain('All 2 monitors are fine')
    expect(wrapper.find('[data-test=popover-problems]').exists()).toBe(false)
    await wrapper.find('[data-test=popover-open-dashboard]').trigger('click')
    await settle()
    expect(fake.callsTo('openDashboard')).toEqual([[null]])
    expect(router.currentRoute.value.fullPath).toBe('/popover')
    expect(wrapper.find('[data-test=popover-open-error]').exists()).toBe(false)
  })

  it('a snoozed failure is counted as snoozed, not failing, and not listed as a problem', async () => {
    freshFake({
      snapshot: snapshot([
        monitor({ id: 1 }),
        monitor({
          id: 2,
          label: 'quiet.example.com',
          result: 'failed',
          checks: [check({ id: 21, result: 'failed', snoozedUntil: '2099-01-01T00:00:00Z' })],
        }),
      ]),
    })
    const { wrapper } = await mountWithApp(App, { path: '/popover' })
    const counts = wrapper.find('[data-test=popover-counts]').text()
    expect(counts).toContain('0 failing')
    expect(counts).toContain('1 snoozed')
    expect(wrapper.find('[data-test=popover-problems]').exists()).toBe(false)
    expect(wrapper.find('[data-test=popover-all-fine]').text()).toContain(
      'Nothing failing that is not snoozed or in maintenance',
    )
  })

  it('says so when the dashboard cannot be opened', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1 })]) })
    fake.answer('openDashboard', () => {
      throw new Error('Refused app:open-dashboard')
    })
    const { wrapper, router } = await mountWithApp(App, { path: '/popover' })
    await wrapper.find('[data-test=popover-open-dashboard]').trigger('click')
    await settle()
    expect(wrapper.find('[data-test=popover-open-error]').text()).toContain(
      'Refused app:open-dashboard',
    )
    expect(router.currentRoute.value.fullPath).toBe('/popover')
  })
})

describe('serve mode: openDashboard over the WebSocket bridge', { timeout: 15_000 }, () => {
  let server: WebSocketServer | null = null
  afterEach(async () => {
    for (const c of server?.clients ?? []) c.terminate()
    await new Promise((r) => server?.close(r) ?? r(null))
    server = null
  })

  async function startServer() {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' })
    await new Promise((r) => server!.once('listening', r))
    const seen: WsRequest[] = []
    server.on('connection', (ws) => {
      ws.on('message', (data) => {
        const req = JSON.parse(data.toString()) as WsRequest
        seen.push(req)
        ws.send(JSON.stringify({ id: req.id, ok: true, result: null }))
      })
    })
    const { port } = server.address() as AddressInfo
    return { host: `127.0.0.1:${port}`, seen }
  }

  it('navigates the page to the dashboard route and sends nothing to the server', async () => {
    const { host, seen } = await startServer()
    const went: string[] = []
    const b = createWsBridge({ protocol: 'http:', host }, (path) => went.push(path))
    await b.openDashboard(7)
    await b.openDashboard(null)
    await expect(b.openDashboard(-1)).rejects.toThrow(/Invalid arguments for app:open-dashboard/)
    await expect(b.openDashboard('7' as unknown as number)).rejects.toThrow(/Invalid arguments/)
    await b.openDashboard(7, 'broken_links')
    await expect(b.openDashboard(7, '../settings')).rejects.toThrow(/expected a check type/)
    await expect(b.openDashboard(7, 'x'.repeat(41))).rejects.toThrow(/expected a check type/)
    await b.getSyncStatus() // The socket works; only that one request went out.
    expect(went).toEqual(['/monitor/7', '/', '/monitor/7/check/broken_links'])
    expect(seen.map((r) => r.channel)).toEqual(['sync:get'])
  })

  it('by default moves the page to the route through the hash (hash history)', async () => {
    const { host } = await startServer()
    window.location.hash = '#/popover'
    const b = createWsBridge({ protocol: 'http:', host })
    await b.openDashboard(4)
    expect(window.location.hash).toBe(`#${dashboardPath(4)}`)
    await b.openDashboard(null)
    expect(window.location.hash).toBe('#/')
  })
})
