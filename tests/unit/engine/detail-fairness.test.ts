// Detail reads must not starve the sweep: 400 uptime and downtime reads asked at once by one
// client (as a socket or WebSocket client or the window asks them) against the simulator, on the
// fake clock. The simulator's request log shows a sweep page at every interval while they are
// served; the reads get their share of the budget, and what does not fit is told no with a clear
// reason instead of waiting in front of the sweep.
import { afterEach, expect, it } from 'vitest'
import type { UptimeRange, UptimeSplit } from '@app/shared/app-service-api'
import { type Harness, isSweepPage, startHarness } from '../service/harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const INTERVAL_MS = 30_000
const RANGES: UptimeRange[] = ['24h', '7d', '30d', '90d']
const SPLITS: UptimeSplit[] = ['hour', 'day']

it('sweeps keep their interval while one client asks for 400 details', async () => {
  h = await startHarness({ monitors: 40, slowRounds: false })
  await h.service.start()
  await h.advance(2 * 60_000)
  const ids = h.service.getSnapshot()!.monitors.map((m) => m.id)
  expect(ids).toHaveLength(40)
  const startedAt = h.clock.now()

  const asks: Promise<unknown>[] = []
  for (const id of ids) {
    for (const range of RANGES) {
      for (const split of SPLITS) asks.push(h.service.uptime(id, range, split))
      if (range === '24h' || range === '7d') asks.push(h.service.downtime(id, range))
    }
  }
  expect(asks).toHaveLength(400)
  const outcomes: ('done' | string)[] = []
  for (const ask of asks) {
    ask.then(
      () => outcomes.push('done'),
      (error: unknown) => outcomes.push((error as Error).message),
    )
  }
  for (let i = 0; i < 40; i++) await h.advance(INTERVAL_MS / 2)

  const pages = (await h.requests()).filter((r) => isSweepPage(r) && r.at >= startedAt)
  const gaps = pages.slice(1).map((p, i) => p.at - pages[i]!.at)
  // Ten minutes of sweeps: one every interval (jitter of a few seconds at most).
  expect(pages.length).toBeGreaterThanOrEqual(19)
  for (const gap of gaps) expect(gap).toBeLessThanOrEqual(INTERVAL_MS * 1.1)

  // Every read is settled: served, or told no with the reason.
  expect(outcomes).toHaveLength(400)
  const done = outcomes.filter((o) => o === 'done').length
  expect(done).toBeGreaterThan(0)
  const refused = outcomes.filter((o) => o !== 'done')
  expect(refused.length).toBeGreaterThan(0)
  expect(new Set(refused)).toEqual(
    new Set([expect.stringContaining('Too many detail requests at once')]),
  )
})
