// A KeyValueStore in a directory: one JSON file per key, each write atomic (the JSON goes to a temp
// file beside the target, is fsynced and renamed over it), so a crash or SIGKILL mid-write leaves
// either the complete old value or the complete new one, never a mix. Only the user may read them:
// files are 0600 in a 0700 folder. A value is serialized and written a piece at a time
// (jsonPieces): a 10,000-monitor snapshot never becomes one string nor one buffer, whose one-off
// megabytes would stay in the process's resident memory.
import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { KeyValueStore } from '../core/ports'
import { readRegularFile } from './own-folder'

export const STORE_DIR_MODE = 0o700
export const STORE_FILE_MODE = 0o600

/** Keys become file names, so they are restricted to a safe alphabet (no paths, no dot files). */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
/** Temp files are named `<target>.<uint32>`; a killed writer leaves them behind. */
const TEMP_FILE_PATTERN = /\.json\.\d+$/
/** Temp files younger than this may belong to a write still in progress in another process. */
const ORPHAN_MIN_AGE_MS = 60_000
/** Pieces are gathered up to about this many characters per write call. */
const WRITE_CHUNK_CHARS = 64 * 1024

export class FileStoreError extends Error {
  constructor(
    message: string,
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'FileStoreError'
  }
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new FileStoreError(
      `Invalid store key "${key}": use letters, digits, ".", "_" or "-" (max 128)`,
      key,
    )
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
}

export class FileStore implements KeyValueStore {
  /** The last pending write per key: writes to one key complete in the order they were made. */
  private readonly queues = new Map<string, Promise<void>>()

  constructor(readonly directory: string) {}

  pathFor(key: string): string {
    assertKey(key)
    return join(this.directory, `${key}.json`)
  }

  /**
   * The stored value, or undefined when the key has never been set. Unparseable files throw, and
   * so does anything but a regular file (a FIFO in its place would block the read for good).
   */
  async get(key: string): Promise<unknown> {
    const file = this.pathFor(key)
    let text: string
    try {
      text = await readRegularFile(file)
    } catch (error) {
      if (isMissing(error)) return undefined
      throw new FileStoreError(`Cannot read ${file}`, key, { cause: error })
    }
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new FileStoreError(`${file} does not contain valid JSON`, key, { cause: error })
    }
  }

  /**
   * Writes `value` as JSON. It is read while the write goes on (after earlier writes to the key),
   * so it must not change once handed over; the app's stored values are immutable.
   */
  async set(key: string, value: unknown): Promise<void> {
    const file = this.pathFor(key)
    const pieces = jsonPieces(value)
    if (!pieces) throw new FileStoreError(`Value for "${key}" is not JSON`, key)
    const previous = this.queues.get(key) ?? Promise.resolve()
    const write = previous.then(async () => {
      await mkdir(this.directory, { recursive: true, mode: STORE_DIR_MODE })
      await writeAtomically(file, pieces)
    })
    // A failed write must not block the ones after it; the caller still sees its own error.
    const settled = write.catch(() => undefined)
    this.queues.set(key, settled)
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key)
    })
    await write
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true })
  }

  /** Moves a value to another key as is, even when it cannot be parsed (used to keep backups). */
  async rename(from: string, to: string): Promise<void> {
    try {
      await rename(this.pathFor(from), this.pathFor(to))
    } catch (error) {
      if (!isMissing(error)) throw error
    }
  }

  /** Removes temp files left by writers that were killed mid-write. Returns how many. */
  async removeOrphanTempFiles(now: number = Date.now()): Promise<number> {
    let names: string[]
    try {
      names = await readdir(this.directory)
    } catch (error) {
      if (isMissing(error)) return 0
      throw error
    }
    let removed = 0
    for (const name of names.filter((n) => TEMP_FILE_PATTERN.test(n))) {
      const file = join(this.directory, name)
      try {
        const info = await stat(file)
        if (now - info.mtimeMs < ORPHAN_MIN_AGE_MS) continue
        await rm(file, { force: true })
        removed += 1
      } catch (error) {
        if (!isMissing(error)) throw error
      }
    }
    return removed
  }
}

/** Arrays longer than this are written element by element; shorter ones in one piece. */
const LONG_LIST = 64

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * `value` as the pieces of what JSON.stringify(value) gives, produced as they are read, or null
 * when JSON.stringify gives undefined. Plain objects and long arrays are walked here; anything
 * else is one JSON.stringify call (an object with toJSON is one of those: its toJSON is called
 * with an empty key).
 */
export function jsonPieces(value: unknown): Iterable<string> | null {
  if (walked(value)) return pieces(value, [])
  const text = JSON.stringify(value) as string | undefined
  return text === undefined ? null : [text]
}

function walked(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || 'toJSON' in value) return false
  return Array.isArray(value) ? value.length > LONG_LIST : isPlainObject(value)
}

function* pieces(value: object, ancestors: object[]): Generator<string> {
  if (ancestors.includes(value)) throw new TypeError('Converting circular structure to JSON')
  ancestors.push(value)
  if (Array.isArray(value)) {
    yield '['
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ','
      const item: unknown = value[i]
      if (walked(item)) yield* pieces(item, ancestors)
      else yield (JSON.stringify(item) as string | undefined) ?? 'null'
    }
    yield ']'
  } else {
    let first = true
    for (const [key, item] of Object.entries(value)) {
      const text = walked(item) ? null : (JSON.stringify(item) as string | undefined)
      if (text === undefined) continue
      yield `${first ? '{' : ','}${JSON.stringify(key)}:`
      first = false
      if (text === null) yield* pieces(item as object, ancestors)
      else yield text
    }
    yield first ? '{}' : '}'
  }
  ancestors.pop()
}

/** Writes the pieces to a fresh temp file, fsyncs it and renames it over `file`. */
async function writeAtomically(file: string, pieces: Iterable<string>): Promise<void> {
  const temp = `${file}.${randomBytes(4).readUInt32BE(0)}`
  const handle = await open(temp, 'wx', STORE_FILE_MODE)
  try {
    let chunk = ''
    for (const piece of pieces) {
      chunk += piece
      if (chunk.length >= WRITE_CHUNK_CHARS) {
        await handle.write(chunk)
        chunk = ''
      }
    }
    if (chunk) await handle.write(chunk)
    // The mode given to open() is narrowed by the umask; the file must be exactly 0600.
    await handle.chmod(STORE_FILE_MODE)
    await handle.sync()
    await handle.close()
    await rename(temp, file)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(temp, { force: true })
    throw error
  }
}

/**
 * Opens (and creates, 0700) a store directory, clearing temp files left by an earlier crash.
 * A folder that already exists keeps its mode: it may be one the user chose and shares.
 */
export async function createFileStore(directory: string): Promise<FileStore> {
  await mkdir(directory, { recursive: true, mode: STORE_DIR_MODE })
  const store = new FileStore(directory)
  await store.removeOrphanTempFiles()
  return store
}
