// `uptray accounts` and `uptray status` over several accounts, as real processes: two simulators at
// once (each behind an address that keeps the Authorization header it was sent, auth-recorder.ts), the tokens in a
// real gnome-keyring on a private D-Bus (keyring-session.ts), the settings file in a temp appData
// folder. Each token is given on stdin only, and must reach only its own account's service.
import { readFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { useSimulator } from '../helpers/simulator'
import { keyringUnavailable, startKeyring, type KeyringSession } from './keyring-session'
import { startAuthRecorder, type AuthRecorder } from './auth-recorder'
import { runCli, runCliWithInput, startCli, type CliRun } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN_A = 'acct-A-SECRET-token-1111'
const TOKEN_B = 'acct-B-SECRET-token-2222'
const WRONG = 'acct-WRONG-SECRET-token-3333'
const simA = useSimulator({ token: TOKEN_A, scenario: 'steady', monitors: 4, seed: 11 })
const simB = useSimulator({ token: TOKEN_B, scenario: 'steady', monitors: 3, seed: 12 })

const unavailable = keyringUnavailable()
if (unavailable) console.log(`Skipping the CLI accounts tests: no Secret Service (${unavailable}).`)

interface Monitor {
  id: number
  label: string
  account: string
  checks: { id: number }[]
}
interface Totals {
  failed: number
  succeeded: number
  [key: string]: number
}
interface AccountsJson {
  monitors: Monitor[]
  totals: Totals
  unreadable: number
  accounts: {
    name: string
    baseUrl: string
    totals: Totals
    unreadable: number
    error?: { message: string; exitCode: number }
  }[]
  source: string
}

describe.skipIf(Boolean(unavailable))('uptray accounts and status over several accounts', () => {
  let keyring: KeyringSession
  let frontA: AuthRecorder
  let frontB: AuthRecorder
  let config = ''
  let env: Record<string, string> = {}

  beforeAll(async () => {
    keyring = startKeyring()
    config = await mkdtemp(join(tmpdir(), 'uptray-accounts-'))
    // The keychain on (cleanEnv turns it off), the settings in a temp appData folder.
    env = { ...keyring.env, UPTRAY_NO_SECRET_SERVICE: '', XDG_CONFIG_HOME: config }
    frontA = await startAuthRecorder(simA().baseUrl)
    frontB = await startAuthRecorder(simB().baseUrl)
  })
  afterAll(async () => {
    await frontA?.close()
    await frontB?.close()
    keyring?.stop()
    await rm(config, { recursive: true, force: true })
  })

  const settingsPath = () => join(config, 'uptray', 'settings.json')
  const settings = async () =>
    JSON.parse(await readFile(settingsPath(), 'utf8')) as {
      schemaVersion: number
      accounts: { id: string; name: string; baseUrl: string; slot: number }[]
      notifications: { rules: { scope: string; value: string; mode: string }[] }
    }
  const cli = (args: string[], extra: Record<string, string> = {}) =>
    runCli(args, { ...env, ...extra })
  const add = (name: string, baseUrl: string, token: string) =>
    runCliWithInput(
      ['accounts', 'add', name, '--base-url', baseUrl, '--token-stdin'],
      `${token}\n`,
      env,
    )
  const tokensIn = (run: CliRun) =>
    [TOKEN_A, TOKEN_B, WRONG].filter((t) => run.stdout.includes(t) || run.stderr.includes(t))
  /** Every request each proxy saw carried its own account's token, and only that. */
  const expectOwnTokens = () => {
    expect(frontA.seen.length).toBeGreaterThan(0)
    for (const seen of frontA.seen) expect(seen.authorization).toBe(`Bearer ${TOKEN_A}`)
    for (const seen of frontB.seen) {
      expect([`Bearer ${TOKEN_B}`, `Bearer ${WRONG}`]).toContain(seen.authorization)
    }
  }

  it('accounts add checks the token with /api/me, keeps it in the keychain only, and saves the account', async () => {
    const run = await add('Acme', frontA.baseUrl, TOKEN_A)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /^Added the account "Acme" \(http:\/\/127\.0\.0\.1:\d+\), signed in as /,
    )
    expect(tokensIn(run)).toEqual([])
    expect(frontA.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/me'])
    expect(keyring.lookup('account:acme')).toBe(TOKEN_A)

    const b = await add('Beta', frontB.baseUrl, TOKEN_B)
    expect(b.code).toBe(0)
    expect(keyring.lookup('account:beta')).toBe(TOKEN_B)

    const saved = await settings()
    expect(saved.schemaVersion).toBe(4)
    // Each its own slot in the app's picture ids: the first 0, the next the lowest free.
    expect(saved.accounts).toEqual([
      { id: 'acme', name: 'Acme', baseUrl: frontA.baseUrl, slot: 0 },
      { id: 'beta', name: 'Beta', baseUrl: frontB.baseUrl, slot: 1 },
    ])
    const text = await readFile(settingsPath(), 'utf8')
    expect(text).not.toContain(TOKEN_A)
    expect(text).not.toContain(TOKEN_B)
    // The user's alone, as the app writes it.
    expect((await stat(settingsPath())).mode & 0o777).toBe(0o600)
  })

  it('a token the service refuses (401) is not stored, and the account is not added', async () => {
    const before = await readFile(settingsPath(), 'utf8')
    const run = await add('Gamma', frontB.baseUrl, WRONG)
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/Nothing was saved: The service rejected the API token \(401\)/)
    expect(tokensIn(run)).toEqual([])
    expect(keyring.lookup('account:gamma')).toBeNull()
    expect(await readFile(settingsPath(), 'utf8')).toBe(before)
  })

  it('the token is taken from stdin only; a name taken on another address is refused', async () => {
    const noFlag = await runCliWithInput(
      ['accounts', 'add', 'Delta', '--base-url', frontA.baseUrl],
      TOKEN_A,
      env,
    )
    expect(noFlag.code).toBe(4)
    expect(noFlag.stderr).toMatch(/reads the token from stdin only/)
    const empty = await runCliWithInput(
      ['accounts', 'add', 'Delta', '--base-url', frontA.baseUrl, '--token-stdin'],
      '\n',
      env,
    )
    expect(empty.code).toBe(4)
    expect(empty.stderr).toMatch(/No token on stdin/)
    const taken = await add('acme', frontB.baseUrl, TOKEN_B)
    expect(taken.code).toBe(4)
    expect(taken.stderr).toMatch(/already an account named "Acme"/)
    expect((await settings()).accounts).toHaveLength(2)
  })

  it('accounts list says whether the keychain has each token, and never prints one', async () => {
    const json = await cli(['accounts', 'list', '--json'])
    expect(json.code).toBe(0)
    expect(tokensIn(json)).toEqual([])
    expect(JSON.parse(json.stdout)).toEqual({
      accounts: [
        { id: 'acme', name: 'Acme', baseUrl: frontA.baseUrl, slot: 0, hasToken: true },
        { id: 'beta', name: 'Beta', baseUrl: frontB.baseUrl, slot: 1, hasToken: true },
      ],
      source: 'file',
    })
    const text = await cli(['accounts', 'list'])
    expect(text.code).toBe(0)
    expect(text.stdout.split('\n')[0]).toMatch(/^NAME\s+BASE URL\s+TOKEN$/)
    expect(text.stdout).toMatch(/Acme\s+http:\/\/127\.0\.0\.1:\d+\s+in the keychain/)
  })

  it('status with no --account covers both accounts: monitors carry their account, totals add up', async () => {
    const run = await cli(['status', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(tokensIn(run)).toEqual([])
    const report = JSON.parse(run.stdout) as AccountsJson
    expect(report.source).toBe('direct')
    expect(report.accounts.map((a) => [a.name, a.baseUrl, a.error])).toEqual([
      ['Acme', frontA.baseUrl, undefined],
      ['Beta', frontB.baseUrl, undefined],
    ])
    const listA = await simA().json<{ data: { id: number }[] }>('/api/monitors')
    const listB = await simB().json<{ data: { id: number }[] }>('/api/monitors')
    expect(report.monitors.map((m) => [m.account, m.id])).toEqual([
      ...listA.data.map((m) => ['Acme', m.id]),
      ...listB.data.map((m) => ['Beta', m.id]),
    ])
    for (const key of Object.keys(report.totals)) {
      expect(report.totals[key]).toBe(
        report.accounts[0]!.totals[key]! + report.accounts[1]!.totals[key]!,
      )
    }
    expect(Object.values(report.totals).reduce((a, b) => a + b, 0)).toBe(7)
    expectOwnTokens()

    const table = await cli(['status'])
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(/^Acme \(http:\/\/127\.0\.0\.1:\d+\) at /)
    expect(table.stdout).toMatch(/\n\nBeta \(http:\/\/127\.0\.0\.1:\d+\) at /)
    expect(table.stdout).toMatch(/\n\nAll 2 accounts: 7 monitors: /)
  })

  it('--account narrows to one account, by its name in any case; an unknown name is exit 4', async () => {
    const run = await cli(['status', '--json', '--account', 'BETA'])
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as AccountsJson
    expect(report.accounts.map((a) => a.name)).toEqual(['Beta'])
    expect(new Set(report.monitors.map((m) => m.account))).toEqual(new Set(['Beta']))
    const unknown = await cli(['status', '--account', 'Nope'])
    expect(unknown.code).toBe(4)
    expect(unknown.stderr).toMatch(/No account named "Nope"; the accounts are: Acme, Beta\./)
  })

  it('an action needs --account when there are several, and then reaches only that account', async () => {
    const list = await simA().json<{ data: { checks: { id: number }[] }[] }>('/api/monitors')
    const checkId = String(list.data[0]!.checks[0]!.id)
    const ambiguous = await cli(['snooze', checkId, '--minutes', '5'])
    expect(ambiguous.code).toBe(4)
    expect(ambiguous.stderr).toMatch(/say which with --account NAME \(Acme, Beta\)/)
    frontB.seen.length = 0
    const run = await cli(['snooze', checkId, '--minutes', '5', '--account', 'Acme', '--json'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, source: 'direct' })
    const posts = (await simA().control.requests()).filter((r) => r.method === 'POST')
    expect(posts.map((r) => r.path)).toContain(`/api/checks/${checkId}/snooze`)
    expect(frontB.seen).toEqual([])
    expectOwnTokens()
  })

  it('watch follows one account: --account names it, else the first (and says so)', async () => {
    const unknown = await cli(['watch', '--account', 'Nope'])
    expect(unknown.code).toBe(4)
    const seenB = frontB.seen.length
    const child = startCli(['watch', '--json'], env)
    let stderr = ''
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    try {
      await vi.waitFor(() => expect(stdout).toMatch(/"type":"sync\.status".*"to":"ok"/), {
        timeout: 30_000,
      })
      expect(stderr).toMatch(
        /watching the account "Acme" \(http:\/\/127\.0\.0\.1:\d+\), the first of 2; choose another with --account NAME/,
      )
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const closed = new Promise((resolve) => child.once('close', resolve))
        child.kill('SIGTERM')
        await closed
      }
    }
    // Only the first account's service was asked.
    expect(frontB.seen.length).toBe(seenB)
    expectOwnTokens()
  })

  it('one account refused (401) still shows the other, names its error, and exits 2', async () => {
    const fault = await simB().control.addFault({
      kind: 'status',
      status: 401,
      pathPrefix: '/api/monitors',
    })
    try {
      const run = await cli(['status', '--json'])
      expect(run.code).toBe(2)
      expect(tokensIn(run)).toEqual([])
      expect(run.stderr).toMatch(/^uptray: Beta: The service rejected the API token \(401\)/m)
      const report = JSON.parse(run.stdout) as AccountsJson
      const [acme, beta] = report.accounts
      expect(acme!.error).toBeUndefined()
      expect(beta!.error).toMatchObject({ exitCode: 2 })
      expect(beta!.error!.message).toMatch(/rejected the API token \(401\)/)
      expect(Object.values(beta!.totals).every((n) => n === 0)).toBe(true)
      expect(report.monitors.length).toBe(4)
      expect(report.totals).toEqual(acme!.totals)

      const table = await cli(['status'])
      expect(table.code).toBe(2)
      expect(table.stdout).toMatch(/^Acme \(/)
      expect(table.stdout).toMatch(
        /\n\nBeta \(http:\/\/127\.0\.0\.1:\d+\): not read\. The service rejected/,
      )
      expect(table.stdout).toMatch(/1 of 2 accounts could not be read \(not counted above\)\./)
    } finally {
      await simB().control.removeFault(fault.id)
    }
  })

  it('UPTRAY_API_TOKEN with --base-url is still a one-off account: the settings are not read', async () => {
    const run = await cli(['status', '--json', '--base-url', simB().baseUrl], {
      UPTRAY_API_TOKEN: TOKEN_B,
    })
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as AccountsJson
    expect(report.accounts.map((a) => [a.name, a.baseUrl])).toEqual([
      [new URL(simB().baseUrl).host, simB().baseUrl],
    ])
    expect(report.monitors).toHaveLength(3)
  })

  it('one account down still shows the other, and exits 3', async () => {
    await frontB.close()
    const run = await cli(['status', '--json'])
    expect(run.code).toBe(3)
    const report = JSON.parse(run.stdout) as AccountsJson
    expect(report.accounts[0]!.error).toBeUndefined()
    expect(report.accounts[1]!.error).toMatchObject({ exitCode: 3 })
    expect(report.accounts[1]!.error!.message).toMatch(/Cannot reach the service/)
    expect(report.monitors.map((m) => m.account)).toEqual(['Acme', 'Acme', 'Acme', 'Acme'])
    // A status bar keeps its module: the counts it has, marked stale, exit 0.
    const bar = await cli(['status', '--format', 'line'])
    expect(bar.code).toBe(0)
    expect(bar.stdout).toMatch(/stale/)
  })

  it('accounts remove deletes the settings entry and its keychain entry', async () => {
    const run = await cli(['accounts', 'remove', 'beta'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      `Removed the account "Beta" (${frontB.baseUrl}) and its token from the system keychain.\n`,
    )
    expect(keyring.lookup('account:beta')).toBeNull()
    expect(keyring.lookup('account:acme')).toBe(TOKEN_A)
    expect((await settings()).accounts.map((a) => a.name)).toEqual(['Acme'])
    const again = await cli(['accounts', 'remove', 'Beta'])
    expect(again.code).toBe(4)
    expect(again.stderr).toMatch(/No account named "Beta"; the accounts are: Acme\./)
    // One account left: status is that account's, and actions need no --account.
    const status = await cli(['status', '--json'])
    expect(status.code).toBe(0)
    expect((JSON.parse(status.stdout) as AccountsJson).accounts.map((a) => a.name)).toEqual([
      'Acme',
    ])
  })
  it('accounts remove frees the slot with the rules naming it; the next account added takes it without them, the others keep theirs', async () => {
    // Acme alone (slot 0) is left from the tests above: Beta comes back in slot 1 (its proxy is
    // closed: its service directly).
    expect((await add('Beta', simB().baseUrl, TOKEN_B)).code).toBe(0)
    const file = JSON.parse(await readFile(settingsPath(), 'utf8')) as Record<string, unknown>
    const betaMonitor = String(2 ** 40 + 3)
    await writeFile(
      settingsPath(),
      JSON.stringify({
        ...file,
        notifications: {
          ...(file.notifications as object),
          rules: [
            { scope: 'monitor', value: '3', mode: 'never' },
            { scope: 'monitor', value: betaMonitor, mode: 'never' },
          ],
        },
      }),
    )
    const removed = await cli(['accounts', 'remove', 'Acme'])
    expect(removed.code).toBe(0)
    let saved = await settings()
    expect(saved.accounts.map((a) => [a.name, a.slot])).toEqual([['Beta', 1]])
    expect(saved.notifications.rules.map((r) => r.value)).toEqual([betaMonitor])
    expect((await add('Gamma', frontA.baseUrl, TOKEN_A)).code).toBe(0)
    saved = await settings()
    expect(saved.accounts.map((a) => [a.name, a.slot])).toEqual([
      ['Beta', 1],
      ['Gamma', 0],
    ])
    expect(saved.notifications.rules.map((r) => r.value)).toEqual([betaMonitor])
  })
})
