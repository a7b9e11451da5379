// What the simulator answered, so tests and benchmarks can count requests.
import { iso } from '../engine/time'

export interface LoggedRequest {
  method: string
  path: string
  query: string
  status: number
  /** Simulator-clock ms and ISO time of the request. */
  at: number
  time: string
  /** A POST, PUT or PATCH body as sent: parsed JSON, else its text (first 8 KiB). */
  body?: unknown
}

const MAX_ENTRIES = 20_000
const MAX_BODY_CHARS = 8192

/** A body as logged: parsed when it is JSON, else the text, bounded. */
export function loggedBody(text: string): unknown {
  const bounded = text.slice(0, MAX_BODY_CHARS)
  try {
    return JSON.parse(bounded) as unknown
  } catch {
    return bounded
  }
}

export class RequestLog {
  private entries: LoggedRequest[] = []

  record(method: string, url: URL, status: number, at: number, body?: unknown): void {
    const entry: LoggedRequest = {
      method,
      path: url.pathname,
      query: url.search,
      status,
      at,
      time: iso(at),
    }
    if (body !== undefined) entry.body = body
    this.entries.push(entry)
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES)
  }

  list(): LoggedRequest[] {
    return [...this.entries]
  }

  clear(): void {
    this.entries = []
  }
}
