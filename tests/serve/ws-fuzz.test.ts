// Fuzzing serve mode's WebSocket: random frames (any opcode, RSV bits, mask or none, lengths
// that lie) and random messages (JSON envelopes for real channels with random arguments, or
// junk) go to a running serve process for a bounded time and count. It stays up and still
// answers a normal request afterwards.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOKE_METHODS, type InvokeChannel } from '@app/shared/contract'
import { startServeChild, type ServeChild } from './serve-child'
import { accessCookieOf, ask, frame, rawWebSocket } from './ws-client'

/** Calls that would start a world or reach the network are left out: this is about the wire. */
const SKIPPED: InvokeChannel[] = ['session:start-demo', 'session:sign-in', 'session:test']
const channels = Object.values(INVOKE_METHODS).filter((c) => !SKIPPED.includes(c))

let dataDir = ''
let serve: ServeChild
let cookie = ''

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uptray-fuzz-'))
  // Nothing listens on port 9 here: a call that reaches the service fails at once.
  serve = await startServeChild(dataDir, ['--base-url', 'http://127.0.0.1:9'])
  cookie = await accessCookieOf(serve.url)
}, 40_000)

afterAll(async () => {
  await serve?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const envelope = fc
  .record({
    id: fc.oneof(fc.nat(), fc.integer(), fc.string({ maxLength: 8 })),
    channel: fc.oneof(fc.constantFrom(...channels), fc.string({ maxLength: 80 })),
    args: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 9 }),
  })
  .map((e) => Buffer.from(JSON.stringify(e)))

const payload = fc.oneof(
  envelope,
  fc.string({ maxLength: 200 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
)

const wireChunk = fc.oneof(
  // A well-formed frame of any kind: text or binary data, control frames, continuations.
  fc
    .record({ opcode: fc.constantFrom(0x0, 0x1, 0x2, 0x8, 0x9, 0xa), fin: fc.boolean(), payload })
    .map(({ opcode, fin, payload }) => frame((fin ? 0x80 : 0) | opcode, payload)),
  // Any first byte (RSV bits, unknown opcodes), masked or not.
  fc
    .record({ first: fc.nat({ max: 255 }), masked: fc.boolean(), payload })
    .map(({ first, masked, payload }) => frame(first, payload, { masked })),
  // Raw bytes: truncated headers, lengths that lie.
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((a) => Buffer.from(a)),
)

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('serve mode WebSocket fuzz', { timeout: 60_000 }, () => {
  it('stays up under random frames and messages and answers afterwards', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(fc.array(wireChunk, { minLength: 1, maxLength: 6 }), async (chunks) => {
        runs += 1
        const raw = await rawWebSocket(serve.port, cookie)
        for (const chunk of chunks) raw.socket.write(chunk)
        await Promise.race([raw.closeCode, settle(40)])
        raw.socket.destroy()
        return serve.alive()
      }),
      { numRuns: 150, interruptAfterTimeLimit: 5_000, markInterruptAsFailure: false },
    )
    expect(runs).toBeGreaterThan(10)
    expect(serve.alive()).toBe(true)
    expect(await ask(serve.port, cookie, 'sync:get')).toMatchObject({ id: 1, ok: true })
  })
})
