// `uptray maintenance` and `uptray status-page` over two accounts, as real processes going to the
// service directly: two simulators (different seeds), the tokens in a real gnome-keyring on a
// private D-Bus (keyring-session.ts), the settings file in a temp appData folder. --account picks
// the account and only its simulator is asked; without it (two accounts, ids that may be in
// either) or with a name no account has, the command is refused with exit 4 and nothing is sent.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { useSimulator } from '../helpers/simulator'
import { keyringUnavailable, startKeyring, type KeyringSession } from './keyring-session'
import { runCli, runCliWithInput } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN_A = 'cmd-A-SECRET-token-4444'
const TOKEN_B = 'cmd-B-SECRET-token-5555'
const simA = useSimulator({ token: TOKEN_A, scenario: 'steady', monitors: 3, seed: 21 })
const simB = useSimulator({ token: TOKEN_B, scenario: 'steady', monitors: 2, seed: 22 })

const unavailable = keyringUnavailable()
if (unavailable)
  console.log(`Skipping the CLI --account command tests: no Secret Service (${unavailable}).`)

type Sim = typeof simA

describe.skipIf(Boolean(unavailable))('maintenance and status-page with --account', () => {
  let keyring: KeyringSession
  let config = ''
  let env: Record<string, string> = {}

  beforeAll(async () => {
    keyring = startKeyring()
    config = await mkdtemp(join(tmpdir(), 'uptray-account-commands-'))
    env = { ...keyring.env, UPTRAY_NO_SECRET_SERVICE: '', XDG_CONFIG_HOME: config }
    for (const [name, sim, token] of [
      ['Acme', simA, TOKEN_A],
      ['Beta', simB, TOKEN_B],
    ] as const) {
      const added = await runCliWithInput(
        ['accounts', 'add', name, '--base-url', sim().baseUrl, '--token-stdin'],
        `${token}\n`,
        env,
      )
      expect(added.code, added.stderr).toBe(0)
    }
  })
  afterAll(async () => {
    keyring?.stop()
    await rm(config, { recursive: true, force: true })
  })

  const cli = (args: string[]) => runCli(args, env)
  const apiRequests = async (sim: Sim) =>
    (await sim().control.requests()).filter((r) => r.path.startsWith('/api/'))
  const clear = async () => {
    await simA().control.clearRequests()
    await simB().control.clearRequests()
  }
  const monitorIds = async (sim: Sim) =>
    (await sim().json<{ data: { id: number }[] }>('/api/monitors')).data.map((m) => m.id)
  const pageIds = async (sim: Sim) =>
    (await sim().json<{ data: { id: number }[] }>('/api/status-pages')).data.map((p) => p.id)

  it('maintenance list --account reads that account only, with its token', async () => {
    const [monitorId] = await monitorIds(simB)
    await clear()
    const run = await cli(['maintenance', 'list', String(monitorId), '--account', 'beta', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, monitorId, source: 'direct' })
    expect(await apiRequests(simA)).toEqual([])
    const seen = await apiRequests(simB)
    expect(seen.map((r) => r.path)).toContain(`/api/monitors/${monitorId}/maintenance-periods`)
    for (const text of [run.stdout, run.stderr]) {
      expect(text).not.toContain(TOKEN_A)
      expect(text).not.toContain(TOKEN_B)
    }
  })

  it('maintenance schedule and delete --account reach that account only', async () => {
    const [monitorId] = await monitorIds(simA)
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await clear()
    const scheduled = await cli([
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
      'Acme',
    ])
    expect(scheduled.stderr).toBe('')
    expect(scheduled.code).toBe(0)
    const posted = (await apiRequests(simA)).filter((r) => r.method === 'POST')
    expect(posted.map((r) => r.path)).toEqual(['/api/maintenance-periods'])
    expect(await apiRequests(simB)).toEqual([])
    const period = (await simA().control.maintenance()).find(
      (p) => p.monitorId === monitorId && Date.parse(p.startsAt) === Date.parse(`${day}T02:00Z`),
    )
    expect(period).toBeDefined()
    await clear()
    const deleted = await cli(['maintenance', 'delete', String(period!.id), '--account', 'Acme'])
    expect(deleted.code).toBe(0)
    expect(
      (await apiRequests(simA)).filter((r) => r.method === 'DELETE').map((r) => r.path),
    ).toEqual([`/api/maintenance-periods/${period!.id}`])
    expect(await apiRequests(simB)).toEqual([])
  })

  it('status-page list and post --account are that account’s pages only', async () => {
    const ownPages = await pageIds(simB)
    await clear()
    const list = await cli(['status-page', 'list', '--account', 'Beta', '--json'])
    expect(list.code).toBe(0)
    const body = JSON.parse(list.stdout) as { statusPages: { id: number }[]; source: string }
    expect(body.source).toBe('direct')
    expect(body.statusPages.map((p) => p.id)).toEqual(ownPages)
    expect(await apiRequests(simA)).toEqual([])

    await clear()
    const post = await cli([
      'status-page',
      'post',
      String(ownPages[0]),
      '--title',
      'Deploying',
      '--severity',
      'info',
      '--account',
      'Beta',
    ])
    expect(post.stderr).toBe('')
    expect(post.code).toBe(0)
    const posted = (await apiRequests(simB)).filter((r) => r.method === 'POST')
    expect(posted.map((r) => r.path)).toEqual(['/api/status-page-updates'])
    expect(posted[0]!.body).toMatchObject({ status_page_id: ownPages[0] })
    expect(await apiRequests(simA)).toEqual([])
  })

  it('without --account, two accounts are refused with exit 4 naming them; nothing is sent', async () => {
    await clear()
    for (const args of [
      ['maintenance', 'list', '1'],
      ['maintenance', 'delete', '1'],
      [
        'maintenance',
        'schedule',
        '1',
        '--starts',
        '2030-01-01 01:00',
        '--ends',
        '2030-01-01 02:00',
      ],
      ['status-page', 'list'],
      ['status-page', 'post', '1', '--title', 'x', '--severity', 'info'],
    ]) {
      const run = await cli(args)
      expect(run.code, args.join(' ')).toBe(4)
      expect(run.stdout).toBe('')
      expect(run.stderr).toMatch(
        /^uptray: There are 2 accounts and an id may be in more than one: say which with --account NAME \(Acme, Beta\)\./,
      )
    }
    expect(await apiRequests(simA)).toEqual([])
    expect(await apiRequests(simB)).toEqual([])
  })

  it('an account no one has is refused with exit 4 naming the accounts; an empty name too', async () => {
    for (const args of [
      ['maintenance', 'list', '1', '--account', 'Nope'],
      ['status-page', 'list', '--account', 'Nope'],
    ]) {
      const run = await cli(args)
      expect(run.code, args.join(' ')).toBe(4)
      expect(run.stderr).toMatch(/No account named "Nope"; the accounts are: Acme, Beta\./)
    }
    const empty = await cli(['status-page', 'list', '--account', ' '])
    expect(empty.code).toBe(4)
    expect(empty.stderr).toMatch(/--account needs the name of an account/)
    expect(await apiRequests(simA)).toEqual([])
    expect(await apiRequests(simB)).toEqual([])
  })
})
