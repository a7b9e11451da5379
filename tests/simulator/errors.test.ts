// Auth, not found, validation, wrong method and delete answers, over real HTTP.
import { describe, expect, it } from 'vitest'
import { post, put, useSimulator } from '../helpers/simulator'
import type { ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', monitors: 12, scenario: 'steady' })

describe('simulator: authentication', () => {
  it('answers 401 {"message":"Unauthenticated."} without a token', async () => {
    const response = await fetch(`${sim().baseUrl}/api/me`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('answers 401 for a wrong token and accepts a token added through the control API', async () => {
    const wrong = await sim().api('/api/me', { headers: { Authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    await sim().control.setToken('second-token', 'add')
    const added = await sim().api('/api/me', { headers: { Authorization: 'Bearer second-token' } })
    expect(added.status).toBe(200)
    const original = await sim().api('/api/me')
    expect(original.status).toBe(200)
    await sim().control.setToken(sim().token)
    const replaced = await sim().api('/api/me', {
      headers: { Authorization: 'Bearer second-token' },
    })
    expect(replaced.status).toBe(401)
  })

  it('never echoes the token in error bodies', async () => {
    const response = await sim().api('/api/monitors/999999', {
      headers: { Authorization: 'Bearer secret-xyz' },
    })
    expect(await response.text()).not.toContain('secret-xyz')
  })
})

describe('simulator: 404, 405 and 204', () => {
  it('answers 404 {"message":"Resource not found."} for unknown ids', async () => {
    for (const path of ['/api/monitors/999999', '/api/monitors/abc', '/api/cron-checks/1/snooze']) {
      const response = await sim().api(path, path.endsWith('snooze') ? post({ minutes: 5 }) : {})
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ message: 'Resource not found.' })
    }
  })

  it('answers 405 with an Allow header for a wrong method, as recorded', async () => {
    const { data } = await sim().json<ApiPage<{ id: number }>>('/api/status-pages')
    const page = data[0]
    if (!page) throw new Error('the steady scenario seeds one status page')
    const response = await sim().api(`/api/status-pages/${page.id}`, put({ title: 'x' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, DELETE')
    expect(await response.json()).toEqual({
      message: `The PUT method is not supported for route api/status-pages/${page.id}. Supported methods: GET, HEAD, DELETE.`,
    })
  })

  it('deletes with 204 and an empty body, then the resource is gone', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const victim = data.at(-1)!
    const response = await sim().api(`/api/monitors/${victim.id}`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await sim().api(`/api/monitors/${victim.id}`)).status).toBe(404)
  })
})

describe('simulator: 422 validation bodies', () => {
  it('lists each invalid field under errors with a message', async () => {
    const response = await sim().api('/api/monitors', post({ type: 'gopher', team_id: 'x' }))
    expect(response.status).toBe(422)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['team_id', 'type', 'url'])
    expect(body.errors.url).toEqual(['The url field is required.'])
    expect(body.message).toBe('The url field is required. (and 2 more errors)')
  })

  async function teamId(): Promise<number> {
    const me = await sim().json<{ teams: { id: number }[] }>('/api/me')
    return me.teams[0]!.id
  }

  it('rejects an uptime frequency_value outside 1..1440 under its field', async () => {
    const team_id = await teamId()
    for (const frequency_value of [0, 1441]) {
      const response = await sim().api(
        '/api/monitors',
        post({
          url: 'https://frequency.example.com',
          team_id,
          type: 'http',
          uptime_check_settings: { frequency_unit: 'minute', frequency_value },
        }),
      )
      expect(response.status, String(frequency_value)).toBe(422)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(Object.keys(body.errors)).toEqual(['uptime_check_settings.frequency_value'])
      expect(body.message).toEqual(expect.any(String))
    }
  })

  it('accepts a valid uptime frequency_value and uses it', async () => {
    const response = await sim().api(
      '/api/monitors',
      post({
        url: 'https://every-ten.example.com',
        team_id: await teamId(),
        type: 'http',
        uptime_check_settings: { frequency_unit: 'minute', frequency_value: 10 },
      }),
    )
    expect(response.status).toBe(201)
    const monitor = (await response.json()) as ApiMonitor & {
      uptime_check_settings: Record<string, unknown>
    }
    expect(monitor.uptime_check_settings).toMatchObject({
      frequency_unit: 'minute',
      frequency_value: 10,
    })
  })

  it('rejects do_not_crawl_urls in a create payload, naming the field', async () => {
    const response = await sim().api(
      '/api/monitors',
      post({
        url: 'https://crawl.example.com',
        team_id: await teamId(),
        type: 'http',
        broken_links_check_settings: { do_not_crawl_urls: ['https://crawl.example.com/x'] },
      }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      message: expect.any(String),
      errors: { 'broken_links_check_settings.do_not_crawl_urls': [expect.any(String)] },
    })
  })

  it('rejects a snooze without minutes, and out-of-range minutes', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const check = data[0]!.checks[0]!
    const missing = await sim().api(`/api/checks/${check.id}/snooze`, post({}))
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({ errors: { minutes: [expect.any(String)] } })
    const tooLong = await sim().api(`/api/checks/${check.id}/snooze`, post({ minutes: 200_000 }))
    expect(tooLong.status).toBe(422)
  })

  it('rejects malformed JSON bodies with 422 instead of crashing', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const response = await sim().api(`/api/monitors/${data[0]!.id}/start-maintenance`, {
      method: 'POST',
      body: '{"oops',
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'The request body must be valid JSON.',
      errors: { body: ['The request body must be valid JSON.'] },
    })
  })

  it('names a duplicate cron check name under errors.name', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const body = {
      name: 'backup',
      type: 'simple',
      frequency_in_minutes: 60,
      grace_time_in_minutes: 5,
    }
    const first = await sim().api(`/api/monitors/${data[0]!.id}/cron-checks`, post(body))
    expect(first.status).toBe(201)
    const again = await sim().api(`/api/monitors/${data[0]!.id}/cron-checks`, post(body))
    expect(again.status).toBe(422)
    expect(await again.json()).toMatchObject({
      errors: { name: ['The name has already been taken.'] },
    })
  })

  it('requires a valid crontab and timezone for cron-type checks', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const response = await sim().api(
      `/api/monitors/${data[0]!.id}/cron-checks`,
      post({
        name: 'bad',
        type: 'cron',
        cron_expression: 'every day',
        server_timezone: 'UTC',
        grace_time_in_minutes: 5,
      }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      errors: { cron_expression: [expect.any(String)] },
    })
  })
})
