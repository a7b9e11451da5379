// `uptray maintenance` and `uptray status-page` while the app watches two accounts: a real
// AppService on two simulators (tests/unit/service/two-accounts.ts, the same seed, so both number
// their monitors and pages alike) behind its control socket, and the real CLI process. --account
// goes through the app to that account only, with the service's ids in and out; without it, or
// with a name the app has no account for, exit 4 and the app is asked nothing more.
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
  console.log('CLI --account through the app skipped: it places a Unix socket in a temp folder')
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

type Sim = TwoAccounts['acme']['sim']

describe.skipIf(!unix)(
  'maintenance and status-page --account through an app with two accounts',
  () => {
    let t: TwoAccounts
    let socket: ControlSocket
    let folder = ''
    let env: Record<string, string> = {}

    beforeAll(async () => {
      t = await startTwoAccounts({ acmeMonitors: 3, ownMonitors: 2 })
      folder = mkdtempSync(join(tmpdir(), 'uptray-two-cmd-'))
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

    /** The service's own answer, asked with the account's token (as the app would). */
    const serviceJson = async <T>(account: TwoAccounts['acme'], path: string): Promise<T> => {
      const answer = await fetch(`${account.sim.baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${account.token}`, Accept: 'application/json' },
      })
      return (await answer.json()) as T
    }
    const firstMonitor = async (account: TwoAccounts['acme']) =>
      (await serviceJson<{ data: { id: number }[] }>(account, '/api/monitors')).data[0]!.id
    const writes = async (sim: Sim) =>
      (await t.requests(sim)).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)
    const reads = async (sim: Sim, part: string) =>
      (await t.requests(sim)).filter((r) => r.path.includes(part)).length

    it("maintenance list --account answers that account's windows with the service's ids", async () => {
      const monitorId = await firstMonitor(t.own)
      const before = await reads(t.acme.sim, 'maintenance')
      const run = await runCli(
        ['maintenance', 'list', String(monitorId), '--account', 'Own sites', '--json'],
        env,
      )
      expect(run.stderr).toBe('')
      expect(run.code, run.stdout).toBe(0)
      const body = JSON.parse(run.stdout) as {
        monitorId: number
        source: string
        running: { id: number } | null
        upcoming: { id: number }[]
      }
      expect(body).toMatchObject({ monitorId, source: 'app' })
      const truth = (await t.own.sim.control.maintenance()).filter((p) => p.monitorId === monitorId)
      const listed = [...(body.running ? [body.running] : []), ...body.upcoming].map((p) => p.id)
      for (const id of listed) expect(truth.map((p) => p.id)).toContain(id)
      // The other account's service was not asked.
      expect(await reads(t.acme.sim, 'maintenance')).toBe(before)
    })

    it('maintenance schedule and delete --account reach that account only, with its ids', async () => {
      const monitorId = await firstMonitor(t.own)
      const day = new Date(t.clock.now() + 2 * 86_400_000).toISOString().slice(0, 10)
      const run = await runCli(
        [
          'maintenance',
          'schedule',
          String(monitorId),
          '--starts',
          `${day} 02:00`,
          '--ends',
          `${day} 03:00`,
          '--timezone',
          'UTC',
          '--account',
          'Own sites',
          '--json',
        ],
        env,
      )
      expect(run.stderr).toBe('')
      expect(run.code, run.stdout).toBe(0)
      expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, monitorId, source: 'app' })
      expect(await writes(t.own.sim)).toEqual(['POST /api/maintenance-periods'])
      expect(await writes(t.acme.sim)).toEqual([])
      const period = (await t.own.sim.control.maintenance()).find(
        (p) => p.monitorId === monitorId && Date.parse(p.startsAt) === Date.parse(`${day}T02:00Z`),
      )!
      // Listed with the service's id (the app's picture id of a second account is far above it).
      const listed = await runCli(
        ['maintenance', 'list', String(monitorId), '--account', 'Own sites', '--json'],
        env,
      )
      const upcoming = (JSON.parse(listed.stdout) as { upcoming: { id: number }[] }).upcoming
      expect(upcoming.map((p) => p.id)).toContain(period.id)
      const deleted = await runCli(
        ['maintenance', 'delete', String(period.id), '--account', 'own sites'],
        env,
      )
      expect(deleted.code).toBe(0)
      expect(await writes(t.own.sim)).toEqual([
        'POST /api/maintenance-periods',
        `DELETE /api/maintenance-periods/${period.id}`,
      ])
      expect(await writes(t.acme.sim)).toEqual([])
    })

    it("status-page list --account lists that account's pages with the service's ids; post reaches it only", async () => {
      const answer = await fetch(`${t.acme.sim.baseUrl}/api/status-pages`, {
        headers: { Authorization: `Bearer ${t.acme.token}`, Accept: 'application/json' },
      })
      const truth = (await answer.json()) as { data: { id: number }[] }
      const run = await runCli(['status-page', 'list', '--account', 'Acme', '--json'], env)
      expect(run.stderr).toBe('')
      expect(run.code, run.stdout).toBe(0)
      const body = JSON.parse(run.stdout) as { statusPages: { id: number }[]; source: string }
      expect(body.source).toBe('app')
      // Both accounts have pages with these ids (the same seed): only Acme's are listed, once.
      expect(body.statusPages.map((p) => p.id)).toEqual(truth.data.map((p) => p.id))

      // The second account's pages, given back their service ids.
      const own = await serviceJson<{ data: { id: number }[] }>(t.own, '/api/status-pages')
      const ownRun = await runCli(['status-page', 'list', '--account', 'Own sites', '--json'], env)
      const ownBody = JSON.parse(ownRun.stdout) as { statusPages: { id: number }[] }
      expect(ownBody.statusPages.map((p) => p.id)).toEqual(own.data.map((p) => p.id))

      const pageId = truth.data[0]!.id
      const post = await runCli(
        [
          'status-page',
          'post',
          String(pageId),
          '--title',
          'Deploying',
          '--severity',
          'info',
          '--account',
          'Acme',
        ],
        env,
      )
      expect(post.stderr).toBe('')
      expect(post.code).toBe(0)
      expect(await writes(t.acme.sim)).toEqual(['POST /api/status-page-updates'])
      expect(await writes(t.own.sim)).not.toContain('POST /api/status-page-updates')
    })

    it('without --account, or with an unknown one, exit 4 and nothing is sent', async () => {
      const before = [await writes(t.acme.sim), await writes(t.own.sim)]
      for (const args of [
        ['maintenance', 'list', '1'],
        ['maintenance', 'delete', '1'],
        ['status-page', 'list'],
      ]) {
        const run = await runCli(args, env)
        expect(run.code, args.join(' ')).toBe(4)
        expect(run.stderr).toMatch(/say which with --account NAME \(Acme, Own sites\)/)
      }
      const unknown = await runCli(['status-page', 'list', '--account', 'Nope'], env)
      expect(unknown.code).toBe(4)
      expect(unknown.stderr).toMatch(/No account named "Nope"; the accounts are: Acme, Own sites\./)
      expect([await writes(t.acme.sim), await writes(t.own.sim)]).toEqual(before)
    })

    it('after the app reorders its accounts, --account still reaches that account with its ids (its slot, not its place)', async () => {
      const reordered = await t.service.updateSettings({ accounts: [t.own.ref, t.acme.ref] })
      expect(reordered).toMatchObject({ ok: true })
      const own = await serviceJson<{ data: { id: number }[] }>(t.own, '/api/status-pages')
      const ownRun = await runCli(['status-page', 'list', '--account', 'Own sites', '--json'], env)
      expect(ownRun.stderr).toBe('')
      const ownBody = JSON.parse(ownRun.stdout) as { statusPages: { id: number }[]; source: string }
      expect(ownBody.source).toBe('app')
      expect(ownBody.statusPages.map((p) => p.id)).toEqual(own.data.map((p) => p.id))
      const before = await reads(t.acme.sim, 'maintenance')
      const monitorId = await firstMonitor(t.own)
      const run = await runCli(
        ['maintenance', 'list', String(monitorId), '--account', 'Own sites', '--json'],
        env,
      )
      expect(run.code, run.stderr).toBe(0)
      expect(JSON.parse(run.stdout)).toMatchObject({ monitorId, source: 'app' })
      // Acme's service, in slot 0 and first in no list now, heard nothing of it.
      expect(await reads(t.acme.sim, 'maintenance')).toBe(before)
    })
  },
)
