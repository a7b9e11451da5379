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
}

const MAX_ENTRIES = 20_000

export class RequestLog {
  private entries: LoggedRequest[] = []

  record(method: string, url: URL, status: number, at: number): void {
    this.entries.push({ method, path: url.pathname, query: url.search, status, at, time: iso(at) })
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES)
  }

  list(): LoggedRequest[] {
    return [...this.entries]
  }

  clear(): void {
    this.entries = []
  }
}
