// What real clients (the SDK, Uptray's API client) send and read, answered as they expect.
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@app/core/api'
import { post, useSimulator } from '../helpers/simulator'
import type { ApiCron, ApiMonitor, ApiPage } from './api-types'

interface ApiCronDefinition extends ApiCron {
  type: string
  frequency_in_minutes: number | null
  cron_expression: string | null
  server_timezone: string | null
  grace_time_in_minutes: number
}

const sim = useSimulator({ clock: 'manual', scenario: 'steady', monitors: 3, rateLimit: 1000 })

async function firstMonitor(): Promise<ApiMonitor> {
  const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
  return data[0]!
}

describe('simulator: request-run body', () => {
  it.each([
    ['[] (the SDK without headers)', '[]'],
    ['{}', '{}'],
    ['no body', undefined],
  ])('accepts %s', async (_, body) => {
    const check = (await firstMonitor()).checks[0]!
    const response = await sim().api(`/api/checks/${check.id}/request-run`, {
      method: 'POST',
      ...(body === undefined ? {} : { body }),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toMatchObject({ id: check.id })
  })

  it('still refuses a body that is neither an object nor empty', async () => {
    const check = (await firstMonitor()).checks[0]!
    const response = await sim().api(`/api/checks/${check.id}/request-run`, post([1]))
    expect(response.status).toBe(422)
  })
})

describe('simulator: cron check sync', () => {
  it('answers {data: [...]} like every other list, and the Uptray client reads it', async () => {
    const monitor = await firstMonitor()
    const body = {
      cron_checks: [
        { name: 'backup', type: 'simple', frequency_in_minutes: 60, grace_time_in_minutes: 5 },
      ],
    }
    const answer = await sim().json<{ data: ApiCron[] }>(
      `/api/monitors/${monitor.id}/cron-checks/sync`,
      post(body),
    )
    expect(Array.isArray(answer)).toBe(false)
    expect(answer.data.map((cron) => cron.name)).toEqual(['backup'])

    const client = createApiClient({ baseUrl: sim().baseUrl, token: sim().token, fetch })
    const synced = await client.cronChecks.sync(monitor.id, [
      { name: 'backup', type: 'simple', frequency_in_minutes: 30, grace_time_in_minutes: 5 },
    ])
    expect(synced.map((cron) => [cron.name, cron.frequency_in_minutes])).toEqual([['backup', 30]])
  })

  it('takes a cron-type check sent back as read (frequency_in_minutes: 0)', async () => {
    const monitor = await firstMonitor()
    const created = await sim().json<ApiCronDefinition>(
      `/api/monitors/${monitor.id}/cron-checks`,
      post({
        name: 'nightly-report',
        type: 'cron',
        cron_expression: '0 3 * * *',
        server_timezone: 'UTC',
        grace_time_in_minutes: 10,
      }),
    )
    expect(created.frequency_in_minutes).toBe(0)
    const asRead = {
      name: created.name,
      type: created.type,
      frequency_in_minutes: created.frequency_in_minutes,
      cron_expression: created.cron_expression,
      server_timezone: created.server_timezone,
      grace_time_in_minutes: created.grace_time_in_minutes,
    }
    const synced = await sim().api(
      `/api/monitors/${monitor.id}/cron-checks/sync`,
      post({ cron_checks: [asRead] }),
    )
    expect(synced.status, await synced.clone().text()).toBe(200)
    const updated = await sim().api(`/api/cron-checks/${created.id}`, {
      method: 'PUT',
      body: JSON.stringify(asRead),
    })
    expect(updated.status, await updated.clone().text()).toBe(200)
  })

  it('still requires at least 1 minute for a simple check', async () => {
    const monitor = await firstMonitor()
    const response = await sim().api(
      `/api/monitors/${monitor.id}/cron-checks`,
      post({ name: 'zero', type: 'simple', frequency_in_minutes: 0, grace_time_in_minutes: 5 }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      errors: { frequency_in_minutes: [expect.stringContaining('at least 1')] },
    })
  })
})

describe('simulator: unknown routes', () => {
  it('answer 404 naming the route, unlike a missing resource', async () => {
    for (const path of ['/api/foo', '/api/monitors/1/nothing-here']) {
      const response = await sim().api(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({
        message: `The route ${path.slice(1)} could not be found.`,
      })
    }
    const missing = await sim().api('/api/monitors/999999')
    expect(await missing.json()).toEqual({ message: 'Resource not found.' })
  })

  it('are found missing before the token is checked, as routing comes first', async () => {
    const response = await fetch(`${sim().baseUrl}/api/foo`, {
      headers: { Accept: 'application/json' },
    })
    expect(response.status).toBe(404)
  })
})
