// The expiry radar's share of a sweep: each monitor's certificate and domain "expires soon"
// thresholds noted as its page arrives (radar-round.ts noteThresholds, which looks at the
// monitor's checks for its domain check where the domain threshold is not the default), at 1,000
// and 10,000 monitors, beside two baselines over the same monitors in the same run: the sweep's
// own JSON.parse of those monitors' pages, and a plain loop reading each monitor's id. Monitors
// are the recorded live monitor (11 checks, the domain check last), two ways: as recorded (null
// thresholds: the service's default) and the worst case (every monitor a domain threshold of 30
// days and its domain check on, so every monitor's checks are walked). The code before (`some`
// with a callback over the checks) is measured beside it, alternated. Goal:
// about 1 ms or less per sweep at 10,000. Figures, not asserts: medians of rounds, with ranges.
import { expect, test } from 'vitest'
import { PAGE_SIZE } from '@app/core/api/pagination'
import { monitorSchema, type ApiMonitor } from '@app/core/api/schemas/monitor'
import {
  expiryThreshold,
  noteThresholds,
  type SweptThresholds,
} from '@app/core/app-service/radar-round'
import { DEFAULT_EXPIRY_THRESHOLD_DAYS } from '@app/core/engine/radar'
import recorded from '../fixtures/recorded-api/monitor.json'

const SIZES = [1_000, 10_000]
const ROUNDS = 15
const GOAL_MS = 1

const base = JSON.parse(recorded.data) as Record<string, unknown> & { checks: object[] }

/** `count` monitors as a sweep's pages hold them (JSON text) and as read (the schema's output). */
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
  return { pages, monitors: raw.map((m) => monitorSchema.parse(m)) }
}

/** The code before this bench: `some` with a callback over the monitor's checks. */
function noteBefore(m: ApiMonitor, into: SweptThresholds): void {
  const days = expiryThreshold(m)
  if (days !== null && days !== DEFAULT_EXPIRY_THRESHOLD_DAYS) into.thresholds.set(m.id, days)
  const domainDays = expiryThreshold(m, 'domain_check_settings')
  if (
    domainDays !== null &&
    domainDays !== DEFAULT_EXPIRY_THRESHOLD_DAYS &&
    m.checks.some((c) => c.type === 'domain' && c.enabled)
  )
    into.domainThresholds.set(m.id, domainDays)
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
      // What the worst case cannot avoid as thresholds are kept now: an entry per monitor.
      const entries = rounds(() => {
        const map = new Map<number, number>()
        for (const m of monitors) map.set(m.id, 30)
        sink += map.size
      })
      let learned: SweptThresholds = { thresholds: new Map(), domainThresholds: new Map() }
      const measure = (note: typeof noteThresholds) =>
        rounds(() => {
          learned = { thresholds: new Map(), domainThresholds: new Map() }
          for (const m of monitors) note(m, learned)
        })
      // Alternated, so that neither has the warmer machine.
      const before = measure(noteBefore)
      const note = measure(noteThresholds)
      before.push(...measure(noteBefore))
      note.push(...measure(noteThresholds))
      expect(sink).toBeGreaterThan(0)
      expect(learned.domainThresholds.size).toBe(worst ? size : 0)
      lines.push(
        `${worst ? 'worst case' : 'as recorded'}, ${size.toLocaleString('en')} monitors: ` +
          `noteThresholds ${said(note)} (before: ${said(before)}); ` +
          `baselines: JSON.parse of the pages ${said(parse)}, ` +
          `plain loop ${said(plain)}, a Map entry per monitor ${said(entries)}; ` +
          `goal <= ${GOAL_MS} ms at 10,000`,
      )
    }
  }
  console.log(
    `\nDomain radar per sweep (medians of ${ROUNDS} rounds, ${2 * ROUNDS} for noteThresholds and before; ranges):\n${lines.join('\n')}`,
  )
})
