// The monitor page schema is ahead-of-time compiled for speed; it must accept, reject and
// normalize exactly like the same schema run by zod's regular parser.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compiledMonitorPageSchema, monitorPageSchema } from '@app/core/api/schemas/monitor'
import { loadRecording } from '../../contract/recordings'

const runtime = monitorPageSchema
const compiled = compiledMonitorPageSchema()
const recorded = JSON.parse(loadRecording('monitors').data) as { data: Record<string, unknown>[] }

function outcome(schema: typeof runtime, input: unknown) {
  const r = schema.safeParse(input)
  return r.success
    ? { ok: true, data: r.data }
    : { ok: false, paths: r.error.issues.map((i) => i.path) }
}

describe('compiled monitor page schema', () => {
  it('gives the same value as the runtime parser on the recording', () => {
    expect(outcome(compiled, recorded)).toEqual(outcome(runtime, recorded))
    expect(outcome(compiled, recorded).ok).toBe(true)
  })

  it('agrees with the runtime parser on random field replacements', () => {
    const monitorKeys = Object.keys(recorded.data[0]!)
    fc.assert(
      fc.property(
        fc.constantFrom(...monitorKeys),
        fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined)),
        (key, value) => {
          const input = structuredClone(recorded)
          ;(input.data[0] as Record<string, unknown>)[key] = value
          expect(outcome(compiled, input)).toEqual(outcome(runtime, input))
        },
      ),
      { numRuns: 400, seed: 7 },
    )
  })
})
