// `uptray status` and an action while the app watches two accounts: a real AppService on two
// simulators (tests/unit/service/two-accounts.ts, the same seed, so both number their monitors
// alike) behind its control socket, and the real CLI process. The app's merged picture is split
// by account, with the service's ids; an action with --account reaches that account only; one
// account's refused token leaves the other's monitors and exits 2. The CLI sends no request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { startTwoAccounts, type TwoAccounts } from '../unit/service/two-accounts'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const unix = process.platform !== 'win32'
if (!unix)
  console.log(
    'CLI status-with-two-accounts tests skipped: they place a Unix socket in a temp folder',
  )
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

interface Report {
  source: string
  monitors: { id: number; account: string; checks: { id: number }[] }[]
  totals: Record<string, number>
  accounts: { name: string; error?: { exitCode: number } }[]
}

describe.skipIf(!unix)('uptray status while the app watches two accounts', () => {
  let t: TwoAccounts
  let socket: ControlSocket
  let folder = ''
  let env: Record<string, string> = {}

  beforeAll(async () => {
    t = await startTwoAccounts({ acmeMonitors: 3, ownMonitors: 4 })
    folder = mkdtempSync(join(tmpdir(), 'uptray-two-app-'))
    const path = join(folder, 'run', 'control.sock')
    socket = await startControlSocket({
      place: { path, dir: join(folder, 'run'), chosen: true },
      service: t.service,
      logger: quiet,
    })
    await t.service.start()
    await t.advance(0)
    env = { UPTRAY_CONTROL_SOCKET: path }
  })
  afterAll(async () => {
    await socket?.close()
    await t?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const apiRequests = async () =>
    (await t.requests(t.acme.sim)).length + (await t.requests(t.own.sim)).length

  it("splits the app's picture by account, with the service's ids, and sends nothing", async () => {
    const before = await apiRequests()
    const run = await runCli(['status', '--json'], env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as Report
    expect(report.source).toBe('app')
    expect(report.accounts.map((a) => a.name)).toEqual(['Acme', 'Own sites'])
    const ids = (account: string) =>
      report.monitors.filter((m) => m.account === account).map((m) => m.id)
    expect(ids('Acme')).toHaveLength(3)
    expect(ids('Own sites')).toHaveLength(4)
    // The same seed: the first three ids are the same service ids in both accounts.
    expect(ids('Own sites').slice(0, 3)).toEqual(ids('Acme'))
    expect(Object.values(report.totals).reduce((a, b) => a + b, 0)).toBe(7)
    expect(await apiRequests()).toBe(before)

    const one = JSON.parse(
      (await runCli(['status', '--json', '--account', 'own sites'], env)).stdout,
    ) as Report
    expect(one.accounts.map((a) => a.name)).toEqual(['Own sites'])
    expect(one.monitors).toHaveLength(4)
  })

  it('an action with --account goes through the app to that account only, with its service id', async () => {
    const report = JSON.parse((await runCli(['status', '--json'], env)).stdout) as Report
    const checkId = report.monitors.find((m) => m.account === 'Own sites')!.checks[0]!.id
    const run = await runCli(
      ['snooze', String(checkId), '--minutes', '5', '--account', 'Own sites', '--json'],
      env,
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, checkId, source: 'app' })
    const posts = async (sim: TwoAccounts['acme']['sim']) =>
      (await t.requests(sim)).filter((r) => r.method === 'POST').map((r) => r.path)
    expect(await posts(t.own.sim)).toEqual([`/api/checks/${checkId}/snooze`])
    expect(await posts(t.acme.sim)).toEqual([])
  })

  it("one account's refused token still shows the other's monitors, and exits 2", async () => {
    await t.own.sim.control.setToken('another-token')
    await t.advance(60_000)
    const run = await runCli(['status', '--json'], env)
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^uptray: Own sites: The service rejected the API token \(401\)/m)
    const report = JSON.parse(run.stdout) as Report
    expect(report.accounts[0]!.error).toBeUndefined()
    expect(report.accounts[1]!.error).toMatchObject({ exitCode: 2 })
    expect(new Set(report.monitors.map((m) => m.account))).toEqual(new Set(['Acme']))
  })
})
