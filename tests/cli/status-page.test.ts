// `uptray status-page post|list`, spawned as a deploy script would, against the real simulator:
// the body the simulator received (time on the page's clock, not UTC), each exit code (0, 2, 3,
// 4, 5), and the list a script reads ids from. Plus the app path's operation names.
import { describe, expect, it, vi } from 'vitest'
import { toWallClockMinutes } from '@app/shared/team-time'
import { parseCli } from '@app/cli/args'
import { CliError } from '@app/cli/exit-codes'
import { appStatusPageService, runStatusPage } from '@app/cli/commands/status-page'
import { useSimulator } from '../helpers/simulator'
import { deadBaseUrl } from '../helpers/dead-base-url'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'status-page-cli-SECRET-token-31'
const sim = useSimulator({
  token: TOKEN,
  scenario: 'steady',
  monitors: 3,
  seed: 5,
  teamTimezones: ['America/New_York'],
})

const run = (args: string[], token = TOKEN) =>
  runCli([...args, '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: token })

interface ApiPage {
  id: number
  title: string
  timezone: string
  updates: { id: number; title: string; time: string; pinned: boolean; severity: string }[]
}

const firstPage = async () => (await sim().json<{ data: ApiPage[] }>('/api/status-pages')).data[0]!

describe('uptray status-page', () => {
  it('list prints the ids, titles and zones; --json one object', async () => {
    const page = await firstPage()
    const text = await run(['status-page', 'list'])
    expect(text.code).toBe(0)
    expect(text.stderr).toBe('')
    const lines = text.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^ID\s+TITLE\s+STATUS\s+TIMEZONE\s+MONITORS$/)
    expect(lines[1]).toMatch(new RegExp(`^${page.id}\\s+${page.title}\\s+\\w+\\s+America/New_York`))
    const json = await run(['status-page', 'list', '--json'])
    expect(json.code).toBe(0)
    const body = JSON.parse(json.stdout) as { statusPages: { id: number }[]; source: string }
    expect(body.source).toBe('direct')
    expect(body.statusPages.map((p) => p.id)).toContain(page.id)
  })

  it('post sends the update at the page clock and says so; exit 0', async () => {
    const page = await firstPage()
    await sim().control.clearRequests()
    const result = await run([
      'status-page',
      'post',
      String(page.id),
      '--title',
      'Deploying v2.3',
      '--severity',
      'scheduled',
      '--text',
      'Short read-only window.',
      '--pinned',
    ])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const requests = await sim().control.requests()
    const post = requests.find((r) => r.method === 'POST')!
    const wall = toWallClockMinutes(post.at, 'America/New_York')
    expect(post.path).toBe('/api/status-page-updates')
    expect(post.body).toEqual({
      status_page_id: page.id,
      title: 'Deploying v2.3',
      text: 'Short read-only window.',
      severity: 'scheduled',
      pinned: true,
      time: wall,
    })
    // The page's clock in ISO 8601 with New York's offset at that moment (the CLI prints no
    // other date form).
    const offset =
      (Date.parse(`${wall.replace(' ', 'T')}:00Z`) - Math.floor(post.at / 60_000) * 60_000) / 60_000
    const sign = offset < 0 ? '-' : '+'
    const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`
    expect(result.stdout).toBe(
      `Posted "Deploying v2.3" to "${page.title}" at ${wall.replace(' ', 'T')}${sign}${hhmm} (America/New_York time), pinned.\n`,
    )
    const after = await firstPage()
    expect(after.updates.find((u) => u.pinned)?.title).toBe('Deploying v2.3')
    expect(result.stdout + result.stderr).not.toContain(TOKEN)
  })

  it('--json prints one object with the exit code and kind', async () => {
    const page = await firstPage()
    const ok = await run([
      'status-page',
      'post',
      String(page.id),
      '--title',
      'All good',
      '--severity',
      'resolved',
      '--json',
    ])
    expect(ok.code).toBe(0)
    expect(JSON.parse(ok.stdout)).toMatchObject({
      ok: true,
      exitCode: 0,
      kind: null,
      op: 'status-page-post',
      statusPageId: page.id,
      severity: 'resolved',
      source: 'direct',
    })
  })

  it('an unknown page is exit 5 (refused), nothing posted', async () => {
    await sim().control.clearRequests()
    const result = await run([
      'status-page',
      'post',
      '999999',
      '--title',
      'x',
      '--severity',
      'info',
    ])
    expect(result.code).toBe(5)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^uptray: Could not post to status page 999999: /)
    const posts = (await sim().control.requests()).filter((r) => r.method === 'POST')
    expect(posts).toEqual([])
  })

  it('a rejected token is exit 2; an unreachable service exit 3', async () => {
    const page = await firstPage()
    const args = ['status-page', 'post', String(page.id), '--title', 'x', '--severity', 'info']
    const rejected = await run(args, 'wrong-token')
    expect(rejected.code).toBe(2)
    expect(rejected.stderr).not.toContain('wrong-token')
    const dead = await runCli([...args, '--base-url', await deadBaseUrl()], {
      UPTRAY_API_TOKEN: TOKEN,
    })
    expect(dead.code).toBe(3)
    const list = await runCli(['status-page', 'list', '--base-url', await deadBaseUrl()], {
      UPTRAY_API_TOKEN: TOKEN,
    })
    expect(list.code).toBe(3)
  })

  it('bad arguments are exit 4 with one line saying what is wrong, nothing sent', async () => {
    await sim().control.clearRequests()
    for (const [args, said] of [
      [['status-page', 'post', '12', '--severity', 'info'], /--title must be/],
      [
        ['status-page', 'post', '12', '--title', 'x', '--severity', 'urgent'],
        /--severity must be one of info, warning, high, resolved, scheduled, not "urgent"/,
      ],
      [
        ['status-page', 'post', 'abc', '--title', 'x', '--severity', 'info'],
        /STATUS_PAGE_ID must be a positive whole number/,
      ],
      [['status-page', 'post', '--title', 'x', '--severity', 'info'], /Give the STATUS_PAGE_ID/],
      [['status-page', 'list', '--pinned'], /--pinned does not apply to status-page list/],
      [['status-page', 'remove', '12'], /Say status-page post/],
      [
        ['status-page', 'post', '12', '--title', 'x', '--severity', 'info', '--minutes', '3'],
        /--minutes/,
      ],
    ] as const) {
      const result = await run([...args])
      expect(result.code, args.join(' ')).toBe(4)
      expect(result.stderr, args.join(' ')).toMatch(said)
      expect(result.stderr).toMatch(/Run 'uptray --help' for usage\.\n$/)
    }
    expect(await sim().control.requests()).toEqual([])
  })

  it('--help shows both forms', async () => {
    const help = await runCli(['--help'])
    expect(help.stdout).toContain('uptray status-page post STATUS_PAGE_ID --title TEXT --severity')
    expect(help.stdout).toContain('uptray status-page list [--json]')
  })
})

describe('status-page through the running app', () => {
  it('asks with the operation names and arguments of the IPC contract', async () => {
    const asked: [string, unknown[]][] = []
    const app = appStatusPageService(async (op, args) => {
      asked.push([op, args])
      return op === 'statusPages'
        ? { ok: true, result: [] }
        : { ok: true, result: { ok: false, message: 'No such page.', kind: 'not-found' } }
    })
    const cli = parseCli(['status-page', 'post', '7', '--title', 'T', '--severity', 'high'])
    const out: string[] = []
    const context = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) }
    expect(await runStatusPage(cli as never, app, { ...context, token: null, source: 'app' })).toBe(
      5,
    )
    const list = parseCli(['status-page', 'list'])
    expect(
      await runStatusPage(list as never, app, { ...context, token: null, source: 'app' }),
    ).toBe(0)
    expect(asked).toEqual([
      [
        'postStatusUpdate',
        [{ statusPageId: 7, title: 'T', text: '', severity: 'high', pinned: false }],
      ],
      ['statusPages', []],
    ])
    expect(out).toEqual([
      'uptray: Could not post to status page 7: No such page.',
      'No status pages on this account.',
    ])
  })

  it("sets aside a page the app sends without the fields printed, and prints the others' in one line each", async () => {
    const page = {
      id: 3,
      title: 'Acme status',
      status: 'up\u001b[2J',
      fullUrl: 'https://status.acme.test',
      timezone: 'Europe/Brussels',
      monitors: [{ id: 11, url: null }, null],
      updates: [],
    }
    const app = appStatusPageService(async () => ({
      ok: true,
      result: [page, { id: 4, title: 'No monitors' }, null, 'x'],
    }))
    const out: string[] = []
    const context = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) }
    const list = parseCli(['status-page', 'list'])
    expect(
      await runStatusPage(list as never, app, { ...context, token: null, source: 'app' }),
    ).toBe(0)
    const lines = out.join('\n').split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/^3\s+Acme status\s+up\s+Europe\/Brussels\s+1$/)
  })

  it('an argument error is a CliError with exit 4', () => {
    expect(() =>
      parseCli(['status-page', 'post', '0', '--title', 'x', '--severity', 'info']),
    ).toThrow(CliError)
  })
})
