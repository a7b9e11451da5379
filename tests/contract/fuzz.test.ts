// Thousands of truncated and mutated versions of the recorded bodies: the client never crashes;
// each one yields a typed value or a BadResponseError (never a TypeError or an unknown error).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BadResponseError, createApiClient } from '@app/core/api'
import { cases, TOKEN } from './cases'
import { loadRecording, replayFetch, responseOf } from './recordings'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = (string | number)[]

function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix)
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out))
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out)
  return out
}

type Mutation =
  | { kind: 'delete' }
  | { kind: 'replace'; value: Json }
  | { kind: 'add-field'; key: string; value: Json }

function mutate(root: Json, path: Path, mutation: Mutation): Json {
  if (path.length === 0) return mutation.kind === 'replace' ? mutation.value : root
  const copy = structuredClone(root)
  let parent: Json = copy
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key]!
  const last = path[path.length - 1]!
  const target = parent as Record<string | number, Json>
  if (mutation.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete target[last]
  } else if (mutation.kind === 'replace') {
    target[last] = mutation.value
  } else {
    const node = target[last]
    if (node !== null && typeof node === 'object' && !Array.isArray(node))
      node[mutation.key] = mutation.value
  }
  return copy
}

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ kind: 'delete' }),
  fc
    .jsonValue({ maxDepth: 2 })
    .map((value): Mutation => ({ kind: 'replace', value: value as Json })),
  fc
    .constantFrom<Json>(null, '', 0, -1, 'unknown-value', [], {}, true, 1e308)
    .map((value): Mutation => ({ kind: 'replace', value })),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
    .map(([key, value]): Mutation => ({ kind: 'add-field', key, value: value as Json })),
)

const bodied = Object.keys(cases).filter((name) => loadRecording(name).data.trim() !== '')

async function outcome(name: string, body: string): Promise<'value' | 'bad-response'> {
  const recording = loadRecording(name)
  const { fetch } = replayFetch(() => responseOf(recording, body))
  const api = createApiClient({ baseUrl: 'https://staging.ohdear.test', token: TOKEN, fetch })
  try {
    await cases[name]!.call(api)
    return 'value'
  } catch (error) {
    if (error instanceof BadResponseError) {
      expect(error.message).not.toContain(TOKEN)
      return 'bad-response'
    }
    throw error
  }
}

describe('fuzzed recordings', () => {
  it('has bodies to fuzz', () => expect(bodied.length).toBeGreaterThan(30))

  it('truncated bodies yield a value or a BadResponseError', async () => {
    const seen = { value: 0, 'bad-response': 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodied),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (name, at) => {
          const body = loadRecording(name).data
          seen[await outcome(name, body.slice(0, Math.floor(body.length * at)))]++
        },
      ),
      { numRuns: 1000, seed: 20260317 },
    )
    // Almost every truncation breaks the JSON (an empty answer to an action is accepted as null).
    expect(seen['bad-response']).toBeGreaterThan(700)
  })

  it('structurally mutated bodies yield a value or a BadResponseError', async () => {
    const seen = { value: 0, 'bad-response': 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodied),
        fc.nat(),
        mutationArb,
        async (name, pick, mutation) => {
          const parsed = JSON.parse(loadRecording(name).data) as Json
          const paths = pathsOf(parsed)
          const mutated = mutate(parsed, paths[pick % paths.length]!, mutation)
          seen[await outcome(name, JSON.stringify(mutated))]++
        },
      ),
      { numRuns: 2000, seed: 20260318 },
    )
    // Tolerance at work: most single mutations hit optional or free-form fields and still parse.
    expect(seen.value).toBeGreaterThan(seen['bad-response'])
    expect(seen['bad-response']).toBeGreaterThan(100)
  })
})
