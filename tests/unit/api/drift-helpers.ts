// Drift harness: the recorded monitor list (and other recorded lists) with one field changed the
// way a service drifts (null, another type, gone, unknown fields, unknown enum values), read the
// way a sweep reads it: the real client on an injected fetch, every page, then the snapshot.
import { createApiClient } from '@app/core/api'
import { iteratePages } from '@app/core/api/pagination'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { mergeUnreadable, noUnreadable } from '@app/core/api/schemas/tolerant-list'
import { buildSnapshot } from '@app/core/engine/snapshot'
import type { Snapshot } from '@app/shared/model'
import { loadRecording, replayFetch, responseOf } from '../../contract/recordings'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }
export type Path = (string | number)[]

export const FETCHED_AT = '2026-03-17T12:00:00.000Z'

/** The parsed body of a recording. */
export function recordedBody(name: string): JsonObject {
  return JSON.parse(loadRecording(name).data) as JsonObject
}

/** The recorded monitor page (4 monitors, 5 to 11 checks each). */
export function monitorPage(): JsonObject {
  return recordedBody('monitors')
}

export type Mutation =
  | { kind: 'null' }
  | { kind: 'retype' }
  | { kind: 'delete' }
  | { kind: 'unknown-enum' }
  | { kind: 'add-field' }
  | { kind: 'replace'; value: Json }

export const MUTATIONS: Mutation[] = [
  { kind: 'null' },
  { kind: 'retype' },
  { kind: 'delete' },
  { kind: 'unknown-enum' },
  { kind: 'add-field' },
]

/** A value of another JSON type than `value`. */
function otherType(value: Json): Json {
  if (typeof value === 'string') return 42
  if (typeof value === 'number') return 'forty-two'
  if (typeof value === 'boolean') return 'yes'
  if (Array.isArray(value)) return { first: value[0] ?? null }
  if (value === null) return ['unexpected']
  return 'not an object'
}

/** `root` (copied) with `mutation` applied at `path`. */
export function mutate(root: JsonObject, path: Path, mutation: Mutation): JsonObject {
  const copy = structuredClone(root)
  let parent = copy as Json
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key]!
  const holder = parent as Record<string | number, Json>
  const last = path[path.length - 1]!
  const value = holder[last] ?? null
  switch (mutation.kind) {
    case 'null':
      holder[last] = null
      break
    case 'retype':
      holder[last] = otherType(value)
      break
    case 'delete':
      if (Array.isArray(holder)) holder.splice(Number(last), 1)
      else delete holder[last]
      break
    case 'unknown-enum':
      holder[last] = typeof value === 'string' ? 'brand-new-value' : value
      break
    case 'add-field':
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        ;(value as JsonObject).field_from_the_future = { nested: [1, 'two', null] }
      } else holder.field_from_the_future = 'surprise'
      break
    case 'replace':
      holder[last] = mutation.value
      break
  }
  return copy
}

/** Every path inside `value` below `prefix` (objects' keys and arrays' indexes, depth first). */
export function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...prefix, i])
      pathsOf(v, [...prefix, i], out)
    })
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k])
      pathsOf(v, [...prefix, k], out)
    }
  }
  return out
}

/** A client whose every request is answered with `body` (200, the recording's headers). */
export function clientServing(body: unknown, recording = 'monitors') {
  const served = JSON.stringify(body)
  const { fetch } = replayFetch(() => responseOf(loadRecording(recording), served))
  return createApiClient({ baseUrl: 'https://ohdear.test', token: 'drift-token', fetch })
}

/** What a sweep makes of `body` served as every page: the snapshot, or the error it fails with. */
export async function sweepOf(body: unknown): Promise<Snapshot> {
  const api = clientServing(body)
  const monitors: ApiMonitor[] = []
  let unreadable = noUnreadable()
  for await (const page of iteratePages((n) => api.monitors.listPage(n))) {
    monitors.push(...page.data)
    unreadable = mergeUnreadable(unreadable, page.unreadable)
  }
  return buildSnapshot(monitors, FETCHED_AT, null, unreadable)
}
