// Cron job monitors: a ping sequence over the real ping URLs, lateness past the grace time,
// and the `cron-missed` scenario.
import { describe, expect, it } from 'vitest'
import { post, useSimulator } from '../helpers/simulator'
import type { ApiCron, ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', scenario: 'steady', monitors: 3 })

async function cronById(monitorId: number, cronId: number): Promise<ApiCron> {
  const { data } = await sim().json<ApiPage<ApiCron>>(`/api/monitors/${monitorId}/cron-checks`)
  const cron = data.find((candidate) => candidate.id === cronId)
  if (!cron) throw new Error(`cron check ${cronId} not listed`)
  return cron
}

describe('simulator: cron ping sequence', () => {
  it('starting -> finished -> failed -> late past grace -> checkRanTooLate', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const monitor = data[0]!
    const created = await sim().json<ApiCron>(
      `/api/monitors/${monitor.id}/cron-checks`,
      post({ name: 'nightly', type: 'simple', frequency_in_minutes: 5, grace_time_in_minutes: 2 }),
    )
    expect(created.latest_result).toBe('')
    expect(created.latest_ping_at).toBe('')
    expect(created.ping_url).toBe(`${sim().baseUrl}/ping/${created.uuid}`)

    // The task calls its ping URL without any token, GET or POST.
    expect((await fetch(`${created.ping_url}/starting`)).status).toBe(200)
    expect((await cronById(monitor.id, created.id)).latest_result).toBe('pingStarting')
    expect((await fetch(created.ping_url, { method: 'POST' })).status).toBe(200)
    const finished = await cronById(monitor.id, created.id)
    expect(finished.latest_result).toBe('pingFinished')
    expect(finished.latest_ping_at).toBe(
      new Date(sim().now()).toISOString().slice(0, 19).replace('T', ' '),
    )

    await sim().control.advance({ minutes: 1 })
    expect((await fetch(`${created.ping_url}/failed`)).status).toBe(200)
    expect((await cronById(monitor.id, created.id)).latest_result).toBe('pingFailed')

    // Next run expected 5 minutes after the last ping, plus 2 minutes of grace.
    await sim().control.advance({ minutes: 7 })
    expect((await cronById(monitor.id, created.id)).latest_result).toBe('pingFailed')
    await sim().control.advance({ seconds: 1 })
    expect((await cronById(monitor.id, created.id)).latest_result).toBe('checkRanTooLate')

    // A new ping brings it back.
    await fetch(`${created.ping_url}/finished`)
    expect((await cronById(monitor.id, created.id)).latest_result).toBe('pingFinished')
  })

  it('a late cron job fails the monitor-level cron check and the monitor summary', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const monitor = data[1]!
    const cronCheck = monitor.checks.find((check) => check.type === 'cron')!
    await sim().json(`/api/checks/${cronCheck.id}/enable`, post())
    const created = await sim().json<ApiCron>(
      `/api/monitors/${monitor.id}/cron-checks`,
      post({
        name: 'hourly',
        type: 'cron',
        cron_expression: '0 * * * *',
        server_timezone: 'UTC',
        grace_time_in_minutes: 5,
      }),
    )
    await fetch(created.ping_url)
    const fresh = await sim().json<ApiMonitor>(`/api/monitors/${monitor.id}`)
    expect(fresh.checks.find((check) => check.id === cronCheck.id)!.latest_run_result).toBe(
      'succeeded',
    )
    await sim().control.advance({ hours: 2 })
    const late = await sim().json<ApiMonitor>(`/api/monitors/${monitor.id}`)
    expect(late.checks.find((check) => check.id === cronCheck.id)!.latest_run_result).toBe('failed')
    expect(late.summarized_check_result).toBe('failed')
  })

  it('unknown ping URLs answer 404', async () => {
    const response = await fetch(`${sim().baseUrl}/ping/not-a-real-uuid/finished`)
    expect(response.status).toBe(404)
  })

  it('control API: forces a latest_result', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const [cron] = (await sim().json<ApiPage<ApiCron>>(`/api/monitors/${data[0]!.id}/cron-checks`))
      .data
    await sim().control.setCronResult(cron!.id, 'pingEndpointDown')
    expect((await cronById(data[0]!.id, cron!.id)).latest_result).toBe('pingEndpointDown')
  })
})

describe('simulator: cron-missed scenario', () => {
  const missed = useSimulator({ clock: 'manual', scenario: 'cron-missed' })

  it('a seeded job pings on schedule, then stops and goes checkRanTooLate', async () => {
    const { data } = await missed().json<ApiPage<ApiMonitor>>('/api/monitors')
    const crons = (
      await missed().json<ApiPage<ApiCron>>(`/api/monitors/${data[0]!.id}/cron-checks`)
    ).data
    const heartbeat = crons.find((cron) => cron.name === 'queue-heartbeat')!
    expect(heartbeat.latest_result).toBe('pingFinished')
    await missed().control.advance({ minutes: 30 })
    const after = (
      await missed().json<ApiPage<ApiCron>>(`/api/monitors/${data[0]!.id}/cron-checks`)
    ).data
    expect(after.find((cron) => cron.id === heartbeat.id)!.latest_result).toBe('checkRanTooLate')
    // The nightly backup keeps running on its crontab.
    expect(after.find((cron) => cron.name === 'nightly-backup')!.latest_result).toBe('pingFinished')
  })
})
