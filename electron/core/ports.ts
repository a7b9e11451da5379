// What the core needs from the outside world. Production passes Electron or Node adapters,
// tests pass fakes: the core itself never reaches the network, the disk or the clock directly.

/** The headers of an answer, as the Fetch API's Headers reads them (names in any case). */
export interface HeaderReader {
  get(name: string): string | null
  has(name: string): boolean
}

/** What the core reads of an HTTP answer: the Fetch API's Response has it, so do the adapters'. */
export interface FetchResponse {
  readonly ok: boolean
  readonly status: number
  readonly statusText: string
  readonly headers: HeaderReader
  text(): Promise<string>
  /**
   * The answer's bytes, where the fetch can lend them (read in place of `text`, never both): the
   * caller takes pieces of them as text and must `release` them once done.
   */
  lendBody?(): Promise<AnswerBody>
}

/** An answer's bytes, lent by the fetch that read them (it may reuse them once released). */
export interface AnswerBody {
  readonly bytes: Uint8Array
  /** The bytes [from, to) as text; `from` and `to` must not split a character. */
  text(from: number, to: number): string
  release(): void
}

/** What the core sends: a subset of the Fetch API's RequestInit. */
export interface FetchInit {
  method?: string
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignal
}

export type FetchLike = (input: string, init?: FetchInit) => Promise<FetchResponse>

export interface TimerHandle {
  cancel(): void
}

export interface Clock {
  /** Milliseconds since the epoch (wall clock). */
  now(): number
  /** Calls `fn` once after `ms` of wall-clock time. */
  setTimer(ms: number, fn: () => void): TimerHandle
}

export interface SecretStore {
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<boolean>
}

export interface KeyValueStore {
  get(key: string): Promise<unknown>
  /** Must be atomic: a crash mid-write leaves the old value or the new one, never a mix. */
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /**
   * Optional: moves a value to another key as stored, even when it cannot be read back
   * (the offline cache uses it to keep a corrupt file as a backup instead of losing it).
   */
  rename?(from: string, to: string): Promise<void>
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}
