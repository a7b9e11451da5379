// The data folder's trust rule and regular-file reads, on real temp folders: a folder others may
// write into is not used, and a FIFO planted in place of a cache file fails the read at once
// instead of blocking it for good (a hang would fail this test by its timeout).
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileStore, FileStoreError } from '@app/adapters/file-store'
import { openDataFolder, readRegularFile, readRegularFileSync } from '@app/adapters/own-folder'

const unix = process.platform !== 'win32'
if (!unix) console.log('data folder tests skipped: they need POSIX modes and mkfifo')

describe.skipIf(!unix)('data folder', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'uptray-data-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('creates a missing folder 0700 and trusts it', () => {
    const dir = join(root, 'new', 'data')
    expect(openDataFolder(dir)).toEqual({ trusted: true, notice: null })
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  })

  it("trusts this user's existing folder that only they may write", () => {
    chmodSync(root, 0o755)
    expect(openDataFolder(root).trusted).toBe(true)
  })

  it('refuses a world- or group-writable folder and says how to fix it', () => {
    for (const mode of [0o777, 0o770, 0o1777]) {
      chmodSync(root, mode)
      const folder = openDataFolder(root)
      expect(folder.trusted).toBe(false)
      expect(folder.notice).toContain('can be written by other users')
      expect(folder.notice).toContain(`chmod 700 "${root}"`)
      // Left as it is: the user decides.
      expect(statSync(root).mode & 0o7777).toBe(mode)
    }
  })

  it('judges the folder a symbolic link leads to', () => {
    const own = join(root, 'own')
    const open = join(root, 'open')
    mkdirSync(own, { mode: 0o700 })
    mkdirSync(open)
    chmodSync(open, 0o777)
    symlinkSync(own, join(root, 'to-own'))
    symlinkSync(open, join(root, 'to-open'))
    expect(openDataFolder(join(root, 'to-own')).trusted).toBe(true)
    expect(openDataFolder(join(root, 'to-open')).trusted).toBe(false)
  })

  it('refuses a path that is not a folder', () => {
    const file = join(root, 'file')
    writeFileSync(file, '')
    expect(() => openDataFolder(file)).toThrow()
  })

  it('a FIFO in place of a cache file fails the read instead of hanging', async () => {
    const store = new FileStore(root)
    execFileSync('mkfifo', [store.pathFor('snapshot')])
    await expect(store.get('snapshot')).rejects.toBeInstanceOf(FileStoreError)
    await expect(readRegularFile(store.pathFor('snapshot'))).rejects.toThrow(/not a regular file/)
    expect(() => readRegularFileSync(store.pathFor('snapshot'))).toThrow(/not a regular file/)
  })

  it('a folder in place of a file is refused too; a regular file reads as before', async () => {
    const store = new FileStore(root)
    mkdirSync(store.pathFor('odd'))
    await expect(store.get('odd')).rejects.toBeInstanceOf(FileStoreError)
    await store.set('fine', { a: 1 })
    expect(await store.get('fine')).toEqual({ a: 1 })
    expect(await store.get('missing')).toBeUndefined()
  })
})
