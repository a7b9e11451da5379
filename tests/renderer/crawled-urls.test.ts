// The broken-links page lists every URL the crawl visited, a page at a time, filterable by
// status class on the page shown; in English, then in German.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { BrokenLinkView, CheckDetailsView } from '@app/shared/check-views'
import type { CrawledUrlsQuery, CrawledUrlsView } from '@app/shared/crawled-urls'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const none = { count: 0, reasons: [] }
const url = (i: number, statusCode: number | null): BrokenLinkView => ({
  url: `https://shop.example.com/page-${i}`,
  statusCode,
  error: statusCode === null ? 'cURL error 28: timed out' : null,
  linkType: 'link',
  linkText: null,
  foundOn: 'https://shop.example.com/',
  internal: true,
})
const details: CheckDetailsView = {
  monitorId: 7,
  checkType: 'broken_links',
  run: { id: 9, startedAt: '2026-03-17T14:01:58Z', endedAt: '2026-03-17T14:02:00Z' },
  findings: { kind: 'broken_links', links: [], summary: null },
  unreadable: none,
  settings: [],
  fetchedAt: '2026-03-17T14:03:00Z',
}
const pageOf = (query: CrawledUrlsQuery): CrawledUrlsView => ({
  urls:
    query.page === 1
      ? [url(1, 200), url(2, 301), url(3, 404), url(4, null), url(5, 503)]
      : [url(101, 200)],
  page: query.page,
  lastPage: 2,
  total: 1234,
  unreadable: none,
  fetchedAt: '2026-03-17T14:03:00Z',
})

async function open(language: 'en' | 'de' = 'en') {
  const fake = freshFake({
    snapshot: snapshot([
      monitor({
        id: 7,
        label: 'shop.example.com',
        checks: [check({ id: 72, label: 'Broken links', type: 'broken_links' })],
      }),
    ]),
    settings: settings({ language }),
  })
  fake.answer('checkDetails', () => details)
  fake.answer('crawledUrls', (_id, query) => pageOf(query))
  fake.answer('runHistory', () => ({
    runs: [],
    unreadable: { count: 0, reasons: [] },
    fetchedAt: details.fetchedAt,
    result: null,
    page: 1,
    lastPage: 1,
    total: 0,
  }))
  const { wrapper } = await mountWithApp(App, { path: '/monitor/7/check/broken_links' })
  await flushPromises()
  return { fake, wrapper }
}

const statuses = (w: Awaited<ReturnType<typeof open>>['wrapper']) =>
  w.findAll('[data-test=crawled-status]').map((s) => s.text())

describe('every crawled URL', () => {
  it('lists the first page of the latest crawl with its count, then the next page', async () => {
    const { wrapper, fake } = await open()
    expect(fake.callsTo('crawledUrls')).toEqual([[7, { runId: null, page: 1 }]])
    expect(statuses(wrapper)).toEqual(['200', '301', '404', 'cURL error 28: timed out', '503'])
    expect(wrapper.find('[data-test=crawled-page]').text()).toBe('Page 1 of 2')
    expect(wrapper.find('[data-test=crawled-total]').text()).toBe('1,234 URLs crawled')
    expect(wrapper.find('[data-test=crawled-previous]').attributes('disabled')).toBeDefined()
    await wrapper.find('[data-test=crawled-next]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('crawledUrls').at(-1)).toEqual([7, { runId: null, page: 2 }])
    expect(statuses(wrapper)).toEqual(['200'])
    expect(wrapper.find('[data-test=crawled-next]').attributes('disabled')).toBeDefined()
  })

  it('filters the page by status class, and says when none matches', async () => {
    const { wrapper } = await open()
    await wrapper.find('[data-test=crawled-filter]').setValue('client')
    expect(statuses(wrapper)).toEqual(['404'])
    await wrapper.find('[data-test=crawled-filter]').setValue('none')
    expect(statuses(wrapper)).toEqual(['cURL error 28: timed out'])
    await wrapper.find('[data-test=crawled-next]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=crawled-none]').text()).toBe(
      'No URL with this status on this page.',
    )
  })

  it('speaks German', async () => {
    applyLanguage('de')
    const { wrapper } = await open('de')
    const section = wrapper.find('[data-test=crawled-urls]')
    expect(section.find('h3').text()).toBe('Alle gecrawlten URLs')
    expect(section.find('[data-test=crawled-page]').text()).toBe('Seite 1 von 2')
    expect(section.find('[data-test=crawled-total]').text()).toBe('1.234 URLs gecrawlt')
    expect(section.find('[data-test=crawled-filter]').text()).toContain('4xx (Client-Fehler)')
    expect(section.text()).not.toMatch(/Every crawled|Next|Previous|statuses/)
  })
})
