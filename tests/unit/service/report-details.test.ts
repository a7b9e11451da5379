// The check page's Lighthouse and AI findings against the simulator over HTTP: what the
// AppService gives is what the simulator answered (the latest report's scores and its failed
// audits, the link to the latest run's report; the latest AI answers), read once and cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

/** The run history's first page: the list the check page shows. */
const FIRST_PAGE = { result: null, page: 1 }

let h: Harness

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 40, slowRounds: false })
  await h.service.start()
  await h.advance(0)
})
afterAll(async () => {
  await h.close()
})

function withCheck(type: string): MonitorState {
  const monitor = h.service
    .getSnapshot()!
    .monitors.find((m) => m.checks.some((c) => c.type === type && c.enabled !== false))
  if (!monitor) throw new Error(`no monitor with a ${type} check in the demo`)
  return monitor
}

async function simulator<T>(path: string): Promise<T> {
  await h.syncSim()
  const response = await fetch(`${h.sim.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${h.sim.token}`, accept: 'application/json' },
  })
  return (await response.json()) as T
}

async function sentBy<T>(run: () => Promise<T>) {
  const before = (await h.requests()).length
  const value = await run()
  return { value, sent: (await h.requests()).slice(before) }
}

interface SimReport {
  performance_score: number
  accessibility_score: number
  best_practices_score: number
  seo_score: number
  progressive_web_app_score: number
  created_at: string
  json_report: { audits: Record<string, { title: string; score: number | null }> }
}

describe('report details', () => {
  it("shows the latest Lighthouse report's scores, failed audits and the run's report link", async () => {
    // The demo's websites have Lighthouse off; the service still has their daily reports.
    const monitor = withCheck('broken_links')
    const { value, sent } = await sentBy(() => h.service.checkDetails(monitor.id, 'lighthouse'))
    expect(sent.map((r) => r.path).sort()).toEqual(
      [
        `/api/monitors/${monitor.id}`,
        `/api/monitors/${monitor.id}/checks/lighthouse/runs`,
        `/api/monitors/${monitor.id}/lighthouse-reports/latest`,
      ].sort(),
    )
    const answer = await simulator<SimReport>(
      `/api/monitors/${monitor.id}/lighthouse-reports/latest`,
    )
    const f = value.findings
    if (f.kind !== 'lighthouse') throw new Error(f.kind)
    expect(f.scores.map((s) => s.score)).toEqual([
      answer.performance_score,
      answer.accessibility_score,
      answer.best_practices_score,
      answer.seo_score,
      answer.progressive_web_app_score,
    ])
    const failing = Object.values(answer.json_report.audits).filter(
      (a) => a.score !== null && a.score < 0.9,
    )
    expect(f.auditsKnown).toBe(true)
    expect(f.auditsFailed).toBe(failing.length)
    expect(f.audits.map((a) => a.title).sort()).toEqual(failing.map((a) => a.title).sort())
    // The full report is the newest run's page; with the check off there is no run to link.
    const runs = await simulator<{ data: { service_url: string }[] }>(
      `/api/monitors/${monitor.id}/checks/lighthouse/runs`,
    )
    expect(f.reportUrl).toBe(runs.data[0]?.service_url ?? null)
    expect(f.scores.every((s) => s.score !== null && s.score >= 20)).toBe(true)
    // The run list the page shows below is the one already read.
    const again = await sentBy(() => h.service.runHistory(monitor.id, 'lighthouse', FIRST_PAGE))
    expect(again.sent).toEqual([])
    expect((await sentBy(() => h.service.checkDetails(monitor.id, 'lighthouse'))).sent).toEqual([])
  })

  it('shows the latest AI answers, newest first, as the simulator sent them', async () => {
    const monitor = withCheck('ai')
    const { value, sent } = await sentBy(() => h.service.checkDetails(monitor.id, 'ai'))
    expect(sent.map((r) => r.path)).toContain(`/api/monitors/${monitor.id}/ai-responses`)
    const answer = await simulator<{
      data: { id: number; text: string; prompt: string; notification_title: string | null }[]
    }>(`/api/monitors/${monitor.id}/ai-responses`)
    const f = value.findings
    if (f.kind !== 'ai') throw new Error(f.kind)
    expect(answer.data.length).toBeGreaterThan(0)
    expect(f.responses.length).toBe(Math.min(5, answer.data.length))
    const byId = new Map(answer.data.map((a) => [a.id, a]))
    for (const r of f.responses) {
      expect(r.text).toBe(byId.get(r.id)!.text)
      expect(r.prompt).toBe(byId.get(r.id)!.prompt)
      expect(r.alert).toBe(byId.get(r.id)!.notification_title)
    }
    const times = f.responses.map((r) => r.at!)
    expect([...times].sort().reverse()).toEqual(times)
  })
})
