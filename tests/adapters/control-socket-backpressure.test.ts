// The control socket against a client that sends and never reads, on a real Unix socket with a
// small bound injected: one connection asking `events` 5,000 times holds one subscription, events
// it does not read are dropped and counted (one `missed` line says how many once it reads), and
// the server keeps answering other clients.
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { controlSocketPlace, type SocketPlace } from '@app/adapters/control-socket/socket-path'
import { askApp } from '@app/cli/app-client'
import type { AppServiceEvent } from '@app/shared/app-service-api'
import { FakeAppService } from '../helpers/fake-app-service'
import { mixed } from '../main/snapshots'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const unix = process.platform !== 'win32'
if (!unix) console.log('control-socket backpressure tests skipped: they use a Unix socket')

const BOUND = 64 * 1024
const EVENTS = 300
const SUBSCRIBES = 5000

function connected(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(path, () => resolve(socket))
    socket.once('error', reject)
  })
}

describe.skipIf(!unix)('control socket backpressure', () => {
  let runtime: string
  let place: SocketPlace
  let service: FakeAppService
  let running: ControlSocket | null = null

  beforeEach(async () => {
    runtime = mkdtempSync(join(tmpdir(), 'uptray-runtime-'))
    place = controlSocketPlace({
      platform: 'linux',
      env: { XDG_RUNTIME_DIR: runtime },
      home: '/nowhere',
      user: 'u',
    })
    service = new FakeAppService()
    service.snapshot = mixed()
    running = await startControlSocket({ place, service, logger: quiet, maxBufferedBytes: BOUND })
  })
  afterEach(async () => {
    await running?.close()
    rmSync(runtime, { recursive: true, force: true })
  })

  it('5,000 `events` asks hold one subscription; unread events are dropped and counted', async () => {
    const socket = await connected(place.path)
    // The client writes and does not read: no 'data' listener yet, so nothing is consumed.
    let lines = ''
    for (let id = 0; id < SUBSCRIBES; id++) lines += `{"id":${id},"op":"events"}\n`
    socket.write(lines)
    await expect.poll(() => service.listenerCount()).toBe(1)

    const big = 'x'.repeat(20_000)
    const event = (n: number): AppServiceEvent =>
      ({ type: 'sync', status: { ...service.sync, message: `${n} ${big}` } }) as AppServiceEvent
    for (let n = 0; n < EVENTS; n++) service.emit(event(n))
    // Another client is still answered meanwhile.
    expect((await askApp(place.path, 'status'))?.ok).toBe(true)

    const received: Record<string, unknown>[] = []
    let buffer = ''
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      for (let i = buffer.indexOf('\n'); i !== -1; i = buffer.indexOf('\n')) {
        received.push(JSON.parse(buffer.slice(0, i)) as Record<string, unknown>)
        buffer = buffer.slice(i + 1)
      }
    })
    const subscribed = () => received.filter((l) => l.result === 'subscribed').length
    await expect.poll(subscribed, { timeout: 10_000 }).toBe(SUBSCRIBES)
    service.emit({ type: 'sync', status: { ...service.sync, message: 'last' } } as AppServiceEvent)
    const isLast = (l: Record<string, unknown>) =>
      (l.event as { status?: { message?: string } } | undefined)?.status?.message === 'last'
    await expect.poll(() => received.some(isLast), { timeout: 10_000 }).toBe(true)

    const delivered = received.filter((l) => 'event' in l && !isLast(l)).length
    const missed = received
      .filter((l) => typeof l.missed === 'number')
      .reduce((sum, l) => sum + (l.missed as number), 0)
    expect(missed).toBeGreaterThan(0)
    expect(delivered + missed).toBe(EVENTS)
    // Only about the bound's worth of events was kept for the client (20 KB each).
    expect(delivered).toBeLessThan(EVENTS / 4)
    socket.destroy()
    await expect.poll(() => service.listenerCount()).toBe(0)
  })
})
