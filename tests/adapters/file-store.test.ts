import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileStore, FileStore, FileStoreError, jsonPieces } from '@app/adapters/file-store'
import type { KeyValueStore } from '@app/core/ports'
import { MemoryKeyValueStore, MemorySecretStore } from '@app/adapters/memory-stores'
import { runWriterAndKill } from '../helpers/kill-writer'

const WRITER = join(process.cwd(), 'tests', 'adapters', 'file-store-kill-writer.ts')

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uptray-file-store-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

// The same contract for every KeyValueStore the core may be handed.
describe.each([
  ['FileStore', () => new FileStore(join(dir, 'kv'))],
  ['MemoryKeyValueStore', () => new MemoryKeyValueStore()],
] as [string, () => KeyValueStore][])('%s as a KeyValueStore', (_name, make) => {
  it('round-trips JSON values, returns undefined for missing keys, deletes', async () => {
    const store = make()
    expect(await store.get('absent')).toBeUndefined()
    const value = { n: 1, s: 'x', list: [true, null], nested: { deep: [1, 2] } }
    await store.set('value', value)
    expect(await store.get('value')).toEqual(value)
    await store.delete('value')
    expect(await store.get('value')).toBeUndefined()
  })

  it('stores a copy: mutating the object after set or get changes nothing stored', async () => {
    const store = make()
    const value = { list: [1] }
    await store.set('k', value)
    value.list.push(2)
    const read = (await store.get('k')) as { list: number[] }
    read.list.push(3)
    expect(await store.get('k')).toEqual({ list: [1] })
  })

  it('renames a value to another key, and a missing source is not an error', async () => {
    const store = make()
    await store.set('from', { a: 1 })
    await store.rename!('from', 'to')
    expect(await store.get('from')).toBeUndefined()
    expect(await store.get('to')).toEqual({ a: 1 })
    await store.rename!('nothing', 'elsewhere')
    expect(await store.get('elsewhere')).toBeUndefined()
  })

  it('refuses values that are not JSON', async () => {
    await expect(make().set('k', undefined)).rejects.toThrow(/JSON/)
  })
})

describe('MemorySecretStore', () => {
  it('gets, sets and deletes secrets per account', async () => {
    const secrets = new MemorySecretStore({ 'https://a.example': 'one' })
    expect(await secrets.get('https://a.example')).toBe('one')
    expect(await secrets.get('https://b.example')).toBeNull()
    await secrets.set('https://b.example', 'two')
    expect(await secrets.get('https://b.example')).toBe('two')
    expect(await secrets.delete('https://a.example')).toBe(true)
    expect(await secrets.delete('https://a.example')).toBe(false)
    expect(await secrets.get('https://a.example')).toBeNull()
  })
})

describe('jsonPieces', () => {
  const joined = (value: unknown) => {
    const pieces = jsonPieces(value)
    return pieces === null ? undefined : [...pieces].join('')
  }
  // Values JSON.stringify treats specially, inside long lists so that they are walked piecewise.
  const odd = fc.constantFrom<unknown>(
    undefined,
    () => 1,
    Symbol('s'),
    NaN,
    -0,
    new Date(0),
    { toJSON: () => ['from', 'toJSON'] },
    Object.create(null) as object,
    new Number(4),
  )
  const leaf = fc.oneof(fc.jsonValue({ maxDepth: 2 }), odd)
  const small = fc.oneof(
    leaf,
    fc.array(leaf, { maxLength: 3 }),
    fc.dictionary(fc.string(), leaf, { maxKeys: 3 }),
  )
  // Longer than the lists written in one piece.
  const long = fc.array(small, { minLength: 65, maxLength: 70 })
  const value = fc.letrec((tie) => ({
    any: fc.oneof(
      { depthSize: 'small' },
      small,
      long,
      fc.array(tie('any'), { maxLength: 3 }),
      fc.dictionary(fc.string(), tie('any'), { maxKeys: 3 }),
    ),
  })).any

  it('gives exactly what JSON.stringify gives, or null where it gives undefined', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(joined(v)).toBe(JSON.stringify(v))
      }),
      { numRuns: 200 },
    )
    expect(jsonPieces(undefined)).toBeNull()
    expect(jsonPieces(() => 1)).toBeNull()
  })

  it('walks long lists one element at a time, and refuses a cycle as JSON.stringify does', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [i, `row ${i}`])
    expect([...jsonPieces({ rows })!].length).toBeGreaterThan(1000)
    const cyclic: unknown[] = Array.from({ length: 100 }, () => 0)
    cyclic.push({ back: cyclic })
    expect(() => [...jsonPieces(cyclic)!]).toThrow(TypeError)
  })
})

describe('FileStore', () => {
  it('stores one JSON file per key and reads values back', async () => {
    const store = new FileStore(join(dir, 'nested'))
    expect(await store.get('missing')).toBeUndefined()
    await store.set('snapshot', { a: 1, list: [1, 2, 3] })
    await store.set('other.key', 'text')
    expect(await store.get('snapshot')).toEqual({ a: 1, list: [1, 2, 3] })
    expect(await store.get('other.key')).toBe('text')
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['other.key.json', 'snapshot.json'])
    await store.delete('snapshot')
    await store.delete('snapshot') // deleting twice is fine
    expect(await store.get('snapshot')).toBeUndefined()
  })

  it('rejects keys that could escape the directory', async () => {
    const store = new FileStore(dir)
    for (const key of ['../x', 'a/b', '.hidden', '', 'a..b']) {
      await expect(store.set(key, 1)).rejects.toThrow(FileStoreError)
    }
  })

  it('reports an unparseable file with a clear error and can move it aside untouched', async () => {
    const store = new FileStore(dir)
    await writeFile(join(dir, 'cache.json'), '{"half": ')
    await expect(store.get('cache')).rejects.toThrow(/cache\.json does not contain valid JSON/)
    await store.rename('cache', 'cache.corrupt')
    expect(await store.get('cache')).toBeUndefined()
    await expect(store.get('cache.corrupt')).rejects.toThrow(FileStoreError)
    await store.rename('absent', 'elsewhere') // a missing source is not an error
  })

  it('writes a large value in pieces, reads it back whole and leaves no temp file', async () => {
    const store = new FileStore(dir)
    const value = { rows: Array.from({ length: 20_000 }, (_, i) => [i, 'x'.repeat(20), null]) }
    await store.set('large', value)
    expect(await store.get('large')).toEqual(value)
    expect(await readdir(dir)).toEqual(['large.json'])
  })

  it('serializes concurrent writes to one key so the last one wins', async () => {
    const store = new FileStore(dir)
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.set('k', { i })))
    expect(await store.get('k')).toEqual({ i: 19 })
  })

  it('survives SIGKILL mid-write: always a complete old or new value', async () => {
    const iterations = 20
    let lastDone = -1
    let orphanTempFiles = 0
    for (let round = 0; round < iterations; round += 1) {
      const completed = await runWriterAndKill(WRITER, dir, lastDone + 1, round)
      const value = (await new FileStore(dir).get('cache')) as {
        seq: number
        rows: string[]
        checksum: string
      }
      // Complete: its checksum matches its content.
      const rowsHash = createHash('sha256').update(value.rows.join('\n')).digest('hex')
      const expected = createHash('sha256').update(`${value.seq}:${rowsHash}`).digest('hex')
      expect(value.checksum).toBe(expected)
      expect(value.rows).toHaveLength(30_000)
      // Old or new: the last completed write, or the one in flight when the kill came.
      expect(value.seq).toBeGreaterThanOrEqual(completed)
      expect(value.seq).toBeLessThanOrEqual(completed + 1)
      lastDone = value.seq
      orphanTempFiles += (await readdir(dir)).filter((n) => n !== 'cache.json').length
    }
    // Proof that kills did land inside writes (a killed write leaves its temp file).
    expect(orphanTempFiles).toBeGreaterThan(0)
    const store = await createFileStore(dir) // young temp files are left alone...
    expect((await readdir(dir)).length).toBeGreaterThan(1)
    expect(await store.removeOrphanTempFiles(Date.now() + 120_000)).toBeGreaterThan(0)
    expect(await readdir(dir)).toEqual(['cache.json']) // ...old ones are cleared
  }, 60_000)
})
