// The process that holds the engine, as serve mode composes it (its V8 flags, AppService, file
// store in a data folder, the snapshot feed that serializes every push), alone in plain Node with
// --expose-gc, against a simulator in another process. `sweeps` sweeps run on a fake clock (an
// hour at 30 s is 120), then it prints one JSON line: resident memory, the heap, and its spaces by
// size.
import '@app/adapters/v8-flags'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getHeapSpaceStatistics } from 'node:v8'
import { createFileStore } from '@app/adapters/file-store'
import { createAppService } from '@app/core/app-service/create-app-service'
import type { FetchLike } from '@app/core/ports'
import { MemorySecretStore } from '@app/adapters/memory-stores'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { memorySettings } from '@app/shared/settings-patch'
import { createSnapshotFeed } from '@app/shared/snapshot-feed'
import { SimControl } from '@app/simulator'
import { FakeClock } from '../helpers/fake-clock'

const [baseUrl, token, sweepsText] = process.argv.slice(2)
const sweeps = Number(sweepsText)
const gc = (globalThis as { gc?: () => void }).gc
if (!baseUrl || !token || !gc)
  throw new Error('usage: node --expose-gc child <baseUrl> <token> <sweeps>')

const control = new SimControl(baseUrl)
const start = (await control.setTime(Date.UTC(2026, 0, 1))).now
const clock = new FakeClock({ start })
let simTime = start
const fetch: FetchLike = async (input, init) => {
  const now = clock.now()
  if (now !== simTime) {
    await control.setTime(now)
    simTime = now
  }
  return globalThis.fetch(input, init)
}
const dataDir = await mkdtemp(join(tmpdir(), 'uptray-memory-'))
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const service = createAppService({
  fetch,
  clock,
  secrets: new MemorySecretStore({ [baseUrl]: token }),
  store: await createFileStore(dataDir),
  logger: quiet,
  settings: memorySettings({ ...DEFAULT_SETTINGS, baseUrl, sweepIntervalSeconds: 30 }),
  random: () => 0.5,
})
clock.setSettle(() => service.idle())
let pushedBytes = 0
const feed = createSnapshotFeed({
  current: () => service.getSnapshot(),
  publish: (update) => (pushedBytes += JSON.stringify(update).length),
  publishSummary: (summary) => (pushedBytes += JSON.stringify(summary).length),
})
service.subscribe((e) => {
  if (e.type === 'snapshot') feed.changed()
})
gc()
const idle = process.memoryUsage()
const cpuAtStart = process.cpuUsage()
await service.start()
for (let i = 0; i < sweeps; i++) {
  await clock.advance(30_000)
  feed.flush()
}
await service.idle()
gc()
gc()
const mem = process.memoryUsage()
const cpu = process.cpuUsage(cpuAtStart)
const spaces = getHeapSpaceStatistics()
  .map((s) => ({ space: s.space_name, usedMiB: +(s.space_used_size / 1048576).toFixed(1) }))
  .sort((a, b) => b.usedMiB - a.usedMiB)
  .slice(0, 4)
const snapshot = service.getSnapshot()
console.log(
  JSON.stringify({
    monitors: snapshot?.monitors.length ?? 0,
    rssMiB: +(mem.rss / 1048576).toFixed(1),
    idleRssMiB: +(idle.rss / 1048576).toFixed(1),
    heapUsedMiB: +(mem.heapUsed / 1048576).toFixed(1),
    heapTotalMiB: +(mem.heapTotal / 1048576).toFixed(1),
    idleHeapUsedMiB: +(idle.heapUsed / 1048576).toFixed(1),
    externalMiB: +(mem.external / 1048576).toFixed(1),
    arrayBuffersMiB: +(mem.arrayBuffers / 1048576).toFixed(1),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(1),
    snapshotJsonMiB: +(JSON.stringify(snapshot).length / 1048576).toFixed(1),
    pushedMiB: +(pushedBytes / 1048576).toFixed(1),
    spaces,
  }),
)
feed.dispose()
await service.stop()
await rm(dataDir, { recursive: true, force: true })
