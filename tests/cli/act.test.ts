// The commands that act, spawned as other tools would, against the real simulator: each
// command, each exit code (0, 2, 3, 4, 5) and the answers of older service versions.
import { describe, expect, it, vi } from 'vitest'
import { post, useSimulator } from '../helpers/simulator'
import { deadBaseUrl } from '../helpers/dead-base-url'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'act-cli-SECRET-token-77'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 3, seed: 11 })

interface ApiMonitor {
  id: number
  label: string
  checks: {
    id: number
    type: string
    label: string
    active_snooze: { ends_at: string } | null
  }[]
}

async function firstMonitor(): Promise<ApiMonitor> {
  const list = await sim().json<{ data: ApiMonitor[] }>('/api/monitors')
  return list.data[0]!
}

async function checkOf(monitorId: number, checkId: number) {
  const monitor = await sim().json<ApiMonitor>(`/api/monitors/${monitorId}`)
  return monitor.checks.find((c) => c.id === checkId)!
}

const run = (args: string[], token = TOKEN) =>
  runCli([...args, '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: token })

async function actionRequests(): Promise<string[]> {
  return (await sim().control.requests())
    .filter((r) => r.method === 'POST')
    .map((r) => `${r.path} ${r.status}`)
}

describe('uptray snooze, unsnooze, rerun', () => {
  it('snooze --minutes 30 snoozes the check and names it, with one read after the action', async () => {
    const monitor = await firstMonitor()
    const check = monitor.checks[0]!
    await sim().control.clearRequests()
    const result = await run(['snooze', String(check.id), '--minutes', '30'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(`Snoozed '${check.label}' of ${monitor.label} for 30 min.\n`)
    const requests = (await sim().control.requests()).map((r) => `${r.method} ${r.path}`)
    // The action, then one page of the monitor list for the names: no sweep.
    expect(requests).toEqual([`POST /api/checks/${check.id}/snooze`, 'GET /api/monitors'])
    expect((await checkOf(monitor.id, check.id)).active_snooze).not.toBeNull()
    expect(result.stdout + result.stderr).not.toContain(TOKEN)
  })

  it('unsnooze --json prints one object; rerun asks for a run', async () => {
    const monitor = await firstMonitor()
    const check = monitor.checks[0]!
    const unsnooze = await run(['unsnooze', String(check.id), '--json'])
    expect(unsnooze.code).toBe(0)
    expect(JSON.parse(unsnooze.stdout)).toMatchObject({
      ok: true,
      exitCode: 0,
      kind: null,
      op: 'unsnooze',
      checkId: check.id,
    })
    expect((await checkOf(monitor.id, check.id)).active_snooze).toBeNull()

    await sim().control.clearRequests()
    const rerun = await run(['rerun', String(check.id)])
    expect(rerun.code).toBe(0)
    expect(await actionRequests()).toContain(`/api/checks/${check.id}/request-run 200`)
  })

  it('exit 5 when the service refuses an unknown id (404), quoting why; its bounds are checked first', async () => {
    const unknown = await run(['snooze', '999999'])
    expect(unknown.code).toBe(5)
    expect(unknown.stderr).toContain('404')
    expect(unknown.stderr).toContain('Resource not found.')
    expect(unknown.stderr).toContain('Could not snooze check 999999: ')

    // Beyond the service's bound (144,000 minutes): refused before anything is sent.
    const monitor = await firstMonitor()
    await sim().control.clearRequests()
    const beyond = await run(['snooze', String(monitor.checks[0]!.id), '--minutes', '200000'])
    expect(beyond.code).toBe(4)
    expect(beyond.stderr).toContain('--minutes must be a whole number from 1 to 144,000')
    expect(await sim().control.requests()).toEqual([])
  })

  it('exit 2 for a rejected token, 3 for an unreachable service, never printing the token', async () => {
    const monitor = await firstMonitor()
    const rejected = await run(['rerun', String(monitor.checks[0]!.id)], 'not-the-token-123')
    expect(rejected.code).toBe(2)
    expect(rejected.stderr).toContain('401')
    expect(rejected.stderr).not.toContain('not-the-token-123')

    const dead = await runCli(['unsnooze', '1', '--base-url', await deadBaseUrl()], {
      UPTRAY_API_TOKEN: TOKEN,
    })
    expect(dead.code).toBe(3)
    expect(dead.stderr).not.toContain(TOKEN)
  })

  it('exit 2 without a token, exit 4 for bad arguments, and nothing is sent', async () => {
    await sim().control.clearRequests()
    const noToken = await runCli(['snooze', '1', '--base-url', sim().baseUrl])
    expect(noToken.code).toBe(2)
    for (const args of [
      ['snooze', '1', '--minutes', '0'],
      ['snooze', '1', '--minutes', '1.5'],
      ['snooze', '1', '--minutes', '-3'],
      ['snooze', 'abc'],
      ['unsnooze', '1', '--minutes', '5'],
      ['maintenance', 'pause', '1'],
      ['maintenance', 'start', '1', '--name', ''],
      ['rerun'],
    ]) {
      const result = await run(args)
      expect(result.code, args.join(' ')).toBe(4)
      // One line saying what is wrong, then the pointer: never the whole usage.
      expect(result.stderr, args.join(' ')).toMatch(
        /^uptray: [^\n]+\nRun 'uptray --help' for usage\.\n$/,
      )
    }
    expect(await sim().control.requests()).toEqual([])
  })
})

describe('uptray maintenance', () => {
  it('start --minutes 15 --name and stop, then exit 5 for an unknown monitor', async () => {
    const monitor = await firstMonitor()
    const start = await run([
      'maintenance',
      'start',
      String(monitor.id),
      '--minutes',
      '15',
      '--name',
      'Deploy',
    ])
    expect(start.stderr).toBe('')
    expect(start.code).toBe(0)
    expect(start.stdout).toBe(`${monitor.label} is in maintenance for 15 min ('Deploy').\n`)
    const periods = await sim().json<{ data: { name: string | null; ends_at: string }[] }>(
      `/api/monitors/${monitor.id}/maintenance-periods`,
    )
    expect(periods.data.some((p) => p.name === 'Deploy')).toBe(true)

    const stop = await run(['maintenance', 'stop', String(monitor.id), '--json'])
    expect(stop.code).toBe(0)
    expect(JSON.parse(stop.stdout)).toMatchObject({
      ok: true,
      op: 'maintenance-stop',
      monitorId: monitor.id,
      message: `Maintenance on ${monitor.label} has ended.`,
    })

    const unknown = await run(['maintenance', 'start', '999999'])
    expect(unknown.code).toBe(5)
    expect(unknown.stderr).toContain('404')
  })
})

describe('answers of older service versions', () => {
  it('a bare {id, type, enabled} and an empty 200 count as success', async () => {
    const monitor = await firstMonitor()
    const check = monitor.checks[0]!
    try {
      await sim().json('/__sim/legacy-answers', post({ mode: 'bare' }))
      const bare = await sim().json<unknown>(`/api/checks/${check.id}/unsnooze`, post())
      expect(Object.keys(bare as object).sort()).toEqual(['enabled', 'id', 'type'])
      const snooze = await run(['snooze', String(check.id), '--minutes', '5'])
      expect(snooze.code).toBe(0)

      await sim().json('/__sim/legacy-answers', post({ mode: 'empty' }))
      const raw = await sim().api(`/api/checks/${check.id}/request-run`, post())
      expect(await raw.text()).toBe('')
      for (const args of [
        ['unsnooze', String(check.id)],
        ['rerun', String(check.id)],
        ['maintenance', 'start', String(monitor.id)],
        ['maintenance', 'stop', String(monitor.id)],
      ]) {
        const result = await run(args)
        expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0)
      }
      // Refusals are not rewritten: still exit 5.
      expect((await run(['rerun', '999999'])).code).toBe(5)
    } finally {
      await sim().json('/__sim/legacy-answers', post({ mode: null }))
    }
  })
})
