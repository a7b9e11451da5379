// What the official PHP SDK found missing or different in the simulator, one test per finding:
// empty `[]` bodies, whole application health items on snooze, ports and DNS blocklist checks,
// monitor update, status pages by team, and the endpoints beyond the spec's text in the shapes
// of the SDK's fixtures (Lighthouse, DNS blocklist, ports, domain, AI, broken-links whitelist).
import { describe, expect, it } from 'vitest'
import { post, put, useSimulator } from '../helpers/simulator'
import type { ApiCheck, ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', scenario: 'demo', rateLimit: 10_000 })

async function monitors(): Promise<ApiMonitor[]> {
  return (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data
}
async function firstOfType(type: string): Promise<ApiMonitor> {
  const found = (await monitors()).find((m) => m.type === type)
  if (!found) throw new Error(`no ${type} monitor in the demo world`)
  return found
}
function checkOf(monitor: ApiMonitor, type: string): ApiCheck {
  const found = monitor.checks.find((c) => c.type === type)
  if (!found) throw new Error(`monitor ${monitor.id} has no ${type} check`)
  return found
}
const raw = (body: string, method = 'POST'): RequestInit => ({
  method,
  body,
  headers: { 'Content-Type': 'application/json' },
})

describe('simulator: request bodies', () => {
  it('reads an empty JSON array as no input', async () => {
    const http = await firstOfType('http')
    const started = await sim().api(`/api/monitors/${http.id}/start-maintenance`, raw('[]'))
    expect(started.status).toBeLessThan(300)
    await sim().api(`/api/monitors/${http.id}/stop-maintenance`, post({}))
    // A required field is still required: `[]` is "nothing", not "invalid JSON".
    const snooze = await sim().api(`/api/checks/${checkOf(http, 'uptime').id}/snooze`, raw('[]'))
    expect(snooze.status).toBe(422)
    expect(((await snooze.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'minutes',
    )
  })
})

describe('simulator: application health snooze', () => {
  it('answers the whole item, as the list shows it, with the snooze set and cleared', async () => {
    const http = await firstOfType('http')
    const base = `/api/monitors/${http.id}/application-health-checks`
    const list = await sim().json<ApiPage<Record<string, unknown>>>(base)
    const item = list.data[0]!
    const snoozed = await sim().json<Record<string, unknown>>(
      `${base}/${String(item.id)}/snooze`,
      post({ minutes: 30 }),
    )
    expect(Object.keys(snoozed).sort()).toEqual(Object.keys(item).sort())
    expect(snoozed.label).toBe(item.label)
    expect(snoozed.active_snooze).not.toBeNull()
    const unsnoozed = await sim().json<Record<string, unknown>>(
      `${base}/${String(item.id)}/unsnooze`,
      post({}),
    )
    expect(unsnoozed.short_summary).toBe(item.short_summary)
    expect(unsnoozed.active_snooze).toBeNull()
  })
})

describe('simulator: monitors', () => {
  it('creates a monitor with the ports and DNS blocklist checks on', async () => {
    const teamId = (await firstOfType('http')).team_id
    const created = await sim().api(
      '/api/monitors',
      post({
        url: 'https://ports.example.com',
        type: 'http',
        team_id: teamId,
        checks: ['uptime', 'ports', 'dns_blocklist'],
      }),
    )
    expect(created.status).toBe(201)
    const monitor = (await created.json()) as ApiMonitor
    expect(checkOf(monitor, 'ports').enabled).toBe(true)
    expect(checkOf(monitor, 'dns_blocklist').enabled).toBe(true)
    expect(checkOf(monitor, 'performance').enabled).toBe(false)
    const again = await sim().json<ApiMonitor>(`/api/monitors/${monitor.id}`)
    expect(again.checks.map((c) => c.type)).toContain('ports')
    // An AI monitor has no host to scan.
    const ai = await sim().api(
      '/api/monitors',
      post({ url: 'https://ai.example.com', type: 'ai', team_id: teamId, checks: ['ports'] }),
    )
    expect(ai.status).toBe(422)
  })

  it('updates a monitor with PUT and keeps what was not sent', async () => {
    const http = await firstOfType('http')
    const updated = await sim().json<ApiMonitor & { group_name: string }>(
      `/api/monitors/${http.id}`,
      put({ group_name: 'Renamed group', checks: ['uptime', 'ports'] }),
    )
    expect(updated.group_name).toBe('Renamed group')
    expect(updated.url).toBe(http.url)
    expect(checkOf(updated, 'ports').enabled).toBe(true)
    expect(checkOf(updated, 'performance').enabled).toBe(false)
    const read = await sim().json<{ group_name: string }>(`/api/monitors/${http.id}`)
    expect(read.group_name).toBe('Renamed group')
    expect((await sim().api('/api/monitors/999999', put({ group_name: 'x' }))).status).toBe(404)
    const bad = await sim().api(`/api/monitors/${http.id}`, put({ url: 'not a url' }))
    expect(bad.status).toBe(422)
  })

  it('adds a URL to the broken links whitelist', async () => {
    const http = await firstOfType('http')
    const answer = await sim().api(
      `/api/monitors/${http.id}/add-to-broken-links-whitelist`,
      post({ whitelistUrl: 'https://example.org/ignored' }),
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({})
    const read = await sim().json<{
      broken_links_check_settings: { whitelisted_urls: string[] }
    }>(`/api/monitors/${http.id}`)
    expect(read.broken_links_check_settings.whitelisted_urls).toContain(
      'https://example.org/ignored',
    )
    const missing = await sim().api(
      `/api/monitors/${http.id}/add-to-broken-links-whitelist`,
      post({}),
    )
    expect(missing.status).toBe(422)
  })
})

describe('simulator: status pages by team', () => {
  it('filters the list by filter[team_id]', async () => {
    interface Page {
      id: number
      monitors: { team_id: number }[]
    }
    const all = (await sim().json<ApiPage<Page>>('/api/status-pages')).data
    const teams = new Set(all.flatMap((p) => p.monitors.map((m) => m.team_id)))
    expect(teams.size).toBeGreaterThan(1)
    const team = [...teams][0]!
    const filtered = (await sim().json<ApiPage<Page>>(`/api/status-pages?filter[team_id]=${team}`))
      .data
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.length).toBeLessThan(all.length)
    for (const page of filtered) for (const m of page.monitors) expect(m.team_id).toBe(team)
  })
})

describe('simulator: scan history beyond the spec', () => {
  it('serves Lighthouse reports: the list, one report and the latest', async () => {
    const http = await firstOfType('http')
    const base = `/api/monitors/${http.id}/lighthouse-reports`
    const list = await sim().json<ApiPage<{ id: number; performance_score: number }>>(base)
    expect(list.data.length).toBeGreaterThan(0)
    expect(list.data[0]).not.toHaveProperty('json_report')
    const first = list.data[0]!
    const one = await sim().json<{ id: number; json_report: object; performance_score: number }>(
      `${base}/${first.id}`,
    )
    expect(one.id).toBe(first.id)
    expect(one.performance_score).toBe(first.performance_score)
    expect(one.json_report).toBeTypeOf('object')
    expect((await sim().json<{ id: number }>(`${base}/latest`)).id).toBe(first.id)
    const missing = await sim().api(`${base}/1`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Resource not found.' })
  })

  it('serves DNS blocklist and ports history, following the check when the monitor has it', async () => {
    const teamId = (await firstOfType('http')).team_id
    const monitor = await sim().json<ApiMonitor>(
      '/api/monitors',
      post({
        url: 'https://scanned.example.com',
        type: 'http',
        team_id: teamId,
        checks: ['uptime', 'ports', 'dns_blocklist'],
      }),
    )
    const portsBase = `/api/monitors/${monitor.id}/ports-history-items`
    const blockBase = `/api/monitors/${monitor.id}/dns-blocklist-history-items`
    // Pending: nothing scanned yet.
    expect((await sim().json<ApiPage<unknown>>(portsBase)).data).toEqual([])
    await sim().control.advance({ hours: 7 })
    interface Ports {
      id: number
      scanned_host: string
      open_ports: number[]
      issues: string[]
    }
    const clean = await sim().json<ApiPage<Ports>>(portsBase)
    expect(clean.data.length).toBeGreaterThanOrEqual(6)
    expect(clean.data[0]!.scanned_host).toBe('scanned.example.com')
    expect(clean.data[0]!.issues).toEqual([])
    await sim().control.setCheckResult(checkOf(monitor, 'ports').id, 'failed')
    await sim().control.setCheckResult(checkOf(monitor, 'dns_blocklist').id, 'failed')
    const failing = await sim().json<ApiPage<Ports>>(portsBase)
    expect(failing.data[0]!.open_ports).toContain(3306)
    expect(failing.data[0]!.issues.length).toBeGreaterThan(0)
    const one = await sim().json<Ports>(`${portsBase}/${failing.data[0]!.id}`)
    expect(one).toEqual(failing.data[0])
    interface Block {
      id: number
      checked_domain: string
      blocklist_results: { listed: boolean }[]
      issues: string[] | null
    }
    const blocks = await sim().json<ApiPage<Block>>(blockBase)
    expect(blocks.data[0]!.checked_domain).toBe('scanned.example.com')
    expect(blocks.data[0]!.blocklist_results.some((r) => r.listed)).toBe(true)
    expect(blocks.data.at(-1)!.issues).toBeNull()
    expect((await sim().json<Block>(`${blockBase}/${blocks.data[0]!.id}`)).id).toBe(
      blocks.data[0]!.id,
    )
    expect((await sim().api(`${blockBase}/12345`)).status).toBe(404)
  })

  it('answers the domain record once the domain check has run, 422 while it is off', async () => {
    const http = await firstOfType('http')
    const domain = checkOf(http, 'domain')
    expect(domain.enabled).toBe(false)
    const off = await sim().api(`/api/monitors/${http.id}/domain`)
    expect(off.status).toBe(422)
    await sim().api(`/api/checks/${domain.id}/enable`, post({}))
    const record = await sim().json<{ expires_at: string; domain_statuses: string[] }>(
      `/api/monitors/${http.id}/domain`,
    )
    expect(record.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(record.domain_statuses).toContain('clientTransferProhibited')
    await sim().api(`/api/checks/${domain.id}/disable`, post({}))
  })

  it('serves AI responses of an AI monitor: list, one and latest', async () => {
    const ai = await firstOfType('ai')
    const base = `/api/monitors/${ai.id}/ai-responses`
    interface Answer {
      id: number
      result: string
      text: string
      used_tools: unknown[]
    }
    const list = await sim().json<ApiPage<Answer>>(base)
    expect(list.data.length).toBeGreaterThan(0)
    const latest = await sim().json<Answer>(`${base}/latest`)
    expect(latest).toEqual(list.data[0])
    expect(await sim().json<Answer>(`${base}/${latest.id}`)).toEqual(latest)
    expect(latest.result).toBe(checkOf(ai, 'ai').latest_run_result === 'failed' ? 'issue' : 'ok')
  })
})
