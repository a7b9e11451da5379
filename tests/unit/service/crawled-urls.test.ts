// Every URL the crawler visited, a page at a time, through the AppService against the simulator:
// the page asked for (and the run, when one is chosen), the total it answered, pages that do not
// overlap, and the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

/** The run history's first page: the list the check page shows. */
const FIRST_PAGE = { result: null, page: 1 }

let h: Harness
let crawled: MonitorState

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
  crawled = h.service
    .getSnapshot()!
    .monitors.find((m) => m.checks.some((c) => c.type === 'broken_links' && c.enabled))!
})
afterAll(async () => {
  await h.close()
})

async function sentBy<T>(run: () => Promise<T>) {
  const before = (await h.requests()).length
  const value = await run()
  return { value, sent: (await h.requests()).slice(before) }
}

const params = (r: { path: string; query?: string }) =>
  Object.fromEntries(new URLSearchParams(r.query ?? r.path.split('?')[1] ?? ''))

describe('crawled URLs', () => {
  it('reads one page of the latest crawl, with the crawl’s total', async () => {
    const { value, sent } = await sentBy(() =>
      h.service.crawledUrls(crawled.id, { runId: null, page: 1 }),
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path.split('?')[0]).toBe(`/api/crawled-urls/${crawled.id}/details`)
    expect(params(sent[0]!)).toMatchObject({ page: '1' })
    expect(params(sent[0]!).run_id).toBeUndefined()
    expect(value.urls.length).toBeGreaterThan(0)
    expect(value.urls.length).toBeLessThanOrEqual(100)
    expect(value.total).toBeGreaterThanOrEqual(value.urls.length)
    expect(value.lastPage).toBe(Math.max(1, Math.ceil(value.total! / 100)))
    for (const u of value.urls) expect(u.url).toMatch(/^https?:\/\//)
  })

  it('reads another page and a chosen run’s crawl; each page is cached', async () => {
    const first = await h.service.crawledUrls(crawled.id, { runId: null, page: 1 })
    // The simulator's crawls fit one page (at most ~90 URLs): a page past the last is empty.
    expect(first.lastPage).toBe(1)
    const { value: second, sent: secondSent } = await sentBy(() =>
      h.service.crawledUrls(crawled.id, { runId: null, page: 2 }),
    )
    expect(params(secondSent[0]!)).toMatchObject({ page: '2' })
    expect(second).toMatchObject({ page: 2, lastPage: 1, total: first.total, urls: [] })
    const [run] = (await h.service.runHistory(crawled.id, 'broken_links', FIRST_PAGE)).runs
    const { sent } = await sentBy(() =>
      h.service.crawledUrls(crawled.id, { runId: run!.id, page: 1 }),
    )
    expect(params(sent[0]!)).toMatchObject({ run_id: String(run!.id), page: '1' })
    const again = await sentBy(() => h.service.crawledUrls(crawled.id, { runId: run!.id, page: 1 }))
    expect(again.sent).toEqual([])
  })
})
