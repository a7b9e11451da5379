// The desktop app on a real machine (CI: .github/workflows/ci.yml, ubuntu under xvfb-run, macOS,
// Windows): tray tooltip and menu, a notification, the popover, the keychain, the control socket
// and a clean quit. The app is reached through the `uptrayE2E` global it sets under UPTRAY_E2E=1.
// Skipped with the reason where no Electron binary exists.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test'
import { findElectronBinary } from '../../scripts/electron-binary.mjs'
import { askApp } from '@app/cli/app-client'
import type { RunningApp } from '@app/main/start-app'
import type { UptrayBridge } from '@app/shared/contract'
import { SimControl } from '@app/simulator/control-client'
import { startSimulator, type RunningSimulator } from '@app/simulator/index'

/** Globals of the main process and the page. Evaluated callbacks may not use closures. */
type MainGlobals = typeof globalThis & { uptrayE2E: RunningApp; shownNotifications?: string[] }
type PageGlobals = typeof globalThis & { uptray: UptrayBridge }

const binary = findElectronBinary()
const root = fileURLToPath(new URL('../..', import.meta.url))
const SKIP_REASON =
  'No Electron binary on this machine (offline install): these run in CI on ubuntu, macOS and Windows (.github/workflows/ci.yml).'
if (!binary) console.log(`tests/electron/desktop skipped: ${SKIP_REASON}`)
test.skip(!binary, SKIP_REASON)
test.describe.configure({ mode: 'serial' })

let folder: string
let socketPath: string

function launch(env: Record<string, string>, userData: string): Promise<ElectronApplication> {
  return electron.launch({
    executablePath: binary!,
    args: [root, `--user-data-dir=${userData}`],
    cwd: root,
    env: { ...process.env, UPTRAY_E2E: '1', UPTRAY_CONTROL_SOCKET: socketPath, ...env },
  })
}

async function quitCleanly(app: ElectronApplication): Promise<void> {
  const exited = new Promise<number | null>((resolve) =>
    app.process().once('exit', (code) => resolve(code)),
  )
  await app.evaluate(() => (globalThis as MainGlobals).uptrayE2E.quit.quit())
  expect(await exited).toBe(0)
}

test.beforeAll(() => {
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' })
  expect(build.status, 'electron-vite build').toBe(0)
  folder = mkdtempSync(join(tmpdir(), 'uptray-desktop-'))
  // Unix socket paths are short (about 104 bytes): a temp folder keeps it within that.
  socketPath =
    process.platform === 'win32'
      ? `\\\\.\\pipe\\uptray-e2e-${process.pid}`
      : join(folder, 'run', 'control.sock')
})
test.afterAll(() => rmSync(folder, { recursive: true, force: true }))

test.describe('on the demo', () => {
  let app: ElectronApplication

  test.beforeAll(async () => {
    app = await launch(
      { UPTRAY_DEMO: '1', UPTRAY_NO_SECRET_SERVICE: 'Playwright run' },
      join(folder, 'demo'),
    )
    const page = await app.firstWindow()
    await expect(page.locator('[data-test="monitor-row"]').first()).toBeVisible({
      timeout: 30_000,
    })
  })
  test.afterAll(async () => {
    if (app && app.process().exitCode === null) await app.close()
  })

  test('the tray exists with a tooltip naming the failing monitors', async () => {
    await expect
      .poll(() => app.evaluate(() => (globalThis as MainGlobals).uptrayE2E.tray.view().tooltip))
      .toMatch(/\d+ fail/i)
    const view = await app.evaluate(() => (globalThis as MainGlobals).uptrayE2E.tray.view())
    expect(view.tooltip.length).toBeLessThanOrEqual(127)
  })

  test('the tray menu lists the failing monitors', async () => {
    const page = await app.firstWindow()
    const snapshot = await page.evaluate(() => (globalThis as PageGlobals).uptray.getSnapshot())
    const failing = snapshot!.monitors.filter((m) => m.result === 'failed').map((m) => m.label)
    expect(failing.length).toBeGreaterThan(0)
    const labels = await app.evaluate(() =>
      (globalThis as MainGlobals).uptrayE2E.tray
        .view()
        .menu.map((item) => String(item.label ?? '')),
    )
    for (const label of failing.slice(0, 3)) {
      expect(labels.some((l) => l.includes(label))).toBe(true)
    }
  })

  test('a check that starts failing raises a notification', async () => {
    await app.evaluate(({ Notification }) => {
      const g = globalThis as MainGlobals
      g.shownNotifications = []
      const show = Notification.prototype.show
      Notification.prototype.show = function (this: Electron.Notification) {
        g.shownNotifications!.push(this.title)
        return show.call(this)
      }
    })
    const page = await app.firstWindow()
    const session = await page.evaluate(() => (globalThis as PageGlobals).uptray.getSession())
    const snapshot = await page.evaluate(() => (globalThis as PageGlobals).uptray.getSnapshot())
    const healthy = snapshot!.monitors
      .flatMap((m) => m.checks)
      .find((c) => c.enabled && c.result === 'succeeded')
    expect(healthy, 'a succeeding check on the demo').toBeDefined()
    await new SimControl(session.account!.baseUrl).setCheckResult(healthy!.id, 'failed', 'E2E')
    await app.evaluate(() => (globalThis as MainGlobals).uptrayE2E.service.refreshNow())
    await expect
      .poll(() => app.evaluate(() => (globalThis as MainGlobals).shownNotifications?.length ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
  })

  test('the popover opens', async () => {
    await app.evaluate(() => (globalThis as MainGlobals).uptrayE2E.windows.togglePopover())
    await expect
      .poll(() => app.windows().some((w) => w.url().includes('popover')), { timeout: 15_000 })
      .toBe(true)
  })

  test('answers status on its control socket', async () => {
    const answer = await askApp(socketPath, 'status')
    expect(answer).toMatchObject({ ok: true })
  })

  test('quits cleanly and takes its control socket with it', async () => {
    await quitCleanly(app)
    if (process.platform !== 'win32') expect(existsSync(socketPath)).toBe(false)
  })
})

test.describe('the keychain', () => {
  let sim: RunningSimulator

  test.skip(
    process.env.UPTRAY_KEYCHAIN_TEST !== '1',
    'UPTRAY_KEYCHAIN_TEST=1 says this machine has a keychain a test may write to (CI sets it).',
  )
  test.beforeAll(async () => {
    sim = await startSimulator()
  })
  test.afterAll(async () => {
    await sim?.close()
  })

  test('stores the token at sign-in and reads it at the next start', async () => {
    const userData = join(folder, 'keychain')
    const first = await launch({}, userData)
    const page = await first.firstWindow()
    const signedIn = await page.evaluate(
      (credentials) => (globalThis as PageGlobals).uptray.signIn(credentials),
      { baseUrl: sim.baseUrl, token: sim.token },
    )
    expect(signedIn).toMatchObject({ ok: true })
    await quitCleanly(first)

    const second = await launch({}, userData)
    try {
      const again = await second.firstWindow()
      const session = await again.evaluate(() => (globalThis as PageGlobals).uptray.getSession())
      expect(session).toMatchObject({ signedIn: true, account: { baseUrl: sim.baseUrl } })
      // Leave the machine's keychain as it was.
      await again.evaluate(() => (globalThis as PageGlobals).uptray.signOut())
    } finally {
      await quitCleanly(second)
    }
  })
})
