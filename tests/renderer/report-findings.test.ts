// The check page of the Lighthouse and AI checks, in English and German: the scores per category
// and the measurements in the language's number format, the audits that did not pass with the
// report's own titles (as sent), the link to the full report; the latest AI answers with the
// alert raised. Uptray's words from the reports catalogue.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { CheckDetailsView, CheckFindings } from '@app/shared/check-views'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const none = { count: 0, reasons: [] }
const account = () =>
  snapshot([
    monitor({
      id: 7,
      label: 'shop.example.com',
      checks: [
        check({ id: 71, label: 'Lighthouse', type: 'lighthouse' }),
        check({ id: 72, label: 'AI', type: 'ai' }),
      ],
    }),
  ])

async function open(type: string, findings: CheckFindings, language: 'en' | 'de' = 'en') {
  const fake = freshFake({ snapshot: account(), settings: settings({ language }) })
  const view: CheckDetailsView = {
    monitorId: 7,
    checkType: type,
    run: null,
    findings,
    unreadable: { count: 1, reasons: ['audit odd: unreadable'] },
    settings: [],
    fetchedAt: '2026-11-26T12:00:00Z',
  }
  fake.answer('checkDetails', () => view)
  fake.answer('runHistory', () => ({
    runs: [],
    unreadable: none,
    fetchedAt: view.fetchedAt,
    result: null,
    page: 1,
    lastPage: 1,
    total: 0,
  }))
  const { wrapper } = await mountWithApp(App, { path: `/monitor/7/check/${type}` })
  await flushPromises()
  return wrapper
}

const report = (): Extract<CheckFindings, { kind: 'lighthouse' }> => ({
  kind: 'lighthouse',
  checkedAt: '2026-11-26T11:30:29Z',
  page: 'https://shop.example.com/',
  scores: [
    { category: 'performance', score: 42 },
    { category: 'accessibility', score: 96 },
    { category: 'bestPractices', score: 75 },
    { category: 'seo', score: null },
  ],
  metrics: [
    { metric: 'fcp', value: 1526.72 },
    { metric: 'tbt', value: 401.76 },
    { metric: 'cls', value: 0.012 },
  ],
  audits: [
    { id: 'image-alt', title: 'Image elements have `[alt]` attributes', score: 0, value: null },
    { id: 'speed-index', title: 'Speed Index', score: 50, value: '4.1 s' },
  ],
  auditsFailed: 14,
  auditsKnown: true,
  reportUrl: 'https://ohdear.app/runs/9',
  issues: [],
})

const ai = (): Extract<CheckFindings, { kind: 'ai' }> => ({
  kind: 'ai',
  responses: [
    {
      id: 2,
      result: 'issue',
      prompt: 'Check that shop.example.com shows its home page.',
      text: 'The page shows an error message instead of its content.',
      alert: 'shop.example.com shows an error',
      alertBody: 'The AI check found an error message on the page.',
      at: '2026-11-26T11:00:00Z',
    },
    {
      id: 1,
      result: 'ok',
      prompt: null,
      text: null,
      alert: null,
      alertBody: null,
      at: '2026-11-25T11:00:00Z',
    },
  ],
})

describe('Lighthouse and AI check pages', () => {
  it('shows every category score, the measurements, the failed audits and the full report', async () => {
    const wrapper = await open('lighthouse', report())
    const scores = wrapper.findAll('[data-test=lighthouse-score]')
    expect(scores.map((s) => s.attributes('data-category'))).toEqual([
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
    ])
    expect(scores[0]!.text()).toContain('Performance')
    expect(scores[0]!.text()).toContain('42 out of 100')
    expect(scores[0]!.find('.pill').classes()).toContain('tone-bad')
    expect(scores[1]!.find('.pill').classes()).toContain('tone-ok')
    expect(scores[2]!.find('.pill').classes()).toContain('tone-warn')
    expect(scores[3]!.text()).toContain('no score')
    expect(wrapper.find('[data-metric=fcp]').text()).toBe('1.5 sec')
    expect(wrapper.find('[data-metric=tbt]').text()).toBe('402 ms')
    expect(wrapper.find('[data-metric=cls]').text()).toBe('0.012')
    const audits = wrapper.findAll('[data-test=lighthouse-audit]')
    expect(audits.map((a) => a.attributes('data-id'))).toEqual(['image-alt', 'speed-index'])
    expect(audits[0]!.text()).toContain('Image elements have `[alt]` attributes')
    expect(audits[1]!.text()).toContain('4.1 s')
    expect(wrapper.find('[data-test=lighthouse-more]').text()).toBe('12 more in the full report.')
    const link = wrapper.find('[data-test=lighthouse-report]')
    expect(link.attributes('href')).toBe('https://ohdear.app/runs/9')
    expect(link.text()).toContain('Open the full report')
    expect(wrapper.text()).toContain('1 entry could not be read')
  })

  it('says when there is no report yet, and when a report lists no audits', async () => {
    let wrapper = await open('lighthouse', { ...report(), checkedAt: null })
    expect(wrapper.find('[data-test=lighthouse-empty]').text()).toBe(
      'The service has no Lighthouse report of this monitor yet.',
    )
    document.body.innerHTML = ''
    wrapper = await open('lighthouse', {
      ...report(),
      audits: [],
      auditsFailed: 0,
      auditsKnown: false,
      reportUrl: null,
    })
    expect(wrapper.find('[data-test=lighthouse-no-audits]').exists()).toBe(true)
    expect(wrapper.find('[data-test=lighthouse-report]').exists()).toBe(false)
  })

  it('shows the latest AI answers, newest first, with the alert raised', async () => {
    const wrapper = await open('ai', ai())
    const answers = wrapper.findAll('[data-test=ai-response]')
    expect(answers.map((a) => a.attributes('data-id'))).toEqual(['2', '1'])
    expect(answers[0]!.find('[data-test=ai-alert]').text()).toContain(
      'shop.example.com shows an error',
    )
    expect(answers[0]!.find('[data-test=ai-prompt]').text()).toBe(
      'Check that shop.example.com shows its home page.',
    )
    expect(answers[0]!.find('[data-test=ai-result]').classes()).toContain('tone-bad')
    expect(answers[1]!.find('[data-test=ai-alert]').exists()).toBe(false)
    expect(answers[1]!.find('[data-test=ai-text]').text()).toBe('The answer has no text.')
  })

  it('says when there is no AI answer yet', async () => {
    const wrapper = await open('ai', { kind: 'ai', responses: [] })
    expect(wrapper.find('[data-test=ai-empty]').text()).toBe(
      'The service has no AI answer for this monitor yet.',
    )
  })
})

describe('Lighthouse and AI check pages in German', () => {
  it("writes Uptray's words and the numbers in German; the report's titles stay as sent", async () => {
    const wrapper = await open('lighthouse', report(), 'de')
    const text = wrapper.text()
    for (const word of [
      'Bewertungen',
      'Leistung',
      'Barrierefreiheit',
      'Nicht bestandene Prüfungen',
    ])
      expect(text).toContain(word)
    for (const word of ['Scores', 'Accessibility', 'Audits that did not pass', 'out of 100'])
      expect(text).not.toContain(word)
    expect(wrapper.find('[data-metric=fcp]').text()).toBe('1,5 Sek.')
    expect(wrapper.find('[data-metric=cls]').text()).toBe('0,012')
    expect(wrapper.find('[data-test=lighthouse-more]').text()).toBe(
      '12 weitere im vollständigen Bericht.',
    )
    expect(wrapper.find('[data-test=lighthouse-report]').text()).toContain(
      'Vollständigen Bericht öffnen',
    )
    expect(text).toContain('Speed Index')
  })

  it('writes the AI page in German', async () => {
    const wrapper = await open('ai', ai(), 'de')
    const text = wrapper.text()
    expect(text).toContain('Neueste Antworten')
    expect(text).toContain('Ausgelöster Alarm')
    expect(text).toContain('Die Antwort enthält keinen Text.')
    expect(text).not.toContain('Latest answers')
    expect(text).not.toContain('Alert raised')
  })
})
