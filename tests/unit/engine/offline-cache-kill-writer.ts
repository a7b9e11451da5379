// Child process for offline-cache-kill.test.ts: saves ever newer snapshots through the real
// OfflineCache and FileStore in a tight loop and prints each sequence number once it is on disk.
// The test SIGKILLs it and then opens the cache as the app would on its next start.
import { FileStore } from '@app/adapters/file-store'
import { OfflineCache } from '@app/core/engine/offline-cache'
import { realClock } from '@app/core/wall-clock'
import type { Snapshot } from '@app/shared/model'
import { check, monitor } from './snapshot-fixtures'

const [directory, startArg] = process.argv.slice(2)
if (!directory || !startArg) throw new Error('usage: offline-cache-kill-writer DIR START_SEQ')

const MONITORS = 3_000 // as in offline-cache-kill.test.ts
const seqTime = (seq: number) => new Date(Date.UTC(2026, 0, 1) + seq * 1_000).toISOString()

const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const cache = new OfflineCache({
  store: new FileStore(directory),
  clock: realClock,
  logger: quiet,
  debounceMs: 0,
})
// Ten checks per monitor, as on a real account: a few MB per write, so kills land inside one.
const monitors = Array.from({ length: MONITORS }, (_, i) =>
  monitor(i + 1, { checks: Array.from({ length: 10 }, (_, c) => check((i + 1) * 100 + c)) }),
)

for (let seq = Number(startArg); ; seq += 1) {
  // Monitor 1's label carries the sequence number too, so every write changes the picture and a
  // record mixing two writes would show two different numbers.
  const snapshot: Snapshot = {
    fetchedAt: seqTime(seq),
    monitors: [{ ...monitors[0]!, label: `write-${seq}` }, ...monitors.slice(1)],
    cron: {},
    unreadable: { count: 0, reasons: [] },
    ran: { monitors: {}, checks: {} },
  }
  cache.save(snapshot)
  await cache.flush()
  process.stdout.write(`${seq}\n`)
}
