// A sweep takes a monitor whose answer is as the last sweep's but for its run times from its memo
// (sweep-memo.ts) instead of parsing it, and reads a page where its monitors were last time
// first. Held here to what a sweep that parses every monitor makes: the same snapshot, run times
// and thresholds, sweep after sweep, whatever changes between two answers.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { lendBody } from '@app/adapters/answer-body'
import { layoutOf } from '@app/core/api/schemas/entry-stream'
import { monitorPageSchema, streamMonitorPage } from '@app/core/api/schemas/monitor-page'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { mergeUnreadable, noUnreadable, unreadableOf } from '@app/core/api/schemas/tolerant-list'
import { forEachCheckRun } from '@app/core/engine/check-run-table'
import { SnapshotBuilder, withMaintenance } from '@app/core/engine/snapshot'
import { noThresholds, noteThresholds } from '@app/core/app-service/radar-round'
import { SweepMemo } from '@app/core/app-service/sweep-memo'
import { addMonitors } from '@app/core/app-service/sweep-monitors'
import type { Snapshot } from '@app/shared/model'
import { recorded, type Page } from '../api/recorded-page'

type Raw = Record<string, unknown>
const PAGE_SIZE = 5

/** Twelve monitors made of the recorded four, each with its own ids. */
function startingMonitors(): Raw[] {
  return Array.from({ length: 12 }, (_, n) => {
    const m = structuredClone(recorded.data[n % 4]!)
    m.id = 1000 + n
    m.checks = (m.checks as Raw[]).map((check, k) => ({ ...check, id: 100_000 + n * 100 + k }))
    return m
  })
}

const minute = (k: number) =>
  new Date(Date.UTC(2026, 10, 27, 9, k)).toISOString().slice(0, 19).replace('T', ' ')

/** One change between two answers, applied to the monitors in place. */
type Change = (monitors: Raw[]) => void
const pick = fc.nat(1000)
const someCheck = (monitors: Raw[], n: number) => {
  const m = monitors[n % monitors.length]
  const checks = m?.checks as Raw[] | undefined
  return checks && checks.length > 0 ? checks[n % checks.length]! : null
}
const change: fc.Arbitrary<Change> = fc.oneof(
  // The live world's change: run times move (most changes are these).
  fc.tuple(pick, fc.nat(59)).map(([n, k]) => (ms: Raw[]) => {
    if (ms.length > 0) ms[n % ms.length]!.latest_run_date = minute(k)
  }),
  fc.tuple(pick, fc.nat(59)).map(([n, k]) => (ms: Raw[]) => {
    const check = someCheck(ms, n)
    if (check) check.latest_run_ended_at = minute(k)
  }),
  fc
    .tuple(pick, fc.constantFrom(null, '', '2026-11-27T09:00:00Z', 7))
    .map(([n, v]) => (ms: Raw[]) => {
      const check = someCheck(ms, n)
      if (check) check.latest_run_ended_at = v
    }),
  fc.tuple(pick, fc.constantFrom('failed', 'succeeded', 'warning')).map(([n, v]) => (ms: Raw[]) => {
    const check = someCheck(ms, n)
    if (check) check.latest_run_result = v
  }),
  fc.tuple(pick, fc.string({ maxLength: 6 })).map(([n, v]) => (ms: Raw[]) => {
    const check = someCheck(ms, n)
    if (check) check.summary = v
  }),
  fc.tuple(pick, fc.constantFrom('failed', 'succeeded')).map(([n, v]) => (ms: Raw[]) => {
    if (ms.length > 0) ms[n % ms.length]!.summarized_check_result = v
  }),
  fc.tuple(pick, fc.string({ maxLength: 8 })).map(([n, v]) => (ms: Raw[]) => {
    if (ms.length > 0) ms[n % ms.length]!.label = v
  }),
  fc.tuple(pick, fc.integer({ min: 1, max: 60 })).map(([n, days]) => (ms: Raw[]) => {
    if (ms.length > 0) {
      ms[n % ms.length]!.certificate_health_check_settings = {
        expires_soon_threshold_in_days: days,
      }
    }
  }),
  pick.map((n) => (ms: Raw[]) => {
    const check = someCheck(ms, n)
    if (check) check.enabled = !check.enabled
  }),
  pick.map((n) => (ms: Raw[]) => {
    if (ms.length > 0) ms.splice(n % ms.length, 1)
  }),
  pick.map((n) => (ms: Raw[]) => {
    const copy = structuredClone(recorded.data[n % 4]!)
    copy.id = 5000 + n
    copy.checks = (copy.checks as Raw[]).map((c, k) => ({ ...c, id: 500_000 + n * 10 + k }))
    ms.splice(n % (ms.length + 1), 0, copy)
  }),
  pick.map((n) => (ms: Raw[]) => {
    if (ms.length > 1) ms.push(...ms.splice(n % ms.length, 1))
  }),
)

/** A sweep's answers: pages of PAGE_SIZE monitors; some sweeps indented, one escapes a time. */
function pagesOf(monitors: Raw[], style: 'compact' | 'indented' | 'escaped'): string[] {
  const pages: string[] = []
  const count = Math.max(1, Math.ceil(monitors.length / PAGE_SIZE))
  for (let p = 0; p < count; p++) {
    const page: Page = {
      ...structuredClone(recorded),
      data: monitors.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE),
    }
    page.meta = { ...(recorded.meta as Raw), current_page: p + 1, last_page: count }
    let text = JSON.stringify(page, null, style === 'indented' ? 1 : undefined)
    if (style === 'escaped')
      text = text.replace(/"latest_run_date":"(\d)/, '"latest_run_date":"\\u003$1')
    pages.push(text)
  }
  return pages
}

/** What a sweep that parses every monitor makes of the answers. */
function parsedSweep(pages: string[], previous: Snapshot | null, at: string) {
  const builder = new SnapshotBuilder(previous)
  const learned = noThresholds()
  let unreadable = noUnreadable()
  for (const text of pages) {
    const data = monitorPageSchema.parse(JSON.parse(text)).data as ApiMonitor[]
    for (const m of data) {
      builder.add(m)
      noteThresholds(m, learned)
    }
    unreadable = mergeUnreadable(unreadable, unreadableOf(data))
  }
  return { snapshot: builder.finish(at, unreadable), learned }
}

/** What the sweep makes of them with its memo (sweep.ts's loop over the pages). */
function memoSweep(pages: string[], previous: Snapshot | null, at: string, memo: SweepMemo) {
  const builder = new SnapshotBuilder(previous)
  const again = vi.spyOn(builder, 'addAgain')
  const learned = noThresholds()
  let unreadable = noUnreadable()
  memo.start()
  pages.forEach((text, p) => {
    const page = streamMonitorPage(lendBody([Buffer.from(text)]), memo.layout(p + 1))
    if (page === null) throw new Error('a page the stream declines')
    addMonitors(page.data, builder, memo, learned)
    memo.keepLayout(p + 1, layoutOf(page.data))
    unreadable = mergeUnreadable(unreadable, page.data.unreadable)
  })
  const snapshot = builder.finish(at, unreadable)
  memo.finish()
  const taken = again.mock.results.filter((r) => r.value === true).length
  return { snapshot, learned, taken }
}

/** A snapshot with its check run table as a record, to compare. */
const plain = (s: Snapshot) => {
  const checks: Record<number, number> = {}
  forEachCheckRun(s.ran, (at, id) => (checks[id] = at))
  return { ...s, ran: { monitors: s.ran.monitors, checks } }
}

describe('a sweep with its memo', () => {
  it('makes what a sweep that parses every monitor makes, sweep after sweep', () => {
    let taken = 0
    let monitorsSeen = 0
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            changes: fc.array(change, { maxLength: 4 }),
            style: fc.constantFrom<'compact' | 'indented' | 'escaped'>(
              'compact',
              'compact',
              'compact',
              'compact',
              'indented',
              'escaped',
            ),
            maintenance: fc.option(pick, { freq: 4 }),
          }),
          { minLength: 2, maxLength: 6 },
        ),
        (sweeps) => {
          const monitors = startingMonitors()
          const memo = new SweepMemo()
          let parsed: Snapshot | null = null
          let remembered: Snapshot | null = null
          sweeps.forEach(({ changes, style, maintenance }, k) => {
            for (const apply of changes) apply(monitors)
            const at = `2026-11-27T09:0${k}:30.000Z`
            if (maintenance !== null && parsed && parsed.monitors.length > 0) {
              // A maintenance period learned between sweeps (the window's look-up).
              const id = parsed.monitors[maintenance % parsed.monitors.length]!.id
              const period = {
                periodId: 1,
                name: 'Deploy',
                startedAt: at,
                endsAt: '2026-11-28T00:00:00.000Z',
              }
              parsed = withMaintenance(parsed, id, period)
              remembered = withMaintenance(remembered!, id, period)
            }
            const pages = pagesOf(monitors, style)
            const want = parsedSweep(pages, parsed, at)
            const got = memoSweep(pages, remembered, at, memo)
            expect(plain(got.snapshot)).toEqual(plain(want.snapshot))
            expect(got.learned).toEqual(want.learned)
            parsed = want.snapshot
            remembered = got.snapshot
            if (k > 0) {
              taken += got.taken
              monitorsSeen += monitors.length
            }
          })
        },
      ),
      { numRuns: 150, seed: 31 },
    )
    // Many monitors after the first sweep were taken from the memo (the rest moved, changed or
    // came in another form): it was put to the test.
    expect(taken).toBeGreaterThan(monitorsSeen / 3)
  })

  it('parses again a monitor whose run time is not the service’s plain form', () => {
    const monitors = startingMonitors()
    const memo = new SweepMemo()
    const first = memoSweep(pagesOf(monitors, 'compact'), null, '2026-11-27T09:00:30.000Z', memo)
    monitors[0]!.latest_run_date = '2026-11-27 09:0x:00'
    monitors[1]!.latest_run_date = minute(7)
    const pages = pagesOf(monitors, 'compact')
    const next = memoSweep(pages, first.snapshot, '2026-11-27T09:01:30.000Z', memo)
    expect(next.taken).toBe(monitors.length - 1)
    const want = parsedSweep(pages, first.snapshot, '2026-11-27T09:01:30.000Z')
    expect(plain(next.snapshot)).toEqual(plain(want.snapshot))
    expect(next.snapshot.ran.monitors[1001]).toBe(Date.parse('2026-11-27T09:07:00Z'))
  })
})
