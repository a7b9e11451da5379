// The sweep reads monitor pages with monitor-reader.ts, which checks the parsed JSON in place
// instead of building a copy; it must accept, set aside (with the same reasons), fall back and
// fail exactly like the zod schema it stands for, `paginated(monitorSchema, 'monitor')`.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paginated } from '@app/core/api/schemas/common'
import { monitorSchema } from '@app/core/api/schemas/monitor'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import { unreadableOf } from '@app/core/api/schemas/tolerant-list'
import { recorded, withField } from './recorded-page'

const reference = paginated(monitorSchema, 'monitor')

/** What a schema makes of `input` (each schema gets its own copy: the reader writes in place). */
function outcome(schema: typeof reference | typeof monitorPageSchema, input: unknown) {
  const r = schema.safeParse(structuredClone(input))
  return r.success
    ? { ok: true, data: r.data, unreadable: unreadableOf(r.data.data) }
    : { ok: false, paths: r.error.issues.map((i) => i.path) }
}

function agree(input: unknown): void {
  expect(outcome(monitorPageSchema, input)).toEqual(outcome(reference, input))
}

/** A JSON value, or no value at all (the key removed). */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(undefined),
  fc.constantFrom(1.5, -0, 2 ** 53, -(2 ** 53), '', '42', [], {}, ['a', 1, null], 'failed'),
)

describe('monitor page reader', () => {
  it('gives the same values as the zod schema on the recording', () => {
    agree(recorded)
    expect(outcome(monitorPageSchema, recorded).ok).toBe(true)
  })

  it('leaves nothing to copy: a readable monitor is the parsed object itself', () => {
    const input = structuredClone(recorded)
    const first = input.data[0]
    const read = monitorPageSchema.parse(input)
    expect(read.data[0]).toBe(first)
  })

  it('agrees on random values in any monitor field', () => {
    const keys = [...Object.keys(recorded.data[0]!), 'sort_url', 'not_a_field']
    fc.assert(
      fc.property(fc.constantFrom(...keys), anyValue, (key, value) => {
        agree(withField(['data', 1, key], value))
      }),
      { numRuns: 600, seed: 7 },
    )
  })

  it('agrees on random values in any check field, the snooze and the settings', () => {
    const check = recorded.data[0]!.checks as Record<string, unknown>[]
    const keys = Object.keys(check[0]!)
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.nat(check.length - 1), anyValue, (key, i, value) => {
        agree(withField(['data', 0, 'checks', i, key], value))
      }),
      { numRuns: 600, seed: 11 },
    )
    const snooze = {
      id: 5,
      starts_at: '2026-03-17 08:00:00',
      ends_at: '2026-03-17 09:00:00',
      snoozed_by: 'On-call',
      unsnoozed_by: null,
      source: 'API',
      created_at: '2026-03-17 08:00:00',
    }
    agree(withField(['data', 0, 'checks', 0, 'active_snooze'], snooze))
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(snooze)), anyValue, (key, value) => {
        const changed: Record<string, unknown> = { ...snooze, [key]: value }
        if (value === undefined) delete changed[key]
        agree(withField(['data', 0, 'checks', 1, 'active_snooze'], changed))
      }),
      { numRuns: 300, seed: 13 },
    )
  })

  it('sets aside the same monitors with the same reasons, and keeps the others', () => {
    const cases: [(string | number)[], unknown][] = [
      [['data', 1, 'checks'], 'none'],
      [['data', 1, 'id'], 'forty-two'],
      [['data', 1, 'id'], undefined],
      [['data', 2, 'checks', 3, 'id'], 1.5],
      [['data', 2, 'checks', 3], null],
      [
        ['data', 3],
        [1, 2],
      ],
      [['data', 0], 'monitor'],
    ]
    for (const [path, value] of cases) {
      const input = withField(path, value)
      agree(input)
      const read = outcome(monitorPageSchema, input)
      expect('unreadable' in read ? read.unreadable?.count : null, JSON.stringify(path)).toBe(1)
    }
  })

  it('fails the whole page only where the zod schema does', () => {
    for (const input of [null, [], 'page', { data: 'none' }, { data: { monitors: [] } }, {}])
      agree(input)
    fc.assert(
      fc.property(fc.constantFrom('links', 'meta', 'data'), anyValue, (key, value) => {
        agree(withField([key], value))
      }),
      { numRuns: 300, seed: 17 },
    )
  })
})
