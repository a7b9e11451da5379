// The page iterator follows meta.last_page (or links.next), asks for 200 per page and stops on
// confused answers; the rate-limit state follows every response.
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient, type RateLimitState } from '@app/core/api'
import { loadRecording } from '../../contract/recordings'
import { json, type StubServer, startStub } from './http-stub'

const template = (JSON.parse(loadRecording('monitors').data) as { data: { id: number }[] }).data[0]!

function monitor(id: number) {
  return { ...template, id, label: `site-${id}` }
}

let stub: StubServer | undefined
afterEach(async () => {
  await stub?.close()
  stub = undefined
})

describe('monitors.iterate', () => {
  it('walks every page by meta.last_page with page[size]=200', async () => {
    const total = 450
    stub = await startStub((req, res) => {
      const url = new URL(req.url ?? '', 'http://x')
      const page = Number(url.searchParams.get('page[number]'))
      const size = Number(url.searchParams.get('page[size]'))
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, total - (page - 1) * size)) },
        (_, i) => (page - 1) * size + i + 1,
      )
      json(
        res,
        200,
        {
          data: ids.map(monitor),
          links: { next: page < 3 ? `http://x/api/monitors?page=${page + 1}` : null },
          meta: { current_page: page, last_page: 3, per_page: size, total, links: [] },
        },
        { 'X-RateLimit-Limit': '500', 'X-RateLimit-Remaining': String(500 - page) },
      )
    })
    const seen: RateLimitState[] = []
    const api = createApiClient({
      baseUrl: stub.baseUrl,
      token: 'pagination-token',
      fetch: globalThis.fetch,
    })
    const unsubscribe = api.rateLimit.subscribe((s) => seen.push(s))
    const all = await api.monitors.listAll()
    unsubscribe()
    expect(all).toHaveLength(450)
    expect(all.map((m) => m.id)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1))
    expect(stub.requests.map((r) => r.url)).toEqual(
      [1, 2, 3].map((p) => `/api/monitors?page%5Bnumber%5D=${p}&page%5Bsize%5D=200`),
    )
    expect(seen.map((s) => s.remaining)).toEqual([499, 498, 497])
    expect(api.rateLimit.get()).toMatchObject({ limit: 500, remaining: 497 })
    await api.monitors.get(1).catch(() => undefined)
    expect(seen).toHaveLength(3) // unsubscribed
  })

  it('follows links.next when meta is absent, and stops on an empty page', async () => {
    stub = await startStub((req, res) => {
      const page = Number(new URL(req.url ?? '', 'http://x').searchParams.get('page[number]'))
      if (page === 1)
        json(res, 200, { data: [monitor(1)], links: { next: '/api/monitors?page=2' } })
      else json(res, 200, { data: [], links: { next: '/api/monitors?page=3' } }) // a confused server
    })
    const api = createApiClient({
      baseUrl: stub.baseUrl,
      token: 'pagination-token',
      fetch: globalThis.fetch,
    })
    const pages = []
    for await (const page of api.monitors.iterate()) pages.push(page)
    expect(pages.map((p) => p.data.length)).toEqual([1, 0])
  })

  it('stops when the service repeats a page instead of advancing', async () => {
    stub = await startStub((_req, res) =>
      json(res, 200, { data: [monitor(1)], meta: { current_page: 1, last_page: 9 } }),
    )
    const api = createApiClient({
      baseUrl: stub.baseUrl,
      token: 'pagination-token',
      fetch: globalThis.fetch,
    })
    await expect(api.monitors.listAll()).resolves.toHaveLength(2)
    expect(stub.requests).toHaveLength(2)
  })

  it('a response without rate-limit headers leaves the state as it was', async () => {
    let withHeaders = true
    stub = await startStub((_req, res) => {
      json(
        res,
        200,
        { data: [], meta: { current_page: 1, last_page: 1 } },
        withHeaders ? { 'x-ratelimit-limit': '180', 'X-RATELIMIT-REMAINING': '12' } : {},
      )
      withHeaders = false
    })
    let now = 1000
    const api = createApiClient({
      baseUrl: stub.baseUrl,
      token: 'pagination-token',
      fetch: globalThis.fetch,
      clock: { now: () => now },
    })
    expect(api.rateLimit.get()).toBeNull()
    await api.monitors.listPage(1)
    now = 2000
    await api.monitors.listPage(1)
    expect(api.rateLimit.get()).toEqual({ limit: 180, remaining: 12, resetAt: null, seenAt: 1000 })
  })
})

describe('getAll-based lists', () => {
  it('ask for page[size]=200 (cron checks)', async () => {
    const urls: string[] = []
    const api = createApiClient({
      baseUrl: 'https://service.test',
      token: 'pagination-token',
      fetch: async (url) => {
        urls.push(String(url))
        return new Response(JSON.stringify({ data: [] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      },
    })
    await api.cronChecks.list(5)
    expect(urls).toHaveLength(1)
    expect(new URL(urls[0]!).searchParams.get('page[size]')).toBe('200')
  })
})
