// Runs by id: `run_id` on the result endpoints answers that run's findings (not the latest's),
// a `run_id` of another check is 422, and every run's `service_url` opens a report page of that
// run served by the simulator (HTML, no token, escaped, strict CSP).
import { beforeAll, describe, expect, it } from 'vitest'
import { post, put, useSimulator } from '../helpers/simulator'
import type { ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', scenario: 'steady', monitors: 4, rateLimit: 10_000 })

interface Run {
  id: number
  check_id: number
  result: string
  started_at: string
  ended_at: string
  service_url: string
}
interface Links {
  data: { crawled_url: string; status_code: number | null }[]
  meta: { run_id: number; run_started_at: string; run_ended_at: string }
}

let monitor: ApiMonitor
let failedRun: Run
let latestRun: Run

const checkId = (type: string) => monitor.checks.find((c) => c.type === type)!.id
const runs = async (type: string) =>
  (await sim().json<ApiPage<Run>>(`/api/monitors/${monitor.id}/checks/${type}/runs`)).data

beforeAll(async () => {
  const list = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
  monitor = list.data.find((m) => m.type === 'http')!
  // Broken links run every 12 hours: one failing run, then a clean one after it.
  await sim().control.setCheckResult(checkId('broken_links'), 'failed')
  await sim().control.advance({ hours: 13 })
  await sim().control.setCheckResult(checkId('broken_links'), 'succeeded')
  await sim().control.advance({ hours: 13 })
  const all = await runs('broken_links')
  latestRun = all[0]!
  failedRun = all.find((run) => run.result === 'failed')!
})

describe('simulator: run_id', () => {
  it('answers an older run with that run findings, and the latest without run_id', async () => {
    expect(latestRun.result).toBe('succeeded')
    expect(failedRun).toBeDefined()
    const latest = await sim().json<Links>(`/api/broken-links/${monitor.id}`)
    expect(latest.data).toEqual([])
    expect(latest.meta.run_id).toBe(latestRun.id)
    const old = await sim().json<Links>(`/api/broken-links/${monitor.id}?run_id=${failedRun.id}`)
    expect(old.data.length).toBeGreaterThan(0)
    expect(old.meta.run_id).toBe(failedRun.id)
    expect(Date.parse(old.meta.run_started_at)).toBe(Date.parse(failedRun.started_at))
    expect(Date.parse(old.meta.run_ended_at)).toBe(Date.parse(failedRun.ended_at))
    const summary = await sim().json<{ meta: { run_id: number } }>(
      `/api/crawled-urls/${monitor.id}/summary?run_id=${failedRun.id}`,
    )
    expect(summary.meta.run_id).toBe(failedRun.id)
  })

  it('answers 422 for a run of another check, an unknown run or a malformed id', async () => {
    const uptimeRun = (await runs('uptime'))[0]!
    for (const id of [String(uptimeRun.id), String(failedRun.id + 1), 'abc']) {
      const answer = await sim().api(`/api/broken-links/${monitor.id}?run_id=${id}`)
      expect(answer.status, id).toBe(422)
      const body = (await answer.json()) as { errors: Record<string, string[]> }
      expect(body.errors).toHaveProperty('run_id')
    }
    const cert = await sim().api(`/api/certificate-health/${monitor.id}?run_id=${failedRun.id}`)
    expect(cert.status).toBe(422)
  })

  it('honours run_id on certificate health, mixed content and sitemap', async () => {
    for (const [type, path] of [
      ['certificate_health', 'certificate-health'],
      ['mixed_content', 'mixed-content'],
      ['sitemap', 'sitemap'],
    ] as const) {
      if (!monitor.checks.find((c) => c.type === type)!.enabled)
        await sim().api(`/api/checks/${checkId(type)}/enable`, post({}))
      await sim().control.advance({ hours: 49 })
      const all = await runs(type)
      expect(all.length, type).toBeGreaterThan(1)
      const run = all.at(-1)!
      const body = await sim().json<{ run_id?: number; meta?: { run_id: number } }>(
        `/api/${path}/${monitor.id}?run_id=${run.id}`,
      )
      expect(body.run_id ?? body.meta?.run_id, type).toBe(run.id)
    }
  })
})

describe('simulator: run report pages', () => {
  it('serves service_url on the API origin, outside /api, without the token', async () => {
    const url = new URL(failedRun.service_url)
    expect(url.origin).toBe(new URL(sim().baseUrl).origin)
    expect(url.pathname.startsWith('/api')).toBe(false)
    const page = await fetch(failedRun.service_url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    const html = await page.text()
    expect(html).toContain('data-result="failed"')
    expect(html).toContain(new Date(Date.parse(failedRun.started_at)).toISOString().slice(0, 19))
    const old = await sim().json<Links>(`/api/broken-links/${monitor.id}?run_id=${failedRun.id}`)
    for (const link of old.data) expect(html).toContain(link.crawled_url)
    const clean = await (await fetch(latestRun.service_url)).text()
    expect(clean).toContain('data-result="succeeded"')
    expect(clean).toContain('No broken links found.')
  })

  it('escapes what a user named', async () => {
    await sim().api(
      `/api/monitors/${monitor.id}`,
      put({ friendly_name: '<script>alert("x")</script> & co' }),
    )
    const html = await (await fetch(failedRun.service_url)).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co')
  })

  it('answers 404 for a run that does not exist', async () => {
    const base = sim().baseUrl
    for (const path of [
      '/__reports/runs/1',
      `/__reports/runs/${failedRun.id + 1}`,
      '/__reports/runs/x',
    ]) {
      const page = await fetch(base + path)
      expect(page.status, path).toBe(404)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
  })
})
