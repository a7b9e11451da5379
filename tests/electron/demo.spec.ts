// The packaged app end to end, where an Electron binary exists: it starts on the demo (the
// simulator inside the app), opens the dashboard window, and a click in the dashboard reaches
// the simulator. On machines without the binary every test here is skipped with the reason.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
  type Page,
} from '@playwright/test'
import { findElectronBinary } from '../../scripts/electron-binary.mjs'
import { SimControl } from '@app/simulator/control-client'
import type { UptrayBridge } from '@app/shared/contract'

/** The page's globals, typed. Evaluated callbacks are serialized: they may not use closures. */
type PageGlobals = typeof globalThis & {
  uptray: UptrayBridge
  require?: unknown
  process?: unknown
}

const binary = findElectronBinary()
const root = fileURLToPath(new URL('../..', import.meta.url))

const SKIP_REASON =
  'No Electron binary on this machine: the electron package has no downloaded dist/ (offline install). The same flows run in tests/main (mocked Electron, real engine and simulator) and tests/e2e (real browser).'
// The list reporter does not show skip reasons: say it once, plainly.
if (!binary) console.log(`tests/electron skipped: ${SKIP_REASON}`)
test.skip(!binary, SKIP_REASON)

let app: ElectronApplication
let dashboard: Page

test.beforeAll(async () => {
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' })
  expect(build.status, 'electron-vite build').toBe(0)
  app = await electron.launch({
    executablePath: binary!,
    args: [root],
    cwd: root,
    env: { ...process.env, UPTRAY_DEMO: '1', UPTRAY_NO_SECRET_SERVICE: 'Playwright run' },
  })
  dashboard = await app.firstWindow()
})

test.afterAll(async () => {
  await app?.close()
})

test('starts on the demo with the dashboard window open', async () => {
  await expect(dashboard.locator('[data-test="monitor-row"]').first()).toBeVisible({
    timeout: 30_000,
  })
  const session = await dashboard.evaluate(() => (globalThis as PageGlobals).uptray.getSession())
  expect(session).toMatchObject({ signedIn: true, demo: true })
  expect(session.account?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

test('the page is isolated: no Node, only the uptray bridge', async () => {
  const globals = await dashboard.evaluate(() => ({
    require: typeof (globalThis as PageGlobals).require,
    process: typeof (globalThis as PageGlobals).process,
    bridge: typeof (globalThis as PageGlobals).uptray.snoozeCheck,
  }))
  expect(globals).toEqual({ require: 'undefined', process: 'undefined', bridge: 'function' })
})

test('re-running a check from the dashboard reaches the simulator', async () => {
  const session = await dashboard.evaluate(() => (globalThis as PageGlobals).uptray.getSession())
  const control = new SimControl(session.account!.baseUrl)
  await control.clearRequests()
  await dashboard.locator('[data-test="monitor-row"]').first().click()
  const row = dashboard.locator('[data-test="check-row"]').first()
  const checkId = await row.getAttribute('data-check-id')
  await row.locator('[data-test="rerun"]').click()
  await expect
    .poll(async () => (await control.requests()).map((r) => `${r.method} ${r.path}`), {
      timeout: 15_000,
    })
    .toContain(`POST /api/checks/${checkId}/request-run`)
})
