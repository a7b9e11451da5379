// A one-shot `uptray status` (direct) reads the maintenance of the failing and warning monitors
// it reports, in their team's time: `uptray maintenance start X` then `uptray status` counts X in
// maintenance. The simulator's first team is in Europe/Brussels (its status page says so); the
// CLI runs in Los Angeles, so reading team times as the system's zone or as UTC would miss it.
import { describe, expect, it, vi } from 'vitest'
import { MAX_MAINTENANCE_READS } from '@app/cli/status'
import { useSimulator } from '../helpers/simulator'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'status-maint-SECRET-token-31'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 6, seed: 11 })

interface ApiMonitor {
  id: number
  team_id: number
  checks: { id: number; type: string }[]
}

interface Report {
  monitors: { id: number; health: string }[]
  totals: Record<string, number>
}

const run = (args: string[]) =>
  runCli([...args, '--base-url', sim().baseUrl, '--direct'], {
    UPTRAY_API_TOKEN: TOKEN,
    TZ: 'America/Los_Angeles',
  })

describe('uptray status and maintenance', () => {
  it('counts a failing monitor in maintenance right after `maintenance start`, within its bounded reads', async () => {
    const list = await sim().json<{ data: ApiMonitor[] }>('/api/monitors')
    const firstTeam = Math.min(...list.data.map((m) => m.team_id))
    const monitor = list.data.find((m) => m.team_id === firstTeam)!
    const uptime = monitor.checks.find((c) => c.type === 'uptime')!
    await sim().control.setCheckResult(uptime.id, 'failed')

    const before = JSON.parse((await run(['status', '--json'])).stdout) as Report
    expect(before.monitors.find((m) => m.id === monitor.id)?.health).toBe('failed')

    const start = await run(['maintenance', 'start', String(monitor.id), '--minutes', '30'])
    expect(start.code).toBe(0)
    await sim().control.clearRequests()
    const after = await run(['status', '--json'])
    expect(after.code).toBe(0)
    const report = JSON.parse(after.stdout) as Report
    expect(report.monitors.find((m) => m.id === monitor.id)?.health).toBe('maintenance')
    expect(report.totals.maintenance).toBe(before.totals.maintenance! + 1)
    expect(report.totals.failed).toBe(before.totals.failed! - 1)

    // Its requests: the monitor page, the status pages (the teams' zones), and one maintenance
    // read per failing or warning monitor, at most MAX_MAINTENANCE_READS.
    const paths = (await sim().control.requests()).map((r) => `${r.method} ${r.path}`)
    const problems = report.monitors.filter((m) =>
      ['failed', 'warning', 'maintenance'].includes(m.health),
    )
    const reads = paths.filter((p) => p.endsWith('/maintenance-periods'))
    expect(reads).toHaveLength(Math.min(problems.length, MAX_MAINTENANCE_READS))
    expect(reads).toContain(`GET /api/monitors/${monitor.id}/maintenance-periods`)
    expect(paths.filter((p) => p === 'GET /api/status-pages')).toHaveLength(1)
    expect(paths.filter((p) => p === 'GET /api/monitors')).toHaveLength(1)
    expect(paths).toHaveLength(2 + reads.length)

    const stop = await run(['maintenance', 'stop', String(monitor.id)])
    expect(stop.code).toBe(0)
    const ended = JSON.parse((await run(['status', '--json'])).stdout) as Report
    expect(ended.monitors.find((m) => m.id === monitor.id)?.health).toBe('failed')
  })
})
