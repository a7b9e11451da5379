// For every recorded response of the real service (tests/fixtures/recorded-api), the simulator's answer
// to the same request has the same status code and the same keys and value types.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { RECORDINGS_DIR } from '../helpers/recordings-dir'
import { post, put, useSimulator } from '../helpers/simulator'
import { shapeDiff } from './shape'
import type { ApiCron, ApiMonitor, ApiPage } from './api-types'

/** Objects keyed by data rather than by field names. */
const DICTIONARIES = ['raw_dns_records']
const sim = useSimulator({ clock: 'manual', scenario: 'demo', rateLimit: 10_000 })

interface Ids {
  http: ApiMonitor
  ping: ApiMonitor
  tcp: ApiMonitor
  cron: ApiCron
  cronMonitorId: number
  statusPageId: number
  teamId: number
  healthItemId: number
  certificateId: number
  dnsItemId: number
}

type Request = [method: string, path: string, body?: unknown]
let ids: Ids

const compact = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)
const check = (monitor: ApiMonitor, type: string) => monitor.checks.find((c) => c.type === type)!.id

/** The request that reproduces each recording (setup runs right before it, in file order). */
const REQUESTS: Record<string, (ids: Ids) => Request | Promise<Request>> = {
  'application-health-check-history': (i) => [
    'GET',
    `/api/monitors/${i.http.id}/application-health-checks/${i.healthItemId}`,
  ],
  'application-health-checks': (i) => [
    'GET',
    `/api/monitors/${i.http.id}/application-health-checks`,
  ],
  'broken-links': async (i) => {
    await sim().control.setCheckResult(check(i.http, 'broken_links'), 'failed')
    return ['GET', `/api/broken-links/${i.http.id}`]
  },
  'certificate-health': (i) => ['GET', `/api/certificate-health/${i.http.id}`],
  'check-summary-warning': async (i) => {
    await sim().control.setCheckResult(
      check(i.ping, 'uptime'),
      'warning',
      'Primary location reports down',
    )
    return ['GET', `/api/monitors/${i.ping.id}/check-summary/uptime`]
  },
  'check-summary': (i) => ['GET', `/api/monitors/${i.http.id}/check-summary/certificate_health`],
  'create-cron-check-definition': (i) => [
    'POST',
    `/api/monitors/${i.http.id}/cron-checks`,
    {
      name: 'Test Cron Check',
      type: 'simple',
      frequency_in_minutes: 60,
      grace_time_in_minutes: 10,
      description: 'Test',
    },
  ],
  'create-monitor': (i) => [
    'POST',
    '/api/monitors',
    { url: 'https://example.com', team_id: i.teamId, type: 'http', description: 'Test' },
  ],
  'create-notification-destination': (i) => [
    'POST',
    `/api/monitors/${i.http.id}/notification-destinations`,
    { channel: 'mail', destination: { mail: 'example@example.com' } },
  ],
  'create-scheduled-maintenance-period': (i) => [
    'POST',
    '/api/maintenance-periods',
    {
      monitor_id: i.http.id,
      starts_at: '2026-12-25 02:00',
      ends_at: '2026-12-25 06:00',
      name: 'Scheduled Server Maintenance',
    },
  ],
  'cron-check-definitions': (i) => ['GET', `/api/monitors/${i.cronMonitorId}/cron-checks`],
  'delete-maintenance-period': async (i) => {
    const period = await sim().json<{ id: number }>(
      '/api/maintenance-periods',
      post({ monitor_id: i.http.id, starts_at: '2026-12-01 02:00', ends_at: '2026-12-01 03:00' }),
    )
    return ['DELETE', `/api/maintenance-periods/${period.id}`]
  },
  'delete-monitor': async (i) => {
    const created = await sim().json<{ id: number }>(
      '/api/monitors',
      post({ url: 'https://delete.example.com', team_id: i.teamId, type: 'http' }),
    )
    return ['DELETE', `/api/monitors/${created.id}`]
  },
  'delete-status-page': async (i) => {
    const page = await sim().json<{ id: number }>(
      '/api/status-pages',
      post({ team_id: i.teamId, title: 'Doomed', monitors: [] }),
    )
    return ['DELETE', `/api/status-pages/${page.id}`]
  },
  'detected-certificate': (i) => [
    'GET',
    `/api/monitors/${i.http.id}/detected-certificates/${i.certificateId}`,
  ],
  'detected-certificates': (i) => ['GET', `/api/monitors/${i.http.id}/detected-certificates`],
  'disable-check': (i) => ['POST', `/api/checks/${check(i.http, 'uptime')}/disable`],
  'dns-history-item': (i) => ['GET', `/api/monitors/${i.http.id}/dns-history-items/${i.dnsItemId}`],
  'dns-history-items': (i) => ['GET', `/api/monitors/${i.http.id}/dns-history-items`],
  downtime: async (i) => {
    const uptime = check(i.tcp, 'uptime')
    const from = sim().now()
    await sim().control.setCheckResult(uptime, 'failed')
    await sim().control.advance({ minutes: 5 })
    await sim().control.setCheckResult(uptime, null)
    await sim().control.advance({ minutes: 5 })
    return [
      'GET',
      `/api/monitors/${i.tcp.id}/downtime?filter[started_at]=${compact(from - 60_000)}&filter[ended_at]=${compact(sim().now())}`,
    ]
  },
  'enable-check': (i) => ['POST', `/api/checks/${check(i.http, 'uptime')}/enable`],
  'http-uptime-metrics': (i) => [
    'GET',
    `/api/monitors/${i.http.id}/http-uptime-metrics?filter[start]=${compact(sim().now() - 86_400_000)}&filter[end]=${compact(sim().now())}&filter[group_by]=hour`,
  ],
  'lighthouse-reports': (i) => ['GET', `/api/monitors/${i.http.id}/lighthouse-reports`],
  'maintenance-periods': async (i) => {
    await sim().json(`/api/monitors/${i.http.id}/start-maintenance`, post({ name: 'Test' }))
    return ['GET', `/api/monitors/${i.http.id}/maintenance-periods`]
  },
  me: () => ['GET', '/api/me'],
  'mixed-content': (i) => ['GET', `/api/mixed-content/${i.http.id}`],
  monitor: (i) => ['GET', `/api/monitors/${i.http.id}`],
  monitors: () => ['GET', '/api/monitors'],
  'notification-destinations': (i) => [
    'GET',
    `/api/monitors/${i.http.id}/notification-destinations`,
  ],
  'ping-uptime-metrics': (i) => [
    'GET',
    `/api/monitors/${i.ping.id}/ping-uptime-metrics?filter[start]=${compact(sim().now() - 6 * 3_600_000)}&filter[end]=${compact(sim().now())}&filter[group_by]=hour`,
  ],
  'request-check-run': (i) => ['POST', `/api/checks/${check(i.http, 'uptime')}/request-run`],
  sitemap: (i) => ['GET', `/api/sitemap/${i.http.id}`],
  'snooze-check': (i) => ['POST', `/api/checks/${check(i.http, 'uptime')}/snooze`, { minutes: 60 }],
  'snooze-cron-check-definition': (i) => [
    'POST',
    `/api/cron-checks/${i.cron.id}/snooze`,
    { minutes: 60 },
  ],
  'start-maintenance-period-name': (i) => [
    'POST',
    `/api/monitors/${i.ping.id}/start-maintenance`,
    { name: 'Database Migration', stop_maintenance_after_seconds: 60 },
  ],
  'start-maintenance-period': (i) => ['POST', `/api/monitors/${i.tcp.id}/start-maintenance`, {}],
  'status-page': (i) => ['GET', `/api/status-pages/${i.statusPageId}`],
  'status-pages': () => ['GET', '/api/status-pages'],
  'stop-maintenance-periods': (i) => ['POST', `/api/monitors/${i.tcp.id}/stop-maintenance`, {}],
  'tcp-uptime-metrics': (i) => [
    'GET',
    `/api/monitors/${i.tcp.id}/tcp-uptime-metrics?filter[start]=${compact(sim().now() - 6 * 3_600_000)}&filter[end]=${compact(sim().now())}&filter[group_by]=hour`,
  ],
  'unsnooze-check': (i) => ['POST', `/api/checks/${check(i.http, 'uptime')}/unsnooze`],
  'unsnooze-cron-check-definition': (i) => ['POST', `/api/cron-checks/${i.cron.id}/unsnooze`],
  'update-cron-check-definition': (i) => [
    'PUT',
    `/api/cron-checks/${i.cron.id}`,
    {
      name: 'Updated Cron Check',
      type: 'simple',
      frequency_in_minutes: 120,
      grace_time_in_minutes: 15,
    },
  ],
  'update-maintenance-period': async (i) => {
    const period = await sim().json<{ id: number }>(
      '/api/maintenance-periods',
      post({ monitor_id: i.http.id, starts_at: '2026-12-24 02:00', ends_at: '2026-12-24 06:00' }),
    )
    return [
      'PUT',
      `/api/maintenance-periods/${period.id}`,
      {
        starts_at: '2026-12-24 01:00',
        ends_at: '2026-12-24 05:00',
        name: 'Updated Maintenance Window',
      },
    ]
  },
  'update-status-page': (i) => ['PUT', `/api/status-pages/${i.statusPageId}`, { title: 'x' }],
}

interface Recording {
  statusCode: number
  headers: Record<string, string>
  data: string
}

const files = readdirSync(RECORDINGS_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()

beforeAll(async () => {
  const { data } = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
  const first = (type: string, predicate: (m: ApiMonitor) => boolean = () => true) => {
    const found = data.find((m) => m.type === type && predicate(m))
    if (!found) throw new Error(`the demo scenario has no ${type} monitor`)
    return found
  }
  const http = first('http')
  const withCron = first('http', (m) => m.checks.some((c) => c.type === 'cron' && c.enabled))
  const crons = await sim().json<ApiPage<ApiCron>>(`/api/monitors/${withCron.id}/cron-checks`)
  const health = await sim().json<ApiPage<{ id: number }>>(
    `/api/monitors/${http.id}/application-health-checks`,
  )
  const certificates = await sim().json<ApiPage<{ id: number }>>(
    `/api/monitors/${http.id}/detected-certificates`,
  )
  const dns = await sim().json<ApiPage<{ id: number }>>(
    `/api/monitors/${http.id}/dns-history-items`,
  )
  const pages = await sim().json<ApiPage<{ id: number }>>('/api/status-pages')
  const me = await sim().json<{ teams: { id: number }[] }>('/api/me')
  ids = {
    http,
    ping: first('ping'),
    tcp: first('tcp'),
    cron: crons.data[0]!,
    cronMonitorId: withCron.id,
    statusPageId: pages.data[0]!.id,
    teamId: me.teams[0]!.id,
    healthItemId: health.data[0]!.id,
    certificateId: certificates.data[0]!.id,
    dnsItemId: dns.data[0]!.id,
  }
})

describe('simulator answers have the recorded shapes', () => {
  it('knows a request for every recording', () => {
    const names = files.map((file) => file.replace(/\.json$/, ''))
    expect(names.filter((name) => !(name in REQUESTS))).toEqual([])
    expect(names.length).toBeGreaterThanOrEqual(45)
  })

  for (const file of files) {
    const name = file.replace(/\.json$/, '')
    it(name, async () => {
      const recording = JSON.parse(readFileSync(join(RECORDINGS_DIR, file), 'utf8')) as Recording
      const build = REQUESTS[name]
      if (!build) throw new Error(`no request mapped for ${file}`)
      const [method, path, body] = await build(ids)
      const response = await sim().api(
        path,
        body === undefined ? { method } : method === 'PUT' ? put(body) : { ...post(body), method },
      )
      const text = await response.text()
      expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBe(recording.statusCode)
      if (recording.data === '') {
        expect(text).toBe('')
        return
      }
      expect(
        shapeDiff(JSON.parse(recording.data), JSON.parse(text), '$', DICTIONARIES),
        `${method} ${path}`,
      ).toEqual([])
      const allow = Object.entries(recording.headers).find(([key]) => key.toLowerCase() === 'allow')
      if (allow) expect(response.headers.get('allow')).toBe(allow[1])
      expect(response.headers.get('x-ratelimit-limit')).toBe('10000')
    })
  }
})
