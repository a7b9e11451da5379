// Which client function each recorded response belongs to, what it must send and what it must
// yield. Shared by the contract test and the fuzz test.
import { expect } from 'vitest'
import type { ApiClient } from '@app/core/api'

export const TOKEN = 'contract-token-7f3a9c1e'

export interface Case {
  method: string
  path: string
  call: (api: ApiClient) => Promise<unknown>
  check: (value: never) => void
  /** Expected JSON body sent, when the call sends one. */
  body?: unknown
}

// Recordings whose endpoint is not in the spec (see the report in the issue).
export const NO_SPEC_ENDPOINT = new Set([
  'check-summary', // check summary endpoint: not in the spec
  'check-summary-warning',
  'delete-monitor', // "Update and delete of a monitor: not shown"
  'dns-history-item', // "Dedicated endpoints for ... DNS ...: not shown"
  'dns-history-items',
  'lighthouse-reports', // "Dedicated endpoints for lighthouse ...: not shown"
  'update-status-page', // PUT /api/status-pages/{id} is not an endpoint: the service answers 405
])

export const cases: Record<string, Case> = {
  me: {
    method: 'GET',
    path: '/api/me',
    call: (api) => api.me(),
    check: (me: Awaited<ReturnType<ApiClient['me']>>) => {
      expect(me.id).toBe(110)
      expect(me.email).toBe('freek@ohdear.app')
      expect(me.teams).toEqual([{ id: 19245, name: 'Test API', role: 'Owner' }])
    },
  },
  monitors: {
    method: 'GET',
    path: '/api/monitors',
    call: (api) => api.monitors.listPage(1),
    check: (page: Awaited<ReturnType<ApiClient['monitors']['listPage']>>) => {
      expect(page).toMatchObject({
        currentPage: 1,
        lastPage: 1,
        perPage: 200,
        total: 4,
        hasMore: false,
      })
      expect(page.data.map((m) => [m.id, m.type, m.summarized_check_result])).toEqual([
        [82060, 'http', 'failed'],
        [82061, 'ping', 'succeeded'],
        [82062, 'tcp', 'succeeded'],
        [82063, 'http', 'succeeded'],
      ])
      const freek = page.data[0]!
      expect(freek.checks).toHaveLength(11)
      const broken = freek.checks.find((c) => c.type === 'broken_links')!
      expect(broken).toMatchObject({ id: 940707, latest_run_result: 'failed', summary: '40 found' })
      // PHP's `[]` for an empty settings object arrives as a record.
      expect(freek.checks.find((c) => c.type === 'mixed_content')!.settings).toEqual({})
      expect(freek.uptime_check_settings).toMatchObject({ location: 'paris', timeout: 5 })
      expect(page.data[1]!.uptime_check_settings).toMatchObject({ ttl: 64, count: 5 })
      expect(freek.marked_for_deletion_at).toBeNull()
    },
  },
  monitor: {
    method: 'GET',
    path: '/api/monitors/82063',
    call: (api) => api.monitors.get(82063),
    check: (m: Awaited<ReturnType<ApiClient['monitors']['get']>>) => {
      expect(m).toMatchObject({
        id: 82063,
        url: 'https://laravel.com',
        label: 'laravel.com',
        group_name: '',
      })
      expect(m.checks[0]).toMatchObject({
        id: 940725,
        type: 'uptime',
        enabled: true,
        summary: 'Up',
      })
      expect(m.checks[0]!.settings.uptime_check_location).toBe('')
    },
  },
  'create-monitor': {
    method: 'POST',
    path: '/api/monitors',
    body: {
      url: 'https://example.com',
      team_id: 19245,
      type: 'http',
      description: 'Test monitor description',
    },
    call: (api) =>
      api.monitors.create({
        url: 'https://example.com',
        team_id: 19245,
        type: 'http',
        description: 'Test monitor description',
      }),
    check: (m: Awaited<ReturnType<ApiClient['monitors']['create']>>) => {
      expect(m).toMatchObject({
        id: 82064,
        summarized_check_result: 'pending',
        latest_run_date: null,
      })
      expect(m.checks[0]).toMatchObject({
        type: 'uptime',
        latest_run_result: 'pending',
        latest_run_ended_at: null,
      })
    },
  },
  'enable-check': {
    method: 'POST',
    path: '/api/checks/940704/enable',
    call: (api) => api.checks.enable(940704),
    check: (c: Awaited<ReturnType<ApiClient['checks']['enable']>>) =>
      expect(c).toMatchObject({ id: 940704, enabled: true, summary: 'Up', active_snooze: null }),
  },
  'disable-check': {
    method: 'POST',
    path: '/api/checks/940704/disable',
    call: (api) => api.checks.disable(940704),
    check: (c: Awaited<ReturnType<ApiClient['checks']['disable']>>) =>
      expect(c).toMatchObject({ id: 940704, enabled: false, summary: 'Disabled' }),
  },
  'request-check-run': {
    method: 'POST',
    path: '/api/checks/940704/request-run',
    body: { httpClientHeaders: [{ name: 'X-Debug', value: '1' }] },
    call: (api) => api.checks.requestRun(940704, [{ name: 'X-Debug', value: '1' }]),
    check: (c: Awaited<ReturnType<ApiClient['checks']['requestRun']>>) =>
      expect(c).toMatchObject({
        id: 940704,
        type: 'uptime',
        latest_run_ended_at: '2025-08-09 18:55:37',
      }),
  },
  'snooze-check': {
    method: 'POST',
    path: '/api/checks/940704/snooze',
    body: { minutes: 60 },
    call: (api) => api.checks.snooze(940704, 60),
    check: (c: Awaited<ReturnType<ApiClient['checks']['snooze']>>) =>
      expect(c?.active_snooze).toEqual({
        id: 148892,
        starts_at: '2025-08-09 18:59:53',
        ends_at: '2025-08-09 19:59:53',
        snoozed_by: 'Freek staging2',
        unsnoozed_by: null,
        source: 'API',
        created_at: '2025-08-09 18:59:53',
      }),
  },
  'unsnooze-check': {
    method: 'POST',
    path: '/api/checks/940704/unsnooze',
    call: (api) => api.checks.unsnooze(940704),
    check: (c: Awaited<ReturnType<ApiClient['checks']['unsnooze']>>) =>
      expect(c?.active_snooze).toBeNull(),
  },
  'cron-check-definitions': {
    method: 'GET',
    path: '/api/monitors/82060/cron-checks',
    call: (api) => api.cronChecks.list(82060),
    check: (list: Awaited<ReturnType<ApiClient['cronChecks']['list']>>) => {
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({
        id: 208283,
        type: 'simple',
        frequency_in_minutes: 60,
        latest_result: '',
        latest_ping_at: '',
        latest_result_label: 'waiting on first ping',
        cron_expression: '',
        server_timezone: null,
      })
    },
  },
  'create-cron-check-definition': {
    method: 'POST',
    path: '/api/monitors/82060/cron-checks',
    body: {
      name: 'Test Cron Check',
      type: 'simple',
      frequency_in_minutes: 60,
      grace_time_in_minutes: 10,
      description: 'Test cron check description',
    },
    call: (api) =>
      api.cronChecks.create(82060, {
        name: 'Test Cron Check',
        type: 'simple',
        frequency_in_minutes: 60,
        grace_time_in_minutes: 10,
        description: 'Test cron check description',
      }),
    check: (c: Awaited<ReturnType<ApiClient['cronChecks']['create']>>) =>
      expect(c).toMatchObject({
        id: 208283,
        uuid: 'a2313fbd-27a1-48b5-9e8f-c743362bb0df',
        ping_url: 'https://ping-staging.ohdear.app/a2313fbd-27a1-48b5-9e8f-c743362bb0df',
        grace_time_in_minutes: 10,
      }),
  },
  'update-cron-check-definition': {
    method: 'PUT',
    path: '/api/cron-checks/208283',
    body: {
      name: 'Updated Cron Check',
      type: 'simple',
      frequency_in_minutes: 120,
      grace_time_in_minutes: 15,
    },
    call: (api) =>
      api.cronChecks.update(208283, {
        name: 'Updated Cron Check',
        type: 'simple',
        frequency_in_minutes: 120,
        grace_time_in_minutes: 15,
      }),
    check: (c: Awaited<ReturnType<ApiClient['cronChecks']['update']>>) =>
      expect(c).toMatchObject({
        name: 'Updated Cron Check',
        frequency_in_minutes: 120,
        grace_time_in_minutes: 15,
      }),
  },
  'snooze-cron-check-definition': {
    method: 'POST',
    path: '/api/cron-checks/208283/snooze',
    body: { minutes: 60 },
    call: (api) => api.cronChecks.snooze(208283, 60),
    check: (c: Awaited<ReturnType<ApiClient['cronChecks']['snooze']>>) =>
      expect(c?.active_snooze).toMatchObject({
        id: 148893,
        ends_at: '2025-08-10 10:17:33',
        source: 'API',
      }),
  },
  'unsnooze-cron-check-definition': {
    method: 'POST',
    path: '/api/cron-checks/208283/unsnooze',
    call: (api) => api.cronChecks.unsnooze(208283),
    check: (c: Awaited<ReturnType<ApiClient['cronChecks']['unsnooze']>>) =>
      expect(c?.active_snooze).toBeNull(),
  },
  'application-health-checks': {
    method: 'GET',
    path: '/api/monitors/82060/application-health-checks',
    call: (api) => api.applicationHealth.list(82060),
    check: (list: Awaited<ReturnType<ApiClient['applicationHealth']['list']>>) => {
      expect(list).toHaveLength(8)
      expect(list[0]).toMatchObject({
        id: 2608325,
        name: 'Database',
        status: 'ok',
        meta: {},
        active_snooze: null,
      })
    },
  },
  'application-health-check-history': {
    method: 'GET',
    path: '/api/monitors/82060/application-health-checks/2608325',
    call: (api) => api.applicationHealth.history(82060, 2608325),
    check: (list: Awaited<ReturnType<ApiClient['applicationHealth']['history']>>) =>
      expect(list).toEqual([
        expect.objectContaining({
          id: 1565782433,
          status: 'ok',
          meta: { connection_name: 'mysql' },
        }),
      ]),
  },
  'broken-links': {
    method: 'GET',
    path: '/api/broken-links/82060',
    call: (api) => api.results.brokenLinks(82060),
    check: (r: Awaited<ReturnType<ApiClient['results']['brokenLinks']>>) => {
      expect(r.data).toHaveLength(40)
      expect(r.data[0]).toMatchObject({
        status_code: 404,
        relative_found_on_url: '/90-higher-order-programming',
        link_text: 'another wonderful blog post',
        internal: true,
        type: null,
        error_message: null,
      })
    },
  },
  'certificate-health': {
    method: 'GET',
    path: '/api/certificate-health/82060',
    call: (api) => api.results.certificateHealth(82060),
    check: (r: Awaited<ReturnType<ApiClient['results']['certificateHealth']>>) => {
      expect(r.certificate_details).toEqual({
        issuer: 'WE1',
        valid_from: '2025-07-15 17:32:00',
        valid_until: '2025-10-13 18:29:08',
      })
      expect(r.certificate_checks).toHaveLength(14)
      expect(r.certificate_checks.every((c) => c.passed)).toBe(true)
      expect(r.certificate_chain_issuers[0]).toBe('US, Google Trust Services, WE1')
    },
  },
  'mixed-content': {
    method: 'GET',
    path: '/api/mixed-content/82060',
    call: (api) => api.results.mixedContent(82060),
    check: (r: Awaited<ReturnType<ApiClient['results']['mixedContent']>>) => {
      expect(r.data).toEqual([])
      expect(r.meta).toMatchObject({ total: 0, per_page: 1000 })
    },
  },
  sitemap: {
    method: 'GET',
    path: '/api/sitemap/82060',
    call: (api) => api.results.sitemap(82060),
    check: (r: Awaited<ReturnType<ApiClient['results']['sitemap']>>) => {
      expect(r).toMatchObject({ totalIssuesCount: 10, totalUrlCount: 628, hasIssues: true })
      expect(r.sitemapIndexes[6]!.issues[0]).toMatchObject({
        name: 'CouldNotLoadSitemapIndex',
        responseCode: 404,
      })
      expect(r.sitemaps[0]).toMatchObject({ urlCount: 411, issuesCount: 0 })
    },
  },
  'detected-certificates': {
    method: 'GET',
    path: '/api/monitors/82060/detected-certificates',
    call: (api) => api.results.detectedCertificates(82060),
    check: (p: Awaited<ReturnType<ApiClient['results']['detectedCertificates']>>) => {
      expect(p).toMatchObject({ total: 1, hasMore: false })
      expect(p.data[0]!.certificate_details.additional_domains).toEqual([
        'freek.dev',
        '*.freek.dev',
      ])
    },
  },
  'detected-certificate': {
    method: 'GET',
    path: '/api/monitors/82060/detected-certificates/10',
    call: (api) => api.results.detectedCertificate(82060, 10),
    check: (c: Awaited<ReturnType<ApiClient['results']['detectedCertificate']>>) =>
      expect(c).toMatchObject({
        id: 10,
        fingerprint: '9a8d6cd8d1acdfb7834988b6055a1206d62c3015',
        certificate_details: { days_until_expiration: 64, is_valid: true, is_expired: false },
      }),
  },
  downtime: {
    method: 'GET',
    path: '/api/monitors/82060/downtime',
    call: (api) =>
      api.uptime.downtime(82060, { startedAt: '20250810000000', endedAt: '20250810235959' }),
    check: (list: Awaited<ReturnType<ApiClient['uptime']['downtime']>>) =>
      expect(list).toEqual([
        {
          id: 25774283,
          started_at: '2025-08-10 12:06:39',
          ended_at: '2025-08-10 12:09:11',
          notes_html: null,
          notes_markdown: null,
        },
      ]),
  },
  'http-uptime-metrics': {
    method: 'GET',
    path: '/api/monitors/82060/http-uptime-metrics',
    call: (api) =>
      api.uptime.httpMetrics(82060, {
        start: Date.UTC(2025, 7, 8, 20),
        end: Date.UTC(2025, 7, 9, 20),
        groupBy: 'hour',
      }),
    check: (list: Awaited<ReturnType<ApiClient['uptime']['httpMetrics']>>) => {
      expect(list.length).toBeGreaterThan(10)
      expect(list[0]).toMatchObject({
        date: '2025-08-08 20:00:00',
        total_time_in_seconds: 0.11109514968314518,
      })
      expect(list[0]!.curl).toMatchObject({ header_size: 1697 })
    },
  },
  'ping-uptime-metrics': {
    method: 'GET',
    path: '/api/monitors/82061/ping-uptime-metrics',
    call: (api) =>
      api.uptime.pingMetrics(82061, { start: '20240101100000', end: '20240101130000' }),
    check: (list: Awaited<ReturnType<ApiClient['uptime']['pingMetrics']>>) =>
      expect(list.map((m) => m.date)).toEqual([
        '2024-01-01 10:00:00',
        '2024-01-01 11:00:00',
        '2024-01-01 12:00:00',
      ]),
  },
  'tcp-uptime-metrics': {
    method: 'GET',
    path: '/api/monitors/82062/tcp-uptime-metrics',
    call: (api) => api.uptime.tcpMetrics(82062, { start: '20250809000000', end: '20250809235959' }),
    check: (list: Awaited<ReturnType<ApiClient['uptime']['tcpMetrics']>>) =>
      expect(list[1]).toEqual({
        time_to_connect_in_ms: 0,
        uptime_percentage: 0,
        downtime_percentage: 0,
        uptime_seconds: 0,
        downtime_seconds: 0,
        date: '2025-08-09 01:00:00',
      }),
  },
  'maintenance-periods': {
    method: 'GET',
    path: '/api/monitors/82060/maintenance-periods',
    call: (api) => api.maintenance.list(82060),
    check: (p: Awaited<ReturnType<ApiClient['maintenance']['list']>>) =>
      expect(p.data).toEqual([
        {
          id: 207098,
          monitor_id: 82060,
          name: 'Test',
          starts_at: '2025-08-04 21:14:00',
          ends_at: '2025-08-06 23:14:00',
        },
      ]),
  },
  'start-maintenance-period': {
    method: 'POST',
    path: '/api/monitors/82060/start-maintenance',
    body: { stop_maintenance_after_seconds: 3600 },
    call: (api) => api.maintenance.start(82060, { stop_maintenance_after_seconds: 3600 }),
    check: (p: Awaited<ReturnType<ApiClient['maintenance']['start']>>) =>
      expect(p).toEqual({
        id: 207099,
        monitor_id: 82060,
        name: null,
        starts_at: '2025-08-09 21:17:25',
        ends_at: '2025-08-09 22:17:25',
      }),
  },
  'start-maintenance-period-name': {
    method: 'POST',
    path: '/api/monitors/82060/start-maintenance',
    body: { stop_maintenance_after_seconds: 60, name: 'Database Migration' },
    call: (api) =>
      api.maintenance.start(82060, {
        stop_maintenance_after_seconds: 60,
        name: 'Database Migration',
      }),
    check: (p: Awaited<ReturnType<ApiClient['maintenance']['start']>>) =>
      expect(p).toMatchObject({
        id: 207100,
        name: 'Database Migration',
        ends_at: '2025-08-09 21:20:12',
      }),
  },
  'stop-maintenance-periods': {
    method: 'POST',
    path: '/api/monitors/82060/stop-maintenance',
    body: {},
    call: (api) => api.maintenance.stop(82060),
    check: (v: undefined) => expect(v).toBeUndefined(),
  },
  'create-scheduled-maintenance-period': {
    method: 'POST',
    path: '/api/maintenance-periods',
    body: {
      monitor_id: 82060,
      starts_at: '2024-12-25 02:00',
      ends_at: '2024-12-25 06:00',
      name: 'Scheduled Server Maintenance',
    },
    call: (api) =>
      api.maintenance.create({
        monitor_id: 82060,
        starts_at: '2024-12-25 02:00',
        ends_at: '2024-12-25 06:00',
        name: 'Scheduled Server Maintenance',
      }),
    check: (p: Awaited<ReturnType<ApiClient['maintenance']['create']>>) =>
      expect(p).toMatchObject({
        id: 207101,
        starts_at: '2024-12-25 02:00:00',
        ends_at: '2024-12-25 06:00:00',
      }),
  },
  'update-maintenance-period': {
    method: 'PUT',
    path: '/api/maintenance-periods/207101',
    body: {
      starts_at: '2024-12-25 01:00',
      ends_at: '2024-12-25 05:00',
      name: 'Updated Maintenance Window',
    },
    call: (api) =>
      api.maintenance.update(207101, {
        starts_at: '2024-12-25 01:00',
        ends_at: '2024-12-25 05:00',
        name: 'Updated Maintenance Window',
      }),
    check: (p: Awaited<ReturnType<ApiClient['maintenance']['update']>>) =>
      expect(p).toMatchObject({
        name: 'Updated Maintenance Window',
        starts_at: '2024-12-25 01:00:00',
      }),
  },
  'delete-maintenance-period': {
    method: 'DELETE',
    path: '/api/maintenance-periods/207101',
    call: (api) => api.maintenance.delete(207101),
    check: (v: undefined) => expect(v).toBeUndefined(),
  },
  'status-pages': {
    method: 'GET',
    path: '/api/status-pages',
    call: (api) => api.statusPages.listPage(1),
    check: (p: Awaited<ReturnType<ApiClient['statusPages']['listPage']>>) => {
      expect(p).toMatchObject({ total: 2, hasMore: false })
      expect(p.data.map((s) => [s.id, s.title, s.summarized_status, s.timezone])).toEqual([
        [9338, 'First status page', 'up', 'Europe/Brussels'],
        [9339, 'Second status page', 'up', 'Europe/Brussels'],
      ])
    },
  },
  'status-page': {
    method: 'GET',
    path: '/api/status-pages/9338',
    call: (api) => api.statusPages.get(9338),
    check: (s: Awaited<ReturnType<ApiClient['statusPages']['get']>>) =>
      expect(s).toMatchObject({
        id: 9338,
        full_url: 'https://staging.ohdear.app/status-page/first-status-page',
        updates: [],
        monitors: [],
        domain: null,
      }),
  },
  'delete-status-page': {
    method: 'DELETE',
    path: '/api/status-pages/9338',
    call: (api) => api.statusPages.delete(9338),
    check: (v: undefined) => expect(v).toBeUndefined(),
  },
  'notification-destinations': {
    method: 'GET',
    path: '/api/monitors/82060/notification-destinations',
    call: (api) => api.notificationDestinations.monitor.list(82060),
    check: (list: Awaited<ReturnType<ApiClient['notificationDestinations']['monitor']['list']>>) =>
      expect(list).toEqual([
        {
          id: 456,
          channel: 'mail',
          label: null,
          team_id: null,
          destination: {},
          notification_types: [],
          enabled: null,
          disabled_reason: null,
        },
      ]),
  },
  'create-notification-destination': {
    method: 'POST',
    path: '/api/team-notification-destinations/19245',
    body: { channel: 'mail', destination: { mail: 'example@example.com' } },
    call: (api) =>
      api.notificationDestinations.team.create(19245, {
        channel: 'mail',
        destination: { mail: 'example@example.com' },
      }),
    check: (d: Awaited<ReturnType<ApiClient['notificationDestinations']['team']['create']>>) =>
      expect(d).toMatchObject({
        id: 456,
        channel: 'mail',
        destination: { mail: 'example@example.com' },
      }),
  },
}
