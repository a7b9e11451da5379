// Child process for file-store.test.ts: writes large self-checking values to one key in a tight
// loop and prints each sequence number once its write has completed. The test SIGKILLs it.
import { createHash } from 'node:crypto'
import { FileStore } from '@app/adapters/file-store'

const [directory, startArg] = process.argv.slice(2)
if (!directory || !startArg) throw new Error('usage: file-store-kill-writer DIR START_SEQ')

const store = new FileStore(directory)
// About 3 MB per value, so a write takes long enough for kills to land inside it. Built once,
// so the loop spends its time writing rather than building.
const rows = Array.from({ length: 30_000 }, (_, i) => `${i}:`.padEnd(100, 'x'))
const rowsHash = createHash('sha256').update(rows.join('\n')).digest('hex')

for (let seq = Number(startArg); ; seq += 1) {
  const checksum = createHash('sha256').update(`${seq}:${rowsHash}`).digest('hex')
  await store.set('cache', { seq, rows, checksum })
  process.stdout.write(`${seq}\n`)
}
