// Pagination over several pages: page[number], plain page, page[size] (max 200), links, meta.
import { describe, expect, it } from 'vitest'
import { useSimulator } from '../helpers/simulator'
import type { ApiMonitor, ApiPage } from './api-types'

const sim = useSimulator({ clock: 'manual', scenario: 'scale', monitors: 450, rateLimit: 10_000 })

describe('simulator: pagination', () => {
  it('serves 450 monitors as 3 pages of 200, 200 and 50 following links.next', async () => {
    const seen: number[] = []
    let next: string | null = `${sim().baseUrl}/api/monitors`
    const pages: ApiPage<ApiMonitor>[] = []
    while (next) {
      const page: ApiPage<ApiMonitor> = await sim().json(next.replace(sim().baseUrl, ''))
      pages.push(page)
      seen.push(...page.data.map((monitor) => monitor.id))
      next = page.links.next
    }
    expect(pages.map((page) => page.data.length)).toEqual([200, 200, 50])
    expect(new Set(seen).size).toBe(450)
    const last = pages[2]!
    expect(last.meta).toMatchObject({
      current_page: 3,
      last_page: 3,
      from: 401,
      to: 450,
      total: 450,
      per_page: 200,
    })
    expect(last.links.next).toBeNull()
    expect(last.links.prev).toContain('page%5Bnumber%5D=2')
    expect(pages[0]!.links.prev).toBeNull()
  })

  it('carries both page= and page[number]= in links, and meta.links as an array', async () => {
    const page = await sim().json<ApiPage<ApiMonitor>>('/api/monitors?page[number]=2')
    expect(page.links.first).toBe(`${sim().baseUrl}/api/monitors?page=1&page%5Bnumber%5D=1`)
    expect(page.meta.path).toBe(`${sim().baseUrl}/api/monitors`)
    expect(page.meta.links.map((link) => link.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '3',
      'Next &raquo;',
    ])
    expect(page.meta.links.filter((link) => link.active).map((link) => link.label)).toEqual(['2'])
  })

  it('accepts a plain page parameter and a page[size]', async () => {
    const byPlain = await sim().json<ApiPage<ApiMonitor>>('/api/monitors?page=3&page[size]=100')
    expect(byPlain.meta).toMatchObject({
      current_page: 3,
      per_page: 100,
      last_page: 5,
      from: 201,
      to: 300,
    })
    expect(byPlain.links.next).toContain('page%5Bsize%5D=100')
  })

  it('answers an empty page past the end, and 422 for page[size] above 200 or a bad page', async () => {
    const empty = await sim().json<ApiPage<ApiMonitor>>('/api/monitors?page[number]=9')
    expect(empty.data).toEqual([])
    expect(empty.meta.from).toBeNull()
    const tooBig = await sim().api('/api/monitors?page[size]=201')
    expect(tooBig.status).toBe(422)
    expect(await tooBig.json()).toMatchObject({ errors: { 'page.size': [expect.any(String)] } })
    expect((await sim().api('/api/monitors?page=zero')).status).toBe(422)
  })
})
