// The sweep's hot path: validating monitor pages. Target: validation at most 3x the
// cost of JSON.parse of the same bytes, for a 200-monitor page and a 10,000-monitor account
// (50 pages of 200). Monitors are shaped like the recorded `monitors.json`, 10 checks each.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { RECORDINGS_DIR } from '../helpers/recordings-dir'
import { paginated } from '@app/core/api/schemas/common'
import { monitorSchema } from '@app/core/api/schemas/monitor'
import { monitorPageSchema, streamMonitorPage } from '@app/core/api/schemas/monitor-page'
import { lendBody } from '@app/adapters/answer-body'

// The sweep's reader (schemas/monitor-reader.ts: the parsed JSON checked in place), and the zod
// schema it stands for, to show what reading in place buys.
const zodPageSchema = paginated(monitorSchema, 'monitor')
const readerPageSchema = monitorPageSchema

const recorded = JSON.parse(
  (JSON.parse(readFileSync(`${RECORDINGS_DIR}/monitors.json`, 'utf8')) as { data: string }).data,
) as { data: Record<string, unknown>[] }
const template = recorded.data[0]! as { checks: Record<string, unknown>[] } & Record<
  string,
  unknown
>

const RESULTS = ['succeeded', 'succeeded', 'succeeded', 'warning', 'failed', 'pending'] as const

function monitor(id: number): Record<string, unknown> {
  const checks = template.checks.slice(0, 10).map((check, i) => ({
    ...check,
    id: id * 100 + i,
    enabled: (id + i) % 7 !== 0,
    latest_run_result: RESULTS[(id * 31 + i) % RESULTS.length],
    latest_run_ended_at: `2026-03-17 0${i % 10}:${String(id % 60).padStart(2, '0')}:00`,
    active_snooze:
      (id + i) % 53 === 0
        ? {
            id: id * 1000 + i,
            starts_at: '2026-03-17 08:00:00',
            ends_at: '2026-03-17 09:00:00',
            snoozed_by: 'On-call',
            unsnoozed_by: null,
            source: 'API',
            created_at: '2026-03-17 08:00:00',
          }
        : null,
  }))
  return {
    ...template,
    id,
    url: `https://client-${id}.example.com`,
    sort_url: `client-${id}.example.com`,
    label: `client-${id}.example.com`,
    group_name: id % 5 === 0 ? `Group ${id % 17}` : '',
    tags: id % 3 === 0 ? ['production', `client-${id % 40}`] : [],
    summarized_check_result: RESULTS[id % 4],
    checks,
  }
}

function pageBody(page: number, lastPage: number, total: number): string {
  const data = Array.from({ length: 200 }, (_, i) => monitor((page - 1) * 200 + i + 1))
  return JSON.stringify({
    data,
    links: {
      first: '',
      last: '',
      prev: null,
      next: page < lastPage ? `/api/monitors?page=${page + 1}` : null,
    },
    meta: {
      current_page: page,
      from: 1,
      last_page: lastPage,
      links: [],
      path: '',
      per_page: 200,
      to: 200,
      total,
    },
  })
}

const onePage = pageBody(1, 1, 200)
const account = Array.from({ length: 50 }, (_, i) => pageBody(i + 1, 50, 10_000))
const onePageBytes = Buffer.from(onePage)
const accountBytes = account.map((body) => Buffer.from(body))
const onePageParsed = JSON.parse(onePage) as unknown
const accountParsed = account.map((body) => JSON.parse(body) as unknown)

// Sanity before measuring: the generated pages must validate, as a stream too.
if (!readerPageSchema.safeParse(onePageParsed).success)
  throw new Error('generated page does not validate')
if (stream(onePageBytes) !== 200) throw new Error('generated page does not stream')

// Ratios use means (latency.mean), not medians; the machine is shared, so bursts from other
// processes can skew a mean.
const pageRun = { time: 1000, iterations: 40, warmupTime: 200, warmupIterations: 5 }
const accountRun = { time: 0, iterations: 8, warmupTime: 0, warmupIterations: 1 }

/** A page as the sweep reads it: lent as the fetch lends it, each monitor parsed as it is taken. */
function stream(bytes: Buffer): number {
  let count = 0
  for (const _ of streamMonitorPage(lendBody([bytes]))!.data) count++
  return count
}

/** Mean latency of `name` over the baseline's, printed with the target. */
function ratio(
  results: { get(name: string): { latency: { mean: number } } },
  name: string,
  baseline: string,
) {
  const value = results.get(name).latency.mean / results.get(baseline).latency.mean
  return Math.round(value * 100) / 100
}

test(`200-monitor page (${Math.round(onePage.length / 1024)} KiB): validation at most 3x JSON.parse`, async ({
  bench,
}) => {
  const results = await bench.compare(
    bench('JSON.parse (baseline)', () => {
      JSON.parse(onePage)
    }),
    bench('validate (schema only)', () => {
      readerPageSchema.parse(onePageParsed)
    }),
    bench('JSON.parse + validate', () => {
      readerPageSchema.parse(JSON.parse(onePage))
    }),
    bench('validate, zod schema (a copy of every monitor)', () => {
      zodPageSchema.parse(onePageParsed)
    }),
    bench('parse and validate as a stream (the sweep)', () => {
      stream(onePageBytes)
    }),
    pageRun,
  )
  const streamed = ratio(
    results,
    'parse and validate as a stream (the sweep)',
    'JSON.parse (baseline)',
  )
  console.log(`200-monitor page: parse and validate as a stream ${streamed}x JSON.parse`)
  const validate = ratio(results, 'validate (schema only)', 'JSON.parse (baseline)')
  const both = ratio(results, 'JSON.parse + validate', 'JSON.parse (baseline)')
  const zod = ratio(
    results,
    'validate, zod schema (a copy of every monitor)',
    'JSON.parse (baseline)',
  )
  console.log(`200-monitor page: the zod schema ${zod}x JSON.parse`)
  console.log(
    `200-monitor page: validation ${validate}x JSON.parse; parse+validate ${both}x (target: validation <= 3x)`,
  )
  expect(validate).toBeLessThanOrEqual(3)
}, 180_000)

const accountMiB = Math.round(account.reduce((n, b) => n + b.length, 0) / 104857.6) / 10
test(`10,000-monitor account, 50 pages (${accountMiB} MiB): validation at most 3x JSON.parse`, async ({
  bench,
}) => {
  const results = await bench.compare(
    bench('JSON.parse (baseline)', () => {
      for (const body of account) JSON.parse(body)
    }),
    bench('validate (schema only)', () => {
      for (const parsed of accountParsed) readerPageSchema.parse(parsed)
    }),
    bench('JSON.parse + validate', () => {
      for (const body of account) readerPageSchema.parse(JSON.parse(body))
    }),
    bench('parse and validate as a stream (the sweep)', () => {
      for (const bytes of accountBytes) stream(bytes)
    }),
    accountRun,
  )
  const streamed = ratio(
    results,
    'parse and validate as a stream (the sweep)',
    'JSON.parse (baseline)',
  )
  console.log(`10,000 monitors: parse and validate as a stream ${streamed}x JSON.parse`)
  const validate = ratio(results, 'validate (schema only)', 'JSON.parse (baseline)')
  const both = ratio(results, 'JSON.parse + validate', 'JSON.parse (baseline)')
  console.log(
    `10,000 monitors: validation ${validate}x JSON.parse; parse+validate ${both}x (target: validation <= 3x)`,
  )
  expect(validate).toBeLessThanOrEqual(3)
}, 180_000)
