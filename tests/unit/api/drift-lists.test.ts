// Every list the app reads keeps its readable entries when one entry drifts: the bad entry is
// dropped and counted (unreadableOf), never the whole list or the view built on it.
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '@app/core/api'
import { unreadableOf } from '@app/core/api/schemas/tolerant-list'
import type { Unreadable } from '@app/shared/model'
import { cases } from '../../contract/cases'
import {
  type Json,
  type JsonObject,
  type Mutation,
  clientServing,
  mutate,
  recordedBody,
} from './drift-helpers'

const LISTS = [
  'cron-check-definitions',
  'maintenance-periods',
  'status-pages',
  'http-uptime-metrics',
  'ping-uptime-metrics',
  'tcp-uptime-metrics',
  'broken-links',
  'downtime',
  'notification-destinations',
]

/** The entries a call yields and what was set aside, whatever shape the call answers. */
function entriesOf(value: unknown): { entries: unknown[]; unreadable: Unreadable } {
  if (Array.isArray(value)) return { entries: value, unreadable: unreadableOf(value) }
  const page = value as { data: unknown[]; unreadable?: Unreadable }
  return { entries: page.data, unreadable: page.unreadable ?? unreadableOf(page.data) }
}

/** The recording, with a second entry (a copy under another id) where it has only one. */
function withTwoEntries(name: string): JsonObject {
  const body = recordedBody(name)
  const data = body.data as JsonObject[]
  if (data.length === 1) {
    const copy = structuredClone(data[0]!)
    if (typeof copy.id === 'number') copy.id += 1
    data.push(copy)
  }
  return body
}

async function read(name: string, body: Json) {
  const api = clientServing(body, name) as ApiClient
  return entriesOf(await cases[name]!.call(api))
}

const BREAKS: Mutation[] = [
  { kind: 'null' },
  { kind: 'replace', value: 'not an entry' },
  { kind: 'replace', value: { id: 'not-an-id', unexpected: true } },
]

describe('drift in a list entry', () => {
  for (const name of LISTS) {
    it(`${name}: a bad first entry is dropped and counted, the others kept`, async () => {
      const body = withTwoEntries(name)
      const whole = await read(name, body)
      expect(whole.entries.length).toBeGreaterThan(1)
      expect(whole.unreadable.count).toBe(0)
      for (const mutation of BREAKS) {
        const { entries, unreadable } = await read(name, mutate(body, ['data', 0], mutation))
        expect(entries).toEqual(whole.entries.slice(1))
        expect(unreadable.count).toBe(1)
        expect(unreadable.reasons[0]!.length).toBeLessThanOrEqual(200)
      }
    })
  }
})
