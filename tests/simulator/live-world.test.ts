// The world as the live service runs it: every check runs on its cadence (uptime and performance
// every minute), so between two sweeps run times move on nearly every monitor, in the demo and
// in the worlds the benches use (steady, scale).
import { describe, expect, it } from 'vitest'
import { startSimulator, type ScenarioName } from '@app/simulator/index'
import type { ApiMonitor, ApiPage } from './api-types'

async function runTimes(
  baseUrl: string,
  token: string,
): Promise<Map<number, Map<string, string | null>>> {
  const byMonitor = new Map<number, Map<string, string | null>>()
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/api/monitors?page[number]=${page}&page[size]=200`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    const body = (await response.json()) as ApiPage<ApiMonitor>
    for (const monitor of body.data) {
      const checks = new Map<string, string | null>()
      for (const check of monitor.checks)
        if (check.enabled) checks.set(check.type, check.latest_run_ended_at)
      byMonitor.set(monitor.id, checks)
    }
    if (body.meta.current_page >= body.meta.last_page) return byMonitor
  }
}

describe.each<[ScenarioName, number]>([
  ['demo', 40],
  ['steady', 1000],
  ['scale', 1000],
])('simulator: the %s world runs every check on its cadence', (scenario, monitors) => {
  it('moves every uptime run time within a minute and most monitors within 30 s', async () => {
    const sim = await startSimulator({ clock: 'manual', scenario, monitors, colleagues: false })
    try {
      const before = await runTimes(sim.baseUrl, sim.token)
      await sim.control.advance({ seconds: 30 })
      const half = await runTimes(sim.baseUrl, sim.token)
      await sim.control.advance({ seconds: 30 })
      const after = await runTimes(sim.baseUrl, sim.token)
      expect(before.size).toBe(monitors)

      let uptimeMoved = 0
      let movedIn30s = 0
      for (const [id, checks] of before) {
        if (after.get(id)?.get('uptime') !== checks.get('uptime')) uptimeMoved++
        const moved = [...checks].some(([type, at]) => half.get(id)?.get(type) !== at)
        if (moved) movedIn30s++
      }
      expect(uptimeMoved).toBe(monitors)
      // Uptime and performance each run once a minute at their own second: in half a minute
      // about three monitors in four have a new run.
      expect(movedIn30s / monitors).toBeGreaterThan(0.6)
    } finally {
      await sim.close()
    }
  })
})
