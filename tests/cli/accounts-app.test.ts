// `uptray accounts` while an app runs (serve mode with --demo, its control socket in a temp
// folder): the list is the running app's, a change goes through its settings (it keeps them in
// memory and writes its own file, so one written beside it would be lost), the token to a real
// gnome-keyring (keyring-session.ts). No settings file of the desktop app is written.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { askApp } from '@app/cli/app-client'
import { DEFAULT_TOKEN } from '@app/simulator/index'
import { startDemoApp, type DemoApp } from '../serve/serve-child'
import { keyringUnavailable, startKeyring, type KeyringSession } from './keyring-session'
import { runCli, runCliWithInput } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const unavailable = keyringUnavailable()
if (unavailable) console.log(`Skipping the CLI accounts-with-app tests: ${unavailable}.`)

describe.skipIf(Boolean(unavailable))('uptray accounts with the app running', () => {
  let app: DemoApp
  let keyring: KeyringSession
  let config = ''
  let env: Record<string, string> = {}

  beforeAll(async () => {
    app = await startDemoApp('uptray-accounts-app-')
    keyring = startKeyring()
    config = await mkdtemp(join(tmpdir(), 'uptray-accounts-app-config-'))
    env = {
      ...keyring.env,
      UPTRAY_NO_SECRET_SERVICE: '',
      XDG_CONFIG_HOME: config,
      UPTRAY_CONTROL_SOCKET: app.socket,
    }
  }, 60_000)
  afterAll(async () => {
    await app?.stop()
    keyring?.stop()
    await rm(config, { recursive: true, force: true })
  })

  const appAccounts = async () => {
    const answer = await askApp(app.socket, 'getSettings')
    return (answer as { result: { accounts: { id: string; name: string }[] } }).result.accounts
  }

  it('add goes through the running app: it holds the account at once; the token is in the keychain', async () => {
    const run = await runCliWithInput(
      ['accounts', 'add', 'Demo shop', '--base-url', app.baseUrl, '--token-stdin', '--json'],
      DEFAULT_TOKEN,
      env,
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: true,
      account: { id: 'demo-shop', name: 'Demo shop', baseUrl: app.baseUrl },
      source: 'app',
    })
    expect(run.stdout).not.toContain(DEFAULT_TOKEN)
    expect((await appAccounts()).map((a) => a.id)).toContain('demo-shop')
    expect(keyring.lookup('account:demo-shop')).toBe(DEFAULT_TOKEN)
    // Nothing written beside the app.
    expect(existsSync(join(config, 'uptray', 'settings.json'))).toBe(false)

    const list = await runCli(['accounts', 'list', '--json'], env)
    expect(JSON.parse(list.stdout)).toMatchObject({
      accounts: expect.arrayContaining([
        { id: 'demo-shop', name: 'Demo shop', baseUrl: app.baseUrl, slot: 0, hasToken: true },
      ]) as unknown,
      source: 'app',
    })
  })

  it('status with the one account is answered by the app, in the accounts shape', async () => {
    const run = await runCli(['status', '--json'], env)
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as {
      source: string
      accounts: { name: string }[]
      monitors: { account: string }[]
    }
    expect(report.source).toBe('app')
    expect(report.accounts.map((a) => a.name)).toEqual(['Demo shop'])
    expect(report.monitors.length).toBeGreaterThan(0)
    expect(new Set(report.monitors.map((m) => m.account))).toEqual(new Set(['Demo shop']))
  })

  it('remove goes through the running app too, and deletes the keychain entry', async () => {
    const run = await runCli(['accounts', 'remove', 'demo shop'], env)
    expect(run.code).toBe(0)
    expect((await appAccounts()).map((a) => a.id)).not.toContain('demo-shop')
    expect(keyring.lookup('account:demo-shop')).toBeNull()
  })
})
