// Loads the recorded responses of the real service and replays them through a fetch that
// records what the client asked for.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FetchLike } from '@app/core/ports'
import { RECORDINGS_DIR } from '../helpers/recordings-dir'

export { RECORDINGS_DIR }

export interface Recording {
  statusCode: number
  headers: Record<string, string>
  /** The body as sent ('' for a 204). */
  data: string
}

export function recordingNames(): string[] {
  return readdirSync(RECORDINGS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort()
}

const cache = new Map<string, Recording>()

export function loadRecording(name: string): Recording {
  let recording = cache.get(name)
  if (!recording) {
    recording = JSON.parse(readFileSync(join(RECORDINGS_DIR, `${name}.json`), 'utf8')) as Recording
    cache.set(name, recording)
  }
  return recording
}

export interface SentRequest {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

/** A Response carrying the recorded status, headers and body (or `body` instead of it). */
export function responseOf(recording: Recording, body: string = recording.data): Response {
  const nullBody = recording.statusCode === 204 || recording.statusCode === 304
  return new Response(nullBody ? null : body, {
    status: recording.statusCode,
    headers: recording.headers,
  })
}

/** A fetch that answers every request with `respond()` and keeps what was sent. */
export function replayFetch(respond: () => Response): { fetch: FetchLike; sent: SentRequest[] } {
  const sent: SentRequest[] = []
  const fetch: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers)
    const raw = init?.body
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(input),
      headers,
      body: typeof raw === 'string' ? JSON.parse(raw) : undefined,
    })
    return respond()
  }
  return { fetch, sent }
}
