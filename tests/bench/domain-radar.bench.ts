// The expiry radar's share of a sweep: each monitor's certificate and domain "expires soon"
// thresholds noted as its page arrives (radar-round.ts noteThresholds, which appends the ones
// that are not the default to lists), at 1,000 and 10,000 monitors, beside two baselines over the
// same monitors in the same run: the sweep's own JSON.parse of those monitors' pages, a plain
// loop reading each monitor's id, and the two threshold reads alone (the floor of noting them). Monitors are the recorded live monitor (11 checks, the domain
// check last), two ways: as recorded (null thresholds: the service's default) and the worst case
// (every monitor a domain threshold of 30 days and its domain check on). The code before (a map
// entry per threshold, and a walk over the monitor's checks for its domain check wherever the
// domain threshold is not the default) is measured beside it, alternated. Both with what the
// radar does with the thresholds after the sweep and on the tray's look at it after every sweep:
// before, the maps were kept and looked up; now the lists are compared with the last sweep's and
// a map is made only when they changed (LearnedThresholds), whose cost is given apart ("a changed
// list"). Each is measured twice: over every monitor at once after all the pages were read (cold
// in the cache: the floor is then the two reads themselves), and page by page as the sweep runs
// it (each page read, then its monitors noted while fresh; only the noting timed, summed). Goal:
// about 1 ms or less per sweep at 10,000. Figures, not asserts: medians, with ranges.
import { expect, test } from 'vitest'
import { PAGE_SIZE } from '@app/core/api/pagination'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import {
  LearnedThresholds,
  expiryThreshold,
  noThresholds,
  noteThresholds,
  type SweptThresholds,
} from '@app/core/app-service/radar-round'
import { DEFAULT_EXPIRY_THRESHOLD_DAYS } from '@app/core/engine/radar'
import recorded from '../fixtures/recorded-api/monitor.json'

const SIZES = [1_000, 10_000]
const ROUNDS = 15
const GOAL_MS = 1
/** Sweeps read page by page (each reads every page again). */
const SWEEPS = 7

const base = JSON.parse(recorded.data) as Record<string, unknown> & { checks: object[] }

/**
 * `count` monitors as a sweep's pages hold them (JSON text) and as the sweep reads them (its page
 * schema over JSON.parse's objects, read in place: the objects noteThresholds sees).
 */
function account(count: number, worst: boolean): { pages: string[]; monitors: ApiMonitor[] } {
  const raw = Array.from({ length: count }, (_, i) => ({
    ...base,
    id: i + 1,
    ...(worst
      ? {
          domain_check_settings: { not_supported_reason: null, expires_soon_threshold_in_days: 30 },
          checks: base.checks.map((c) => ({ ...c, enabled: true })),
        }
      : {}),
  }))
  const pages: string[] = []
  for (let i = 0; i < count; i += PAGE_SIZE)
    pages.push(JSON.stringify({ data: raw.slice(i, i + PAGE_SIZE) }))
  const monitors = pages.flatMap((page) => monitorPageSchema.parse(JSON.parse(page)).data)
  return { pages, monitors }
}

interface MapThresholds {
  thresholds: Map<number, number>
  domainThresholds: Map<number, number>
}

/** The code before: a map entry per threshold, the checks walked for the domain check. */
function noteBefore(m: ApiMonitor, into: MapThresholds): void {
  const days = expiryThreshold(m)
  if (days !== null && days !== DEFAULT_EXPIRY_THRESHOLD_DAYS) into.thresholds.set(m.id, days)
  const domainDays = expiryThreshold(m, 'domain_check_settings')
  if (domainDays === null || domainDays === DEFAULT_EXPIRY_THRESHOLD_DAYS) return
  for (const check of m.checks)
    if (check.type === 'domain' && check.enabled)
      return void into.domainThresholds.set(m.id, domainDays)
}

/** The radar after a sweep now: the lists learned, then one look (the tray's, each sweep). */
function learnAndLook(
  radar: { thresholds: LearnedThresholds; domainThresholds: LearnedThresholds },
  swept: SweptThresholds,
): number {
  radar.thresholds.learn(swept.thresholds)
  radar.domainThresholds.learn(swept.domainThresholds)
  return radar.thresholds.daysOf(1) + radar.domainThresholds.daysOf(1)
}

/** Milliseconds of each round of `run`, after two warm-up rounds. */
function rounds(run: () => void): number[] {
  run()
  run()
  return Array.from({ length: ROUNDS }, () => {
    const start = performance.now()
    run()
    return performance.now() - start
  })
}

/**
 * As the sweep runs it: each page read (JSON.parse, then read in place), and its monitors noted
 * right after, while they are fresh in the cache; `note` is timed alone, summed over the pages,
 * then `end` (what follows the sweep). Milliseconds of each of `count` sweeps, after one warm-up.
 */
function sweeps(
  pages: string[],
  count: number,
  note: (monitors: ApiMonitor[]) => void,
  end: () => void,
): number[] {
  const sweep = () => {
    let total = 0
    for (const page of pages) {
      const monitors = monitorPageSchema.parse(JSON.parse(page)).data
      const start = performance.now()
      note(monitors)
      total += performance.now() - start
    }
    const start = performance.now()
    end()
    return total + performance.now() - start
  }
  sweep()
  return Array.from({ length: count }, sweep)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const said = (xs: number[]) =>
  `${median(xs).toFixed(3)} ms (${Math.min(...xs).toFixed(3)}-${Math.max(...xs).toFixed(3)})`

test('noting the thresholds of each monitor of a sweep, beside parsing its pages', () => {
  const lines: string[] = []
  for (const worst of [false, true]) {
    for (const size of SIZES) {
      const { pages, monitors } = account(size, worst)
      let sink = 0
      const parse = rounds(() => {
        for (const page of pages) sink += (JSON.parse(page) as { data: unknown[] }).data.length
      })
      const plain = rounds(() => {
        for (const m of monitors) sink += m.id
      })
      // The floor while a sweep looks at each monitor's thresholds: the two reads alone.
      const reads = rounds(() => {
        for (const m of monitors)
          sink += (expiryThreshold(m) ?? 0) + (expiryThreshold(m, 'domain_check_settings') ?? 0)
      })
      // A map entry per monitor: the worst case's maps before, and a changed list's look now.
      const entries = rounds(() => {
        const map = new Map<number, number>()
        for (const m of monitors) map.set(m.id, 30)
        sink += map.size
      })
      let learned = noThresholds()
      let mapped: MapThresholds = { thresholds: new Map(), domainThresholds: new Map() }
      const radar = {
        thresholds: new LearnedThresholds(),
        domainThresholds: new LearnedThresholds(),
      }
      const measureNow = () =>
        rounds(() => {
          learned = noThresholds()
          for (const m of monitors) noteThresholds(m, learned)
          sink += learnAndLook(radar, learned)
        })
      const measureBefore = () =>
        rounds(() => {
          mapped = { thresholds: new Map(), domainThresholds: new Map() }
          for (const m of monitors) noteBefore(m, mapped)
          sink += (mapped.thresholds.get(1) ?? 0) + (mapped.domainThresholds.get(1) ?? 0)
        })
      // Alternated, so that neither has the warmer machine.
      const before = measureBefore()
      const note = measureNow()
      before.push(...measureBefore())
      note.push(...measureNow())
      expect(learned.domainThresholds.ids.length).toBe(worst ? size : 0)
      // A sweep whose list changed (each round's another monitor with its own threshold): the
      // map made again on the look.
      const changes = Array.from({ length: ROUNDS + 2 }, (_, n) => ({
        thresholds: learned.thresholds,
        domainThresholds: {
          ids: [...learned.domainThresholds.ids, size + n + 1],
          days: [...learned.domainThresholds.days, 30],
        },
      }))
      let next = 0
      const changed = rounds(() => (sink += learnAndLook(radar, changes[next++]!)))
      expect(sink).toBeGreaterThan(0)
      expect(mapped.domainThresholds.size).toBe(worst ? size : 0)
      // The same as the sweep runs it, page by page, alternated too.
      const sweepNow = () =>
        sweeps(
          pages,
          SWEEPS,
          (page) => {
            for (const m of page) noteThresholds(m, learned)
          },
          () => {
            sink += learnAndLook(radar, learned)
            learned = noThresholds()
          },
        )
      const sweepBefore = () =>
        sweeps(
          pages,
          SWEEPS,
          (page) => {
            for (const m of page) noteBefore(m, mapped)
          },
          () => {
            sink += (mapped.thresholds.get(1) ?? 0) + (mapped.domainThresholds.get(1) ?? 0)
            mapped = { thresholds: new Map(), domainThresholds: new Map() }
          },
        )
      learned = noThresholds()
      mapped = { thresholds: new Map(), domainThresholds: new Map() }
      const pagedBefore = sweepBefore()
      const paged = sweepNow()
      pagedBefore.push(...sweepBefore())
      paged.push(...sweepNow())
      lines.push(
        `${worst ? 'worst case' : 'as recorded'}, ${size.toLocaleString('en')} monitors: ` +
          `noting, learning and a look ${said(note)} (before: ${said(before)}); ` +
          `page by page as the sweep runs it ${said(paged)} (before: ${said(pagedBefore)}); ` +
          `a changed list's look ${said(changed)}; ` +
          `baselines: JSON.parse of the pages ${said(parse)}, ` +
          `plain loop ${said(plain)}, the two reads alone ${said(reads)}, ` +
          `a Map entry per monitor ${said(entries)}; ` +
          `goal <= ${GOAL_MS} ms at 10,000`,
      )
    }
  }
  console.log(
    `\nDomain radar per sweep (medians of ${ROUNDS} rounds, ${2 * ROUNDS} for the sweep's share now and before, ${2 * SWEEPS} sweeps page by page; ranges):\n${lines.join('\n')}`,
  )
})
