// The living world under the manual clock: results per run, forced results, the worst-of
// summary, snooze expiry, new monitors, scenarios and seeding determinism.
import { describe, expect, it } from 'vitest'
import { post, useSimulator } from '../helpers/simulator'
import { startSimulator } from '@app/simulator/index'
import type { ApiCheck, ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', scenario: 'steady', monitors: 6 })

async function monitor(id: number): Promise<ApiMonitor> {
  return sim().json<ApiMonitor>(`/api/monitors/${id}`)
}
function checkOf(m: ApiMonitor, type: string): ApiCheck {
  const found = m.checks.find((check) => check.type === type)
  if (!found) throw new Error(`monitor ${m.id} has no ${type} check`)
  return found
}

describe('simulator: check results and the summary', () => {
  it('summarized_check_result is the worst result of the enabled checks', async () => {
    const [first] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const id = first!.id
    expect(first!.summarized_check_result).toBe('succeeded')
    const uptime = checkOf(first!, 'uptime')
    const performance = checkOf(first!, 'performance')
    const mixed = checkOf(first!, 'mixed_content')
    expect(mixed.enabled).toBe(false)

    await sim().control.setCheckResult(uptime.id, 'warning')
    expect((await monitor(id)).summarized_check_result).toBe('warning')
    await sim().control.setCheckResult(performance.id, 'errored-or-timed-out')
    expect((await monitor(id)).summarized_check_result).toBe('failed')
    // A disabled check does not count.
    await sim().json(`/api/checks/${performance.id}/disable`, post())
    expect((await monitor(id)).summarized_check_result).toBe('warning')
    await sim().control.setCheckResult(mixed.id, 'failed')
    expect((await monitor(id)).summarized_check_result).toBe('warning')
    // Handing the check back to its scenario restores the steady result.
    await sim().control.setCheckResult(uptime.id, null)
    const after = await monitor(id)
    expect(after.summarized_check_result).toBe('succeeded')
    expect(checkOf(after, 'performance').summary).toBe('Disabled')
  })

  it('a forced result shows at once with its summary and a fresh latest_run_ended_at', async () => {
    const [, second] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const uptime = checkOf(second!, 'uptime')
    await sim().control.advance({ seconds: 30 })
    const forced = await sim().control.setCheckResult(uptime.id, 'failed', 'Connection refused')
    expect(forced).toMatchObject({ latest_run_result: 'failed', summary: 'Connection refused' })
    const seen = checkOf(await monitor(second!.id), 'uptime')
    // The run started now and took a second or two.
    const endedAt = Date.parse(seen.latest_run_ended_at! + 'Z')
    expect(endedAt - sim().now()).toBeGreaterThanOrEqual(0)
    expect(endedAt - sim().now()).toBeLessThanOrEqual(2000)
  })

  it('request-run records a run now; enable and disable answer the check', async () => {
    const [, , third] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const certificate = checkOf(third!, 'certificate_health')
    await sim().control.advance({ minutes: 3 })
    const ran = await sim().json<ApiCheck>(`/api/checks/${certificate.id}/request-run`, post())
    expect(ran.latest_run_ended_at!.slice(0, 16)).toBe(
      new Date(sim().now()).toISOString().slice(0, 16).replace('T', ' '),
    )
    const disabled = await sim().json<ApiCheck>(`/api/checks/${certificate.id}/disable`, post())
    expect(disabled).toMatchObject({ enabled: false, summary: 'Disabled' })
    const enabled = await sim().json<ApiCheck>(`/api/checks/${certificate.id}/enable`, post())
    expect(enabled).toMatchObject({ enabled: true, latest_run_result: 'succeeded' })
  })
})

describe('simulator: snoozes', () => {
  it('expire under the manual clock', async () => {
    const [, , , fourth] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const uptime = checkOf(fourth!, 'uptime')
    const snoozed = await sim().json<ApiCheck>(
      `/api/checks/${uptime.id}/snooze`,
      post({ minutes: 30 }),
    )
    const end = new Date(sim().now() + 30 * 60_000).toISOString().slice(0, 19).replace('T', ' ')
    expect(snoozed.active_snooze).toMatchObject({
      ends_at: end,
      snoozed_by: 'Demo User',
      source: 'API',
      unsnoozed_by: null,
    })
    await sim().control.advance({ minutes: 29, seconds: 59 })
    expect(checkOf(await monitor(fourth!.id), 'uptime').active_snooze).not.toBeNull()
    await sim().control.advance({ seconds: 1 })
    expect(checkOf(await monitor(fourth!.id), 'uptime').active_snooze).toBeNull()
  })

  it('unsnooze ends it at once; minutes may come as a string', async () => {
    const [, , , , fifth] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const uptime = checkOf(fifth!, 'uptime')
    const snoozed = await sim().json<ApiCheck>(
      `/api/checks/${uptime.id}/snooze`,
      post({ minutes: '15' }),
    )
    expect(snoozed.active_snooze).not.toBeNull()
    const unsnoozed = await sim().json<ApiCheck>(`/api/checks/${uptime.id}/unsnooze`, post())
    expect(unsnoozed.active_snooze).toBeNull()
  })
})

describe('simulator: new monitors', () => {
  it('POST /api/monitors answers 201 with every check pending, and checks start running', async () => {
    const me = await sim().json<{ teams: { id: number }[] }>('/api/me')
    const response = await sim().api(
      '/api/monitors',
      post({
        url: 'https://new.example.com',
        team_id: me.teams[0]!.id,
        type: 'http',
        tags: ['fresh'],
      }),
    )
    expect(response.status).toBe(201)
    const created = (await response.json()) as ApiMonitor
    expect(created.summarized_check_result).toBe('pending')
    expect(created.checks.every((check) => check.latest_run_result === 'pending')).toBe(true)
    await sim().control.advance({ minutes: 2 })
    const later = await monitor(created.id)
    expect(checkOf(later, 'uptime').latest_run_result).toBe('succeeded')
    const byUrl = await sim().json<ApiMonitor>(
      `/api/monitors/url/${encodeURIComponent('https://new.example.com')}`,
    )
    expect(byUrl.id).toBe(created.id)
    const tags = await sim().json<{ data: { name: string; sites: number[] }[] }>('/api/tags')
    expect(tags.data.find((tag) => tag.name === 'fresh')?.sites).toEqual([created.id])
  })
})

describe('simulator: scenarios', () => {
  it('outage: the site fails from minute 5 to 35, then recovers, and downtime shows the period', async () => {
    const outage = await startSimulator({ clock: 'manual', scenario: 'outage' })
    try {
      const get = async (path: string) =>
        (
          await fetch(outage.baseUrl + path, {
            headers: { Authorization: `Bearer ${outage.token}` },
          })
        ).json()
      const { data } = (await get('/api/monitors')) as ApiPage<ApiMonitor>
      const id = data[0]!.id
      const start = outage.now()
      const results: string[] = []
      for (const minutes of [0, 10, 30, 40]) {
        await outage.control.setTime(start + minutes * 60_000)
        results.push(((await get(`/api/monitors/${id}`)) as ApiMonitor).summarized_check_result)
      }
      expect(results).toEqual(['succeeded', 'failed', 'failed', 'succeeded'])
      const compact = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)
      const downtime = (await get(
        `/api/monitors/${id}/downtime?filter[started_at]=${compact(start - 3_600_000)}&filter[ended_at]=${compact(outage.now())}`,
      )) as {
        data: { started_at: string; ended_at: string }[]
      }
      expect(downtime.data).toHaveLength(1)
      const minutesFromStart = (text: string) => (Date.parse(text + 'Z') - start) / 60_000
      expect(minutesFromStart(downtime.data[0]!.started_at)).toBeGreaterThanOrEqual(5)
      expect(minutesFromStart(downtime.data[0]!.started_at)).toBeLessThan(6)
      expect(minutesFromStart(downtime.data[0]!.ended_at)).toBeGreaterThanOrEqual(35)
      expect(minutesFromStart(downtime.data[0]!.ended_at)).toBeLessThan(36)
    } finally {
      await outage.close()
    }
  })

  it('flapping: the uptime check alternates between failed and succeeded', async () => {
    const flapping = await startSimulator({ clock: 'manual', scenario: 'flapping' })
    try {
      const headers = { Authorization: `Bearer ${flapping.token}` }
      const seen = new Set<string>()
      for (let minute = 0; minute < 8; minute++) {
        const page = (await (
          await fetch(`${flapping.baseUrl}/api/monitors`, { headers })
        ).json()) as ApiPage<ApiMonitor>
        seen.add(checkOf(page.data[0]!, 'uptime').latest_run_result)
        await flapping.control.advance({ minutes: 1 })
      }
      expect([...seen].sort()).toEqual(['failed', 'succeeded'])
    } finally {
      await flapping.close()
    }
  })

  it('cert-expiring: the certificate check warns and reports the days left', async () => {
    const cert = await startSimulator({ clock: 'manual', scenario: 'cert-expiring' })
    try {
      const headers = { Authorization: `Bearer ${cert.token}` }
      const page = (await (
        await fetch(`${cert.baseUrl}/api/monitors`, { headers })
      ).json()) as ApiPage<ApiMonitor>
      const check = checkOf(page.data[0]!, 'certificate_health')
      expect(check).toMatchObject({ latest_run_result: 'warning', summary: 'Expires in 5 days' })
      const health = (await (
        await fetch(`${cert.baseUrl}/api/certificate-health/${page.data[0]!.id}`, { headers })
      ).json()) as {
        certificate_checks: { type: string; passed: boolean }[]
      }
      expect(health.certificate_checks.find((c) => c.type === 'expiresSoon')?.passed).toBe(false)
    } finally {
      await cert.close()
    }
  })

  it('scale: spreads monitors across several teams', async () => {
    const scale = await startSimulator({ clock: 'manual', scenario: 'scale', monitors: 1000 })
    try {
      const info = await scale.control.info()
      expect(info.monitorCount).toBe(1000)
      const me = (await (
        await fetch(`${scale.baseUrl}/api/me`, {
          headers: { Authorization: `Bearer ${scale.token}` },
        })
      ).json()) as { teams: unknown[] }
      expect(me.teams.length).toBeGreaterThanOrEqual(3)
    } finally {
      await scale.close()
    }
  })
})

describe('simulator: seeding determinism', () => {
  async function snapshot(seed: number): Promise<string> {
    const running = await startSimulator({
      clock: 'manual',
      seed,
      scenario: 'demo',
      startTime: Date.UTC(2026, 2, 1, 12),
    })
    try {
      const headers = { Authorization: `Bearer ${running.token}` }
      const monitors = await (await fetch(`${running.baseUrl}/api/monitors`, { headers })).text()
      const pages = await (await fetch(`${running.baseUrl}/api/status-pages`, { headers })).text()
      // Links carry the port, which differs between runs.
      return (monitors + pages).replaceAll(running.baseUrl, 'BASE')
    } finally {
      await running.close()
    }
  }

  it('the same seed gives the same world; another seed a different one', async () => {
    const [a, b, c] = [await snapshot(7), await snapshot(7), await snapshot(8)]
    expect(a).toBe(b)
    expect(a).not.toBe(c)
  })

  it('reset rebuilds the same world and clears what was changed', async () => {
    const before = await sim().control.info()
    await sim().control.reset({ monitors: 3 })
    const page = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    expect(page.meta.total).toBe(3)
    expect(page.data.every((m) => m.summarized_check_result === 'succeeded')).toBe(true)
    expect(before.seed).toBe((await sim().control.info()).seed)
  })
})
