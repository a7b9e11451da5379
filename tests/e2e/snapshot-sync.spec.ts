/// <reference lib="dom" />
// The snapshot protocol end to end: a page left open across sweeps with changes (receiving only
// deltas) holds the same picture as a fresh page opened later, also after a lost delta and after
// its WebSocket was dropped for a while.
import type { Page, WebSocketRoute } from '@playwright/test'
import { SWEEP_SECONDS, expect, simMonitors, test, writeSettings } from './fixtures'

test.beforeEach(async ({ dataDir, sim }) => {
  await writeSettings(dataDir, sim.baseUrl)
})

/** The monitors store's snapshot as the page holds it (pinia's state, read through the app). */
function picture(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Holder = { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }
    const app = (document.querySelector('#app') as unknown as Holder).__vue_app__
    const pinia = app?.config.globalProperties.$pinia as
      { state: { value: Record<string, { snapshot?: unknown }> } } | undefined
    return JSON.stringify(pinia?.state.value.monitors?.snapshot ?? null)
  })
}

const fetchedAt = (json: string) => (JSON.parse(json) as { fetchedAt?: string } | null)?.fetchedAt

test('a page left open across sweeps stays identical to a fresh page, across a lost delta and a dropped socket', async ({
  page,
  context,
  sim,
  startServeFor,
}) => {
  test.setTimeout(150_000)
  const serve = await startServeFor({ token: sim.token })
  // Page A's WebSocket goes through a proxy that can drop one delta or refuse to connect.
  const sockets: WebSocketRoute[] = []
  let refuse = false
  let dropNextDelta = false
  const updates: string[] = []
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (refuse) return ws.close()
    sockets.push(ws)
    const server = ws.connectToServer()
    server.onMessage((message) => {
      const text = String(message)
      if (text.includes('"snapshot:update"')) {
        updates.push(text.includes('"full"') ? 'full' : 'delta')
        if (dropNextDelta && text.includes('"delta"')) {
          dropNextDelta = false
          return
        }
      }
      ws.send(message)
    })
  })
  await page.goto(serve.url)
  await expect(page.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })

  const checks = (await simMonitors(sim))
    .flatMap((m) => m.checks)
    .filter((c) => c.type === 'uptime')
  expect(checks.length).toBeGreaterThan(6)
  const sweep = (SWEEP_SECONDS + 10) * 1000

  // 1. Deltas only: a check fails, the page follows.
  const before = fetchedAt(await picture(page))
  await sim.control.setCheckResult(checks[0]!.id, 'failed', 'first change')
  await expect.poll(() => picture(page), { timeout: sweep }).toContain('first change')
  expect(fetchedAt(await picture(page))).not.toBe(before)
  expect(updates).toContain('delta')

  // 2. A delta lost on the way: the next one does not fit, the page asks for a full snapshot.
  dropNextDelta = true
  await sim.control.setCheckResult(checks[1]!.id, 'failed', 'second change')
  await expect.poll(() => dropNextDelta, { timeout: sweep }).toBe(false)
  await sim.control.setCheckResult(checks[2]!.id, 'warning', 'third change')
  await expect.poll(() => picture(page), { timeout: sweep * 2 }).toContain('third change')
  expect(await picture(page)).toContain('second change')

  // 3. The socket dropped and kept down for a sweep with changes, then back.
  refuse = true
  await sockets.at(-1)!.close()
  await sim.control.setCheckResult(checks[3]!.id, 'failed', 'fourth change')
  await sim.control.setCheckResult(checks[0]!.id, 'succeeded', 'recovered')
  await page.waitForTimeout(sweep)
  expect(await picture(page)).not.toContain('fourth change')
  refuse = false
  await expect.poll(() => picture(page), { timeout: sweep * 2 }).toContain('fourth change')

  // A fresh page opened now holds the same picture, to the byte, once both show the same sweep.
  const fresh = await context.newPage()
  await fresh.goto(serve.url)
  await expect(fresh.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(
      async () => {
        const [a, b] = [await picture(page), await picture(fresh)]
        return fetchedAt(a) === fetchedAt(b) ? a === b : 'different sweeps'
      },
      { timeout: sweep * 2 },
    )
    .toBe(true)
  expect(JSON.parse(await picture(page)).monitors.length).toBe((await simMonitors(sim)).length)
})
