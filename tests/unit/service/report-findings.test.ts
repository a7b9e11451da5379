// Lighthouse and AI findings read from the service's answers: the recorded Lighthouse report
// read in full (it has no full report: no audits known), the failed audits of Lighthouse's own
// report worst first and bounded, a bad audit set aside and counted, the AI answers newest first.
import { describe, expect, it } from 'vitest'
import recordedReports from '../../fixtures/recorded-api/lighthouse-reports.json'
import { paginated } from '@app/core/api/schemas/common'
import { aiResponseSchema, lighthouseReportSchema } from '@app/core/api/schemas/reports'
import { runSchema } from '@app/core/api/schemas/results'
import {
  AI_RESPONSE_LIMIT,
  failedAudits,
  latestReportUrl,
  toAi,
  toLighthouse,
} from '@app/core/app-service/report-findings'
import { LIGHTHOUSE_AUDIT_LIMIT } from '@app/shared/check-views'
import { TEXT_LIMITS } from '@app/shared/clip'

const lighthouse = (report: unknown, url: string | null = null) => {
  const read = toLighthouse(lighthouseReportSchema.parse(report), url)
  if (read.findings.kind !== 'lighthouse') throw new Error(read.findings.kind)
  return { ...read, view: read.findings }
}

describe('Lighthouse findings', () => {
  it('reads the recorded report: every category score and measurement, no audits listed', () => {
    const page = paginated(lighthouseReportSchema).parse(JSON.parse(recordedReports.data)) as {
      data: unknown[]
    }
    const { view } = lighthouse(page.data[0], 'https://ohdear.app/r/1')
    expect(view.scores).toEqual([
      { category: 'performance', score: 70 },
      { category: 'accessibility', score: 96 },
      { category: 'bestPractices', score: 93 },
      { category: 'seo', score: 91 },
      { category: 'pwa', score: 28 },
    ])
    expect(view.metrics.find((m) => m.metric === 'tbt')?.value).toBe(401.76)
    expect(view.metrics.find((m) => m.metric === 'cls')?.value).toBe(0.01)
    expect(view.checkedAt).toBe('2025-08-10T11:30:29.000Z')
    expect(view.auditsKnown).toBe(false)
    expect(view.audits).toEqual([])
    expect(view.reportUrl).toBe('https://ohdear.app/r/1')
  })

  it('lists the audits that did not pass, worst first; passed, manual and unscored ones left out', () => {
    const { view, unreadable } = lighthouse({
      id: 1,
      performance_score: 40,
      created_at: '2026-11-26 10:00:00',
      json_report: {
        finalUrl: 'https://shop.example/',
        audits: {
          'speed-index': {
            title: 'Speed Index',
            score: 0.5,
            scoreDisplayMode: 'numeric',
            displayValue: '4.1 s',
          },
          'image-alt': { title: 'Images have alt', score: 0, scoreDisplayMode: 'binary' },
          fine: { title: 'Fine', score: 0.95, scoreDisplayMode: 'numeric' },
          manual: { title: 'Manual', score: null, scoreDisplayMode: 'manual' },
          info: { title: 'Info', score: 0, scoreDisplayMode: 'informative' },
          broken: { score: 0 },
          odd: 'not an audit',
        },
      },
    })
    expect(view.audits.map((a) => [a.id, a.score, a.value])).toEqual([
      ['image-alt', 0, null],
      ['speed-index', 50, '4.1 s'],
    ])
    expect(view.auditsFailed).toBe(2)
    expect(view.page).toBe('https://shop.example/')
    // A report without a PWA score leaves the category out.
    expect(view.scores.map((s) => s.category)).toEqual([
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
    ])
    expect(view.scores[1]!.score).toBeNull()
    expect(unreadable.count).toBe(2)
    expect(unreadable.reasons[0]).toMatch(/^audit broken/)
  })

  it('keeps at most the limit of audits, counts all, and bounds long titles', () => {
    const audits = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `a${i}`,
        { title: 'x'.repeat(5000), score: i / 100, scoreDisplayMode: 'numeric' },
      ]),
    )
    const read = failedAudits({ audits })
    expect(read.audits).toHaveLength(LIGHTHOUSE_AUDIT_LIMIT)
    expect(read.failed).toBe(30)
    expect(read.audits[0]!.id).toBe('a0')
    expect(read.audits[0]!.title.length).toBeLessThanOrEqual(TEXT_LIMITS.text)
  })

  it('no report: an empty view; the full report is the newest finished run', () => {
    const read = toLighthouse(null, null)
    expect(read.findings).toMatchObject({ kind: 'lighthouse', checkedAt: null, audits: [] })
    if (read.findings.kind !== 'lighthouse') return
    expect(read.findings.scores.every((s) => s.score === null)).toBe(true)
    const runs = [
      { id: 1, result: 'succeeded', ended_at: '2026-11-25 10:00:00', service_url: 'https://a/1' },
      { id: 3, result: 'succeeded', ended_at: '2026-11-26 10:00:00', service_url: 'https://a/3' },
      { id: 4, result: 'pending', ended_at: null, service_url: 'https://a/4' },
      { id: 2, result: 'succeeded', ended_at: '2026-11-24 10:00:00', service_url: null },
    ].map((r) => runSchema.parse(r))
    expect(latestReportUrl(runs)).toBe('https://a/3')
    expect(latestReportUrl([])).toBeNull()
  })
})

describe('AI findings', () => {
  it('shows the latest answers newest first, at most the limit, texts bounded', () => {
    const items = Array.from({ length: 8 }, (_, i) =>
      aiResponseSchema.parse({
        id: i + 1,
        result: i === 7 ? 'issue' : 'ok',
        prompt: 'Check the home page',
        text: i === 7 ? 'y'.repeat(9000) : `answer ${i + 1}`,
        notification_title: i === 7 ? 'shop shows an error' : null,
        created_at: `2026-11-2${i % 10} 10:00:00`,
      }),
    )
    const view = toAi([...items].reverse().slice(0, 4).concat(items.slice(0, 4)))
    if (view.kind !== 'ai') throw new Error(view.kind)
    expect(view.responses).toHaveLength(AI_RESPONSE_LIMIT)
    expect(view.responses.map((r) => r.id)).toEqual([8, 7, 6, 5, 4])
    expect(view.responses[0]!.alert).toBe('shop shows an error')
    expect(view.responses[0]!.text!.length).toBeLessThanOrEqual(2000)
    expect(view.responses[1]!.alert).toBeNull()
    expect(view.responses[1]!.at).toBe('2026-11-26T10:00:00.000Z')
  })

  it('reads an answer with only an id (the SDK defaults every other field)', () => {
    const view = toAi([aiResponseSchema.parse({ id: 9, result: 42, text: '' })])
    expect(view).toEqual({
      kind: 'ai',
      responses: [
        {
          id: 9,
          result: null,
          prompt: null,
          text: null,
          alert: null,
          alertBody: null,
          at: null,
        },
      ],
    })
  })
})
