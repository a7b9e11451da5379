// First run against the real core and the simulator: a bad token is explained, a good one
// signs in and the overview shows the simulator's monitors.
import { expect, expectAxeClean, test } from './fixtures'
import { REJECTED } from '../helpers/same-error'

test('bad token then good token, then the overview shows the simulator monitors', async ({
  page,
  sim,
  startServeFor,
}) => {
  const serve = await startServeFor({ baseUrl: sim.baseUrl })
  await page.goto(serve.url)
  await expect(page.getByRole('heading', { name: 'Welcome to Uptray' })).toBeVisible()
  await expect(page.getByTestId('base-url')).toHaveValue(sim.baseUrl)
  await expectAxeClean(page, 'first run')

  await page.getByTestId('token').fill('wrong-token-123')
  await page.getByTestId('test').click()
  const result = page.getByTestId('test-result')
  // The error table's sentence, as the app and the CLI give it (tests/helpers/same-error.ts).
  await expect(result).toContainText(REJECTED)
  await expect(result.locator('.tone-bad')).toBeVisible()

  await page.getByTestId('sign-in').click()
  await expect(page.getByTestId('sign-in-error')).toBeVisible()
  // The token typed is never echoed back into the page.
  expect(await page.locator('body').innerText()).not.toContain('wrong-token-123')

  await page.getByTestId('token').fill(sim.token)
  await page.getByTestId('test').click()
  await expect(result).toContainText('Token works')
  await page.getByTestId('sign-in').click()

  const info = await sim.control.info()
  await expect(page.getByTestId('count-all')).toContainText(String(info.monitorCount), {
    timeout: 20_000,
  })
  await expect(page.getByTestId('monitor-row').first()).toBeVisible()
  await expect(page.getByTestId('sync-text')).toHaveText(/Synced|Syncing/)
  // Neither token reached serve mode's logs.
  expect(serve.stderr()).not.toContain('wrong-token-123')
  expect(serve.stderr()).not.toContain(sim.token)
})

test('"Try the demo" starts the built-in simulator and signs in', async ({
  page,
  startServeFor,
}) => {
  const serve = await startServeFor()
  await page.goto(serve.url)
  await page.getByTestId('demo').click()
  await expect(page.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Demo account')).toBeVisible()
})

test('--demo opens straight on the demo overview', async ({ page, startServeFor }) => {
  const serve = await startServeFor({ demo: true })
  await page.goto(serve.url)
  await expect(page.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('count-all')).toContainText(/\d+ monitors/)
})

test('serve mode refuses requests without the access token or from another origin', async ({
  page,
  request,
  sim,
  startServeFor,
}) => {
  const serve = await startServeFor({ baseUrl: sim.baseUrl })
  expect((await request.get(`${serve.origin}/`)).status()).toBe(403)
  expect((await request.get(`${serve.origin}/?token=guess`)).status()).toBe(403)
  await page.goto(serve.url)
  await expect(page.getByRole('heading', { name: 'Welcome to Uptray' })).toBeVisible()
  expect(page.url()).not.toContain('token=') // swapped for a cookie at once

  // Same cookie, foreign origin: refused for HTTP and for the WebSocket.
  const cookies = await page.context().cookies()
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const foreign = await request.get(`${serve.origin}/`, {
    headers: { cookie, origin: 'http://evil.test' },
  })
  expect(foreign.status()).toBe(403)
  // A DNS-rebinding page would reach us under its own Host name.
  const rebound = await request.get(`${serve.origin}/`, { headers: { cookie, host: 'evil.test' } })
  expect(rebound.status()).toBe(403)
  expect((await request.get(`${serve.origin}/`, { headers: { cookie } })).status()).toBe(200)
  const wsOutcome = await page.evaluate(
    async (wsUrl) => {
      // A page on our origin can open the socket; prove the server checks it by using a bad path.
      return new Promise<string>((resolve) => {
        const ws = new WebSocket(wsUrl)
        ws.onopen = () => resolve('open')
        ws.onerror = () => resolve('refused')
      })
    },
    `${serve.origin.replace('http', 'ws')}/not-the-socket`,
  )
  expect(wsOutcome).toBe('refused')
})

test('the WebSocket validates every call and answers bad ones with a clear error', async ({
  page,
  sim,
  startServeFor,
}) => {
  const serve = await startServeFor({ baseUrl: sim.baseUrl })
  await page.goto(serve.url)
  await expect(page.getByRole('heading', { name: 'Welcome to Uptray' })).toBeVisible()
  const answers = await page.evaluate(
    async (wsUrl) => {
      const ws = new WebSocket(wsUrl)
      await new Promise((resolve) => (ws.onopen = resolve))
      const replies = new Map<number, unknown>()
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { id?: number }
        if (typeof m.id === 'number') replies.set(m.id, m)
      }
      ws.send(JSON.stringify({ id: 1, channel: 'check:snooze', args: [-5, 'forever'] }))
      ws.send(JSON.stringify({ id: 2, channel: 'shell:exec', args: ['rm -rf /'] }))
      ws.send(JSON.stringify({ id: 3, channel: 'session:get', args: [] }))
      ws.send('not json at all')
      for (let i = 0; i < 50 && replies.size < 3; i++) await new Promise((r) => setTimeout(r, 100))
      ws.close()
      return [replies.get(1), replies.get(2), replies.get(3)]
    },
    `${serve.origin.replace('http', 'ws')}/ws`,
  )
  expect(answers[0]).toMatchObject({
    id: 1,
    ok: false,
    error: {
      kind: 'invalid-arguments',
      message: expect.stringContaining('Invalid arguments for check:snooze'),
    },
  })
  expect(answers[1]).toMatchObject({
    id: 2,
    ok: false,
    error: {
      kind: 'unknown-operation',
      message:
        'Uptray has no such operation here: shell:exec. Use an operation of the app (its method name or channel).',
    },
  })
  expect(answers[2]).toMatchObject({ id: 3, ok: true, result: { signedIn: false } })
})
