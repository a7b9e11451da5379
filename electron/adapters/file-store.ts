// A KeyValueStore in a directory: one JSON file per key, each write atomic (write-file-atomic
// writes a temp file, fsyncs it and renames it over the old one), so a crash or SIGKILL mid-write
// leaves either the complete old value or the complete new one, never a mix. Only the user may
// read them: files are 0600 in a 0700 folder.
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import type { KeyValueStore } from '../core/ports'

export const STORE_DIR_MODE = 0o700
export const STORE_FILE_MODE = 0o600

/** Keys become file names, so they are restricted to a safe alphabet (no paths, no dot files). */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
/** write-file-atomic names its temp files `<target>.<uint32>`; a killed writer leaves them behind. */
const TEMP_FILE_PATTERN = /\.json\.\d+$/
/** Temp files younger than this may belong to a write still in progress in another process. */
const ORPHAN_MIN_AGE_MS = 60_000

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

  /** The stored value, or undefined when the key has never been set. Unparseable files throw. */
  async get(key: string): Promise<unknown> {
    const file = this.pathFor(key)
    let text: string
    try {
      text = await readFile(file, 'utf8')
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

  async set(key: string, value: unknown): Promise<void> {
    const file = this.pathFor(key)
    const text = JSON.stringify(value)
    if (text === undefined) throw new FileStoreError(`Value for "${key}" is not JSON`, key)
    const previous = this.queues.get(key) ?? Promise.resolve()
    const write = previous.then(async () => {
      await mkdir(this.directory, { recursive: true, mode: STORE_DIR_MODE })
      await writeFileAtomic(file, text, { encoding: 'utf8', fsync: true, mode: STORE_FILE_MODE })
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
