// Status pages and updates, notification destinations at four levels, tags and tag groups,
// reseller managed teams, history and uptime endpoints.
import { describe, expect, it } from 'vitest'
import { post, put, useSimulator } from '../helpers/simulator'
import type { ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', scenario: 'demo', rateLimit: 10_000 })
const compact = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)

interface Update {
  id: number
  pinned: boolean
  title: string
}
interface Page {
  id: number
  updates: Update[]
  monitors: { id: number }[]
  summarized_status: string
}

describe('simulator: status pages', () => {
  it('keeps one pinned update per page', async () => {
    const { data } = await sim().json<ApiPage<Page>>('/api/status-pages')
    const page = data[0]!
    expect(page.updates.filter((u) => u.pinned)).toHaveLength(1)
    const created = await sim().api(
      '/api/status-page-updates',
      post({
        status_page_id: page.id,
        title: 'Investigating',
        severity: 'high',
        time: '2026-01-05 09:00',
        pinned: true,
      }),
    )
    expect(created.status).toBe(201)
    const update = (await created.json()) as Update
    const after = await sim().json<Page>(`/api/status-pages/${page.id}`)
    expect(after.updates.filter((u) => u.pinned).map((u) => u.id)).toEqual([update.id])
    const bad = await sim().api(
      '/api/status-page-updates',
      post({ status_page_id: page.id, title: 'x', severity: 'meh', time: 'now' }),
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'severity',
      'time',
    ])
    const edited = await sim().json<Update>(
      `/api/status-page-updates/${update.id}`,
      put({ title: 'Identified', severity: 'warning' }),
    )
    expect(edited.title).toBe('Identified')
    expect(
      (await sim().api(`/api/status-page-updates/${update.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
  })

  it('goes down when a shown monitor is down, and syncs its monitors', async () => {
    const { data } = await sim().json<ApiPage<Page>>('/api/status-pages')
    const page = data[0]!
    const first = await sim().json<ApiMonitor>(`/api/monitors/${page.monitors[0]!.id}`)
    await sim().control.setCheckResult(first.checks.find((c) => c.type === 'uptime')!.id, 'failed')
    expect((await sim().json<Page>(`/api/status-pages/${page.id}`)).summarized_status).toBe('down')
    const synced = await sim().json<Page>(
      `/api/status-pages/${page.id}/monitors`,
      post({ monitors: [{ id: first.id, clickable: true }], sync: true }),
    )
    expect(synced.monitors.map((m) => m.id)).toEqual([first.id])
    expect(
      (await sim().api(`/api/status-pages/${page.id}/monitors/${first.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204)
  })

  it('manages update templates', async () => {
    const me = await sim().json<{ teams: { id: number }[] }>('/api/me')
    const created = await sim().json<{ id: number; name: string }>(
      '/api/status-page-update-templates',
      post({ team_id: me.teams[0]!.id, name: 'Degraded' }),
    )
    const updated = await sim().json<{ title: string; name: string }>(
      `/api/status-page-update-templates/${created.id}`,
      put({ title: 'Slow' }),
    )
    expect(updated).toMatchObject({ name: 'Degraded', title: 'Slow' })
    const list = await sim().json<{ data: { id: number }[] }>('/api/status-page-update-templates')
    expect(list.data.map((t) => t.id)).toContain(created.id)
  })
})

describe('simulator: notification destinations', () => {
  it('create, update, disable, enable and delete at all four levels', async () => {
    const me = await sim().json<{ teams: { id: number }[] }>('/api/me')
    const [monitor] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const [tag] = (await sim().json<{ data: { id: number }[] }>('/api/tags')).data
    const [group] = (await sim().json<{ data: { id: number }[] }>('/api/tag-groups')).data
    const levels = [
      {
        create: `/api/team-notification-destinations/${me.teams[0]!.id}`,
        item: (id: number) =>
          `/api/team-notification-destinations/${me.teams[0]!.id}/destination/${id}`,
        remove: (id: number) =>
          `/api/team-notification-destinations/${me.teams[0]!.id}/destination/${id}`,
      },
      {
        create: `/api/monitors/${monitor!.id}/notification-destinations`,
        item: (id: number) => `/api/monitors/${monitor!.id}/notification-destinations/${id}`,
        remove: (id: number) => `/api/monitors/${monitor!.id}/notification-destinations/${id}`,
      },
      {
        create: `/api/tags/${tag!.id}/notification-destinations`,
        item: (id: number) => `/api/tags/${tag!.id}/notification-destinations/${id}`,
        remove: (id: number) => `/api/tags/${tag!.id}/notification-destinations/destination/${id}`,
      },
      {
        create: `/api/tag-groups/${group!.id}/notification-destinations`,
        item: (id: number) => `/api/tag-groups/${group!.id}/notification-destinations/${id}`,
        remove: (id: number) => `/api/tag-groups/${group!.id}/notification-destinations/${id}`,
      },
    ]
    for (const level of levels) {
      const created = await sim().api(
        level.create,
        post({
          channel: 'webhook',
          destination: { url: 'https://hooks.example.com/a' },
          label: 'Hook',
        }),
      )
      expect(created.status, level.create).toBe(201)
      const { id } = (await created.json()) as { id: number }
      const updated = await sim().json<{ destination: { url: string } }>(
        level.item(id),
        put({ channel: 'webhook', destination: { url: 'https://hooks.example.com/b' } }),
      )
      expect(updated.destination.url).toBe('https://hooks.example.com/b')
      expect(await sim().json(`${level.item(id)}/disable`, post())).toMatchObject({
        enabled: false,
      })
      expect(await sim().json(`${level.item(id)}/enable`, post())).toMatchObject({
        enabled: true,
        disabled_reason: null,
      })
      expect((await sim().api(level.remove(id), { method: 'DELETE' })).status).toBe(204)
    }
    const lists = [
      '/api/team-notification-destinations',
      '/api/tags/notification-destinations',
      `/api/tag-groups/${group!.id}/notification-destinations`,
    ]
    for (const path of lists)
      expect((await sim().json<{ data: unknown[] }>(path)).data.length, path).toBeGreaterThan(0)
  })

  it('validates the destination object per channel', async () => {
    const [monitor] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const bad = await sim().api(
      `/api/monitors/${monitor!.id}/notification-destinations`,
      post({ channel: 'mail', destination: { mail: 'not-an-address' } }),
    )
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ errors: { 'destination.mail': [expect.any(String)] } })
    const unknown = await sim().api(
      `/api/monitors/${monitor!.id}/notification-destinations`,
      post({ channel: 'pigeon', destination: {} }),
    )
    expect(unknown.status).toBe(422)
  })
})

describe('simulator: tags, tag groups and reseller teams', () => {
  it('creates tags on monitors and tag groups with wildcard patterns', async () => {
    const [monitor] = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const tag = await sim().json<{ name: string; sites: number[] }>(
      '/api/tags',
      post({ team_id: monitor!.team_id, name: 'region-apac', monitors: [monitor!.id] }),
    )
    expect(tag.sites).toEqual([monitor!.id])
    const group = await sim().json<{ id: number; tags: { name: string }[] }>(
      '/api/tag-groups',
      post({ team_id: monitor!.team_id, label: 'Regions', tags: ['region-*'] }),
    )
    expect(group.tags.map((t) => t.name)).toEqual(['region-apac'])
    expect((await sim().api(`/api/tag-groups/${group.id}`, { method: 'DELETE' })).status).toBe(204)
  })

  it('lists, creates, filters, decouples and deletes managed teams; mints login links', async () => {
    const me = await sim().json<{ teams: { id: number }[] }>('/api/me')
    const reseller = me.teams[0]!.id
    const base = `/api/reseller/${reseller}/managed-teams`
    const created = await sim().json<{ id: number; timezone: string }>(
      base,
      post({ name: 'Client: Orchid', timezone: 'Europe/Brussels' }),
    )
    expect(created.timezone).toBe('Europe/Brussels')
    const filtered = await sim().json<ApiPage<{ id: number }>>(`${base}?filter[name]=orchid`)
    expect(filtered.data.map((t) => t.id)).toEqual([created.id])
    const user = await sim().json<{ id: number }>(
      `${base}/${created.id}/users`,
      post({ email: 'o@orchid.test', name: 'O', role: 'member' }),
    )
    const link = await sim().json<{ login_url: string; valid_until: string }>(
      `${base}/${created.id}/users/${user.id}/generate-login-link`,
      post(),
    )
    expect(link.login_url).toMatch(/expires=\d+&signature=[0-9a-f]+/)
    expect(Date.parse(link.valid_until + 'Z') - sim().now()).toBe(5 * 60_000)
    expect((await sim().api(base, post({ name: 'x', timezone: 'Mars/Olympus' }))).status).toBe(422)
    expect((await sim().api(`${base}/${created.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await sim().api(`${base}/${created.id}`)).status).toBe(404)
  })
})

describe('simulator: history and uptime', () => {
  it('derives runs, uptime and metrics from the same history', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const monitor = data.find((m) => m.type === 'http')!
    const uptimeCheck = monitor.checks.find((c) => c.type === 'uptime')!
    await sim().control.setCheckResult(uptimeCheck.id, 'failed')
    await sim().control.advance({ minutes: 30 })
    await sim().control.setCheckResult(uptimeCheck.id, 'succeeded')
    await sim().control.advance({ minutes: 30 })
    const now = sim().now()
    const runs = await sim().json<
      ApiPage<{ result: string; started_at: string }> & { links: { documentation_url: string } }
    >(
      `/api/monitors/${monitor.id}/checks/uptime/runs?filter[started_after]=${compact(now - 3_600_000)}&filter[result]=failed`,
    )
    expect(runs.data.length).toBeGreaterThanOrEqual(29)
    expect(runs.data.every((run) => run.result === 'failed')).toBe(true)
    expect(runs.links.documentation_url).toContain('uptime')

    const hours = await sim().json<{ datetime: string; uptime_percentage: number }[]>(
      `/api/monitors/${monitor.id}/uptime?filter[started_at]=${compact(now - 3_600_000)}&filter[ended_at]=${compact(now)}&split=hour`,
    )
    const overall = hours.map((h) => h.uptime_percentage)
    expect(Math.min(...overall)).toBeLessThan(100)
    const metrics = await sim().json<{ data: { date: string; total_time_in_seconds: number }[] }>(
      `/api/monitors/${monitor.id}/http-uptime-metrics?filter[start]=${compact(now - 3_600_000)}&filter[end]=${compact(now + 86_400_000)}&filter[group_by]=minute`,
    )
    // A future end is clamped to now: one entry per minute of the past hour.
    expect(metrics.data.length).toBeGreaterThanOrEqual(60)
    expect(metrics.data.length).toBeLessThanOrEqual(61)
    expect(metrics.data[0]!.total_time_in_seconds).toBeGreaterThan(0)

    const missing = await sim().api(`/api/monitors/${monitor.id}/uptime?split=hour`)
    expect(missing.status).toBe(422)
    const wrongType = await sim().api(
      `/api/monitors/${monitor.id}/ping-uptime-metrics?filter[start]=${compact(now - 60_000)}&filter[end]=${compact(now)}`,
    )
    expect(wrongType.status).toBe(422)
  })

  it('history has no runs while a check was disabled', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const monitor = data.find((m) => m.type === 'http')!
    const certificate = monitor.checks.find((c) => c.type === 'certificate_health')!
    const from = sim().now()
    await sim().json(`/api/checks/${certificate.id}/disable`, post())
    await sim().control.advance({ hours: 6 })
    await sim().json(`/api/checks/${certificate.id}/enable`, post())
    const runs = await sim().json<ApiPage<{ started_at: string }>>(
      `/api/monitors/${monitor.id}/checks/certificate_health/runs?filter[started_after]=${compact(from)}`,
    )
    // Hourly check: the 6 paused hours hold no runs.
    expect(runs.data).toEqual([])
    await sim().control.advance({ hours: 2 })
    const later = await sim().json<ApiPage<{ started_at: string }>>(
      `/api/monitors/${monitor.id}/checks/certificate_health/runs?filter[started_after]=${compact(from)}`,
    )
    expect(later.data).toHaveLength(2)
  })

  it('deletes a downtime period by id', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const monitor = data.find((m) => m.type === 'http')!
    const uptime = monitor.checks.find((c) => c.type === 'uptime')!
    await sim().control.setCheckResult(uptime.id, 'failed')
    await sim().control.advance({ minutes: 5 })
    await sim().control.setCheckResult(uptime.id, null)
    await sim().control.advance({ minutes: 1 })
    const range = `filter[started_at]=${compact(sim().now() - 3_600_000)}&filter[ended_at]=${compact(sim().now())}`
    const before = await sim().json<ApiPage<{ id: number }>>(
      `/api/monitors/${monitor.id}/downtime?${range}`,
    )
    const target = before.data[0]!
    expect((await sim().api(`/api/downtime/${target.id}`, { method: 'DELETE' })).status).toBe(204)
    const after = await sim().json<ApiPage<{ id: number }>>(
      `/api/monitors/${monitor.id}/downtime?${range}`,
    )
    expect(after.data.map((d) => d.id)).not.toContain(target.id)
    expect((await sim().api(`/api/downtime/${target.id + 7}`, { method: 'DELETE' })).status).toBe(
      404,
    )
  })

  it('rejects a run_id of another check with 422', async () => {
    const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const monitor = data.find((m) => m.type === 'http')!
    expect((await sim().api(`/api/broken-links/${monitor.id}?run_id=42`)).status).toBe(422)
    const latest = await sim().json<{ meta: { run_id: number } }>(`/api/broken-links/${monitor.id}`)
    expect(
      (await sim().api(`/api/broken-links/${monitor.id}?run_id=${latest.meta.run_id}`)).status,
    ).toBe(200)
  })
})
