// A kill during a cache write leaves a readable cache, proven through the offline cache
// itself: a child process saves snapshots through OfflineCache + FileStore and is SIGKILLed at
// varying moments; each time, the next start's `load()` must return a whole snapshot (the last
// one written, or the one in flight) without setting anything aside as corrupt.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { FileStore } from '@app/adapters/file-store'
import { OfflineCache } from '@app/core/engine/offline-cache'
import { FakeClock } from '../../helpers/fake-clock'
import { runWriterAndKill } from '../../helpers/kill-writer'

const WRITER = join(process.cwd(), 'tests', 'unit', 'engine', 'offline-cache-kill-writer.ts')
const MONITORS = 3_000
const seqOf = (fetchedAt: string) => (Date.parse(fetchedAt) - Date.UTC(2026, 0, 1)) / 1_000

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uptray-cache-kill-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

it('a SIGKILL during a cache write leaves a cache the next start loads whole', async () => {
  const warnings: string[] = []
  const logger = { info: () => {}, warn: (m: string) => warnings.push(m), error: () => {} }
  let lastDone = -1
  let killedMidWrite = 0
  for (let round = 0; round < 12; round += 1) {
    const completed = await runWriterAndKill(WRITER, dir, lastDone + 1, round)
    killedMidWrite += (await readdir(dir)).filter((n) => /\.json\.\d+$/.test(n)).length
    const cache = new OfflineCache({ store: new FileStore(dir), clock: new FakeClock(), logger })
    const loaded = await cache.load()
    expect(loaded).not.toBeNull()
    const { snapshot } = loaded!
    const seq = seqOf(snapshot.fetchedAt)
    // Old or new: the last completed write, or the one in flight when the kill came...
    expect(seq).toBeGreaterThanOrEqual(completed)
    expect(seq).toBeLessThanOrEqual(completed + 1)
    // ...and whole: every monitor, and no part of another write.
    expect(snapshot.monitors).toHaveLength(MONITORS)
    expect(snapshot.monitors[0]!.label).toBe(`write-${seq}`)
    expect(snapshot.monitors.at(-1)!.checks).toHaveLength(10)
    lastDone = seq
  }
  expect(warnings).toEqual([])
  expect((await readdir(dir)).filter((n) => n.includes('corrupt'))).toEqual([])
  // Proof that kills did land inside writes (a killed write leaves its temp file behind).
  expect(killedMidWrite).toBeGreaterThan(0)
}, 90_000)
