// A check's runs one page at a time, filtered by result, through the AppService against the
// simulator: the query the simulator received, the page and the count it answered, and a
// filter that keeps only the runs asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

/** The run history's first page: the list the check page shows. */
const FIRST_PAGE = { result: null, page: 1 }

let h: Harness
let outage: MonitorState

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
  outage = h.service.getSnapshot()!.monitors.find((m) => m.result === 'failed')!
})
afterAll(async () => {
  await h.close()
})

async function sentBy<T>(run: () => Promise<T>) {
  const before = (await h.requests()).length
  const value = await run()
  return { value, sent: (await h.requests()).slice(before) }
}

const queryOf = (path: string, query: string | undefined) =>
  Object.fromEntries(new URLSearchParams(query ?? path.split('?')[1] ?? ''))

describe('run history', () => {
  it('asks for one page of failed runs and gets only failed runs', async () => {
    const { value, sent } = await sentBy(() =>
      h.service.runHistory(outage.id, 'uptime', { result: 'failed', page: 1 }),
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path.split('?')[0]).toBe(`/api/monitors/${outage.id}/checks/uptime/runs`)
    expect(queryOf(sent[0]!.path, sent[0]!.query)).toMatchObject({
      'filter[result]': 'failed',
      'page[number]': '1',
    })
    expect(value.runs.length).toBeGreaterThan(0)
    expect(new Set(value.runs.map((r) => r.result))).toEqual(new Set(['failed']))
    expect(value).toMatchObject({ result: 'failed', page: 1 })
    expect(value.total).toBeGreaterThanOrEqual(value.runs.length)
  })

  it('pages through every run: page 2 follows page 1 without overlap, and is cached', async () => {
    const first = await h.service.runHistory(outage.id, 'uptime', { result: null, page: 1 })
    expect(first.lastPage).toBeGreaterThan(1)
    const { value: second, sent } = await sentBy(() =>
      h.service.runHistory(outage.id, 'uptime', { result: null, page: 2 }),
    )
    expect(queryOf(sent[0]!.path, sent[0]!.query)).toMatchObject({ 'page[number]': '2' })
    expect(queryOf(sent[0]!.path, sent[0]!.query)['filter[result]']).toBeUndefined()
    expect(second.page).toBe(2)
    const ids = new Set(first.runs.map((r) => r.id))
    expect(second.runs.some((r) => ids.has(r.id))).toBe(false)
    // Older runs on the later page.
    expect(Date.parse(second.runs[0]!.startedAt!)).toBeLessThan(
      Date.parse(first.runs.at(-1)!.startedAt!),
    )
    const again = await sentBy(() =>
      h.service.runHistory(outage.id, 'uptime', { result: null, page: 2 }),
    )
    expect(again.sent).toEqual([])
  })

  it("the first page of every run knows the page count and is the check page's one read", async () => {
    const other = h.service.getSnapshot()!.monitors.find((m) => m.id !== outage.id)!
    const { value: first, sent } = await sentBy(() =>
      h.service.runHistory(other.id, 'uptime', { result: null, page: 1 }),
    )
    expect(sent).toHaveLength(1)
    expect(first).toMatchObject({ result: null, page: 1 })
    expect(first.lastPage).toBeGreaterThan(1)
    expect(first.total).toBeGreaterThan(first.runs.length)
    // The list the check's findings keep is the same read: nothing more is sent.
    const kept = await sentBy(() => h.service.runHistory(other.id, 'uptime', FIRST_PAGE))
    expect(kept.sent).toEqual([])
    expect(kept.value.runs.map((r) => r.id)).toEqual(first.runs.map((r) => r.id))
  })

  it('refuses a check type it does not know, sending nothing', async () => {
    const { sent } = await sentBy(() =>
      expect(
        h.service.runHistory(outage.id, 'teleport', { result: null, page: 1 }),
      ).rejects.toThrow(/cannot read the runs/),
    )
    expect(sent).toEqual([])
  })
})
