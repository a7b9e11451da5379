import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startSimulator } from '@app/simulator/index'
import { useSimulator } from '../helpers/simulator'
import { deadBaseUrl } from '../helpers/dead-base-url'
import { runCli, startCli } from './run-cli'

// Each test spawns the CLI (about 2 s to start on an idle machine): a generous ceiling for a
// loaded one. Not a speed assertion.
vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'c2-cli-SECRET-token-4242'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 6, seed: 7 })

interface ApiMonitorList {
  data: {
    id: number
    label: string
    summarized_check_result: string
    checks: { id: number; type: string; latest_run_result: string; active_snooze: unknown }[]
  }[]
}

function expectNoToken(...texts: string[]): void {
  for (const text of texts) expect(text).not.toContain(TOKEN)
}

describe('uptray status', () => {
  it('--json prints the contract shape with totals counted from the service', async () => {
    const run = await runCli(['status', '--json', '--base-url', sim().baseUrl], {
      UPTRAY_API_TOKEN: TOKEN,
    })
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    const report = JSON.parse(run.stdout) as Record<string, unknown> & {
      monitors: Record<string, unknown>[]
      totals: Record<string, number>
    }
    expect(Object.keys(report)).toEqual([
      'fetchedAt',
      'monitors',
      'unreadable',
      'totals',
      'accounts',
      'source',
    ])
    expect(report.source).toBe('direct')
    // A one-off account (UPTRAY_API_TOKEN with --base-url), named by its host.
    expect(report.accounts).toEqual([
      {
        name: new URL(sim().baseUrl).host,
        baseUrl: sim().baseUrl,
        totals: report.totals,
        unreadable: 0,
      },
    ])
    expect(report.unreadable).toBe(0)
    expect(new Date(report.fetchedAt as string).toISOString()).toBe(report.fetchedAt)
    expect(Object.keys(report.totals)).toEqual([
      'failed',
      'warning',
      'succeeded',
      'pending',
      'unknown',
      'snoozed',
      'maintenance',
      'disabled',
    ])
    for (const monitor of report.monitors) {
      expect(Object.keys(monitor)).toEqual([
        'id',
        'label',
        'url',
        'result',
        'checks',
        'health',
        'account',
      ])
      for (const check of monitor.checks as Record<string, unknown>[]) {
        expect(Object.keys(check)).toEqual(['id', 'type', 'result', 'enabled', 'snoozedUntil'])
      }
    }
    // The same account read directly from the simulator.
    const api = await sim().json<ApiMonitorList>('/api/monitors')
    expect(report.monitors.map((m) => [m.id, m.label, m.result])).toEqual(
      api.data.map((m) => [m.id, m.label, m.summarized_check_result]),
    )
    // Totals count monitors by health (shared/health.ts), the tray's and dashboard's counts.
    const expected: Record<string, number> = {
      failed: 0,
      warning: 0,
      succeeded: 0,
      pending: 0,
      unknown: 0,
      snoozed: 0,
      maintenance: 0,
      disabled: 0,
    }
    for (const m of report.monitors) expected[m.health as string]! += 1
    expect(report.totals).toEqual(expected)
    expect(Object.values(report.totals).reduce((a, b) => a + b, 0)).toBe(6)
    expectNoToken(run.stdout, run.stderr)
  })

  it('reflects a check failed through the control API', async () => {
    const api = await sim().json<ApiMonitorList>('/api/monitors')
    const target = api.data[0]!
    const uptime = target.checks.find((c) => c.type === 'uptime')!
    await sim().control.setCheckResult(uptime.id, 'failed', 'Down')
    try {
      const run = await runCli(['status', '--json', '--base-url', sim().baseUrl], {
        UPTRAY_API_TOKEN: TOKEN,
      })
      const report = JSON.parse(run.stdout) as {
        monitors: { id: number; result: string; checks: { id: number; result: string }[] }[]
        totals: { failed: number }
      }
      const monitor = report.monitors.find((m) => m.id === target.id)!
      expect(monitor.checks.find((c) => c.id === uptime.id)!.result).toBe('failed')
      expect(monitor.result).toBe('failed')
      expect(report.totals.failed).toBeGreaterThanOrEqual(1)
    } finally {
      await sim().control.setCheckResult(uptime.id, null)
    }
  })

  it('reads every page: 450 monitors come back complete', async () => {
    const big = await startSimulator({ token: TOKEN, scenario: 'steady', monitors: 450, seed: 11 })
    try {
      const run = await runCli(['status', '--json', '--base-url', big.baseUrl], {
        UPTRAY_API_TOKEN: TOKEN,
      })
      expect(run.code).toBe(0)
      const report = JSON.parse(run.stdout) as {
        monitors: { id: number }[]
        totals: Record<string, number>
      }
      expect(report.monitors).toHaveLength(450)
      expect(new Set(report.monitors.map((m) => m.id)).size).toBe(450)
      expect(Object.values(report.totals).reduce((a, b) => a + b, 0)).toBe(450)
      const pages = (await big.control.requests()).filter((r) => r.path.startsWith('/api/monitors'))
      expect(pages).toHaveLength(3) // ceil(450 / 200)
    } finally {
      await big.close()
    }
  })

  it('without --json prints a readable table with a totals line, and writes nothing', async () => {
    // A home of its own: the offline cache, settings and keychain of the app stay untouched.
    const home = await mkdtemp(join(tmpdir(), 'uptray-cli-home-'))
    const run = await runCli(['status'], {
      UPTRAY_API_TOKEN: TOKEN,
      UPTRAY_BASE_URL: sim().baseUrl,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local', 'share'),
      XDG_STATE_HOME: join(home, '.local', 'state'),
      XDG_CACHE_HOME: join(home, '.cache'),
    })
    expect(await readdir(home, { recursive: true })).toEqual([])
    await rm(home, { recursive: true, force: true })
    expect(run.code).toBe(0)
    const lines = run.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(new RegExp(`^${sim().baseUrl} at \\d{4}-\\d{2}-\\d{2}T`))
    expect(lines[2]).toMatch(/^RESULT\s+MONITOR\s+URL\s+NEEDS ATTENTION$/)
    const api = await sim().json<ApiMonitorList>('/api/monitors')
    for (const m of api.data) expect(run.stdout).toContain(m.label)
    expect(lines.at(-1)).toMatch(
      /^6 monitors: \d+ failed, \d+ warning, \d+ succeeded, \d+ pending, \d+ unknown$/,
    )
    expect(run.stdout).not.toMatch(/[{}]/) // not JSON
    expectNoToken(run.stdout, run.stderr)
  })

  it('exits 2 when no token is set, and says what to do', async () => {
    const run = await runCli(['status', '--base-url', sim().baseUrl])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/No API token for .*Set UPTRAY_API_TOKEN/)
  })

  it('exits 2 when the service rejects the token, without printing it', async () => {
    const wrong = 'wrong-SECRET-token-9999'
    const run = await runCli(['status', '--json', '--base-url', sim().baseUrl], {
      UPTRAY_API_TOKEN: wrong,
    })
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/rejected the API token \(401\)/)
    expect(run.stdout + run.stderr).not.toContain(wrong)
  })

  it('exits 2, like watch, when the token may not list monitors (403)', async () => {
    // A 403 means the service knows the token and refuses it this: a token problem, not an
    // unreachable service (electron/cli/errors.ts).
    const { id } = await sim().control.addFault({
      kind: 'status',
      status: 403,
      pathPrefix: '/api/monitors',
    })
    try {
      const [status, watch] = await Promise.all([
        runCli(['status', '--json', '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: TOKEN }),
        runCli(['watch', '--json', '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: TOKEN }),
      ])
      for (const run of [status, watch]) {
        expect(run.code).toBe(2)
        expect(run.stderr).toMatch(/accepted the API token, but it may not do this \(403\)/)
        expectNoToken(run.stdout, run.stderr)
      }
      expect(status.stdout).toBe('')
    } finally {
      await sim().control.removeFault(id)
    }
  })

  it('exits 3 when the service cannot be reached', async () => {
    const url = await deadBaseUrl()
    const run = await runCli(['status', '--base-url', url], { UPTRAY_API_TOKEN: TOKEN })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('uptray: Cannot reach the service: ')
    expect(run.stderr).toMatch(/Check your connection and the address/)
    expectNoToken(run.stdout, run.stderr)
  })

  it('exits 4 on bad arguments, in one line and a pointer to --help', async () => {
    // Every parsing rule is covered in args.test.ts; here, the real process and its exit code.
    const cases = [[], ['stat'], ['watch', '--interval', '3']]
    const runs = await Promise.all(cases.map((args) => runCli(args, { UPTRAY_API_TOKEN: TOKEN })))
    for (const [i, run] of runs.entries()) {
      expect({ args: cases[i], code: run.code }).toEqual({ args: cases[i], code: 4 })
      expect(run.stderr).toMatch(/^uptray: [^\n]+\nRun 'uptray --help' for usage\.\n$/)
      expect(run.stdout).toBe('')
    }
    const badEnv = await runCli(['status'], {
      UPTRAY_API_TOKEN: TOKEN,
      UPTRAY_BASE_URL: 'not a url',
    })
    expect(badEnv.code).toBe(4)
    expect(badEnv.stderr).toContain('UPTRAY_BASE_URL: The base URL is not a URL')
  })

  it('--help prints the usage and exits 0', async () => {
    const run = await runCli(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      'Exit codes: 0 fine, 2 token missing or rejected, 3 service unreachable, 4 bad arguments,\n5 the service refused the action.',
    )
  })
})

describe('uptray watch', () => {
  it('--json: only sync.status on a fresh start, then a line when a check flips; stops on SIGTERM', async () => {
    const api = await sim().json<ApiMonitorList>('/api/monitors')
    const target = api.data.find((m) =>
      m.checks.some(
        (c) => c.type === 'uptime' && c.latest_run_result === 'succeeded' && !c.active_snooze,
      ),
    )!
    const uptime = target.checks.find((c) => c.type === 'uptime')!
    const child = startCli(['watch', '--json', '--interval', '10', '--base-url', sim().baseUrl], {
      UPTRAY_API_TOKEN: TOKEN,
    })
    const lines: Record<string, unknown>[] = []
    let stderr = ''
    let buffered = ''
    const waiters: (() => void)[] = []
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const parts = buffered.split('\n')
      buffered = parts.pop() ?? ''
      for (const part of parts) lines.push(JSON.parse(part) as Record<string, unknown>)
      for (const wake of waiters.splice(0)) wake()
    })
    const exited = new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    )
    const waitFor = async (match: (line: Record<string, unknown>) => boolean) => {
      while (!lines.some(match)) await new Promise<void>((resolve) => waiters.push(resolve))
      return lines.find(match)!
    }
    try {
      await waitFor((l) => l.type === 'sync.status' && l.to === 'ok')
      // The first sweep had nothing to compare with: nothing but sync.status so far.
      expect(lines.map((l) => l.type)).toEqual(['sync.status', 'sync.status'])
      expect(lines[0]).toEqual({
        at: expect.any(String),
        type: 'sync.status',
        monitorId: null,
        to: 'syncing',
        notify: false,
      })
      expect(lines[1]).toMatchObject({ from: 'syncing', to: 'ok' })

      await sim().control.setCheckResult(uptime.id, 'failed', 'Down')
      const changed = await waitFor((l) => l.type === 'check.changed' && l.checkId === uptime.id)
      expect(changed).toEqual({
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        type: 'check.changed',
        monitorId: target.id,
        checkId: uptime.id,
        from: 'succeeded',
        to: 'failed',
        notify: true,
      })
    } finally {
      child.kill('SIGTERM')
      await sim().control.setCheckResult(uptime.id, null)
    }
    expect(await exited).toBe(0) // a graceful stop
    expectNoToken(JSON.stringify(lines), stderr)
  }, 90_000)

  it('exits 2 when the token is rejected and 3 when the service is unreachable', async () => {
    const [rejected, unreachable] = await Promise.all([
      runCli(['watch', '--json', '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: 'nope-SECRET' }),
      deadBaseUrl().then((url) =>
        runCli(['watch', '--base-url', url], { UPTRAY_API_TOKEN: TOKEN }),
      ),
    ])
    expect(rejected.code).toBe(2)
    expect(rejected.stderr).toMatch(/rejected the API token \(401\)/)
    expect(
      rejected.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).to),
    ).toContain('auth-needed')
    expect(rejected.stdout + rejected.stderr).not.toContain('nope-SECRET')
    expect(unreachable.code).toBe(3)
    expect(unreachable.stderr).toMatch(/Cannot reach .*Check your connection and the address/)
  })
})
