// The control socket on a real Unix socket in a throwaway runtime folder, answered from a recorder
// standing in for the AppService: permissions, the protocol, bad input, stale and live sockets.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  SocketInUseError,
  startControlSocket,
  type ControlSocket,
} from '@app/adapters/control-socket/index'
import { controlSocketPlace, type SocketPlace } from '@app/adapters/control-socket/socket-path'
import { askApp } from '@app/cli/app-client'
import { FakeAppService } from '../helpers/fake-app-service'
import { mixed } from '../main/snapshots'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const unix = process.platform !== 'win32'
if (!unix)
  console.log(
    'control-socket tests skipped: they exercise the Unix socket (Windows uses a named pipe)',
  )

/** A client that sends lines and collects answer lines. */
function client(path: string) {
  const socket: Socket = connect(path)
  const lines: unknown[] = []
  let buffer = ''
  let closed = false
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    for (let i = buffer.indexOf('\n'); i !== -1; i = buffer.indexOf('\n')) {
      lines.push(JSON.parse(buffer.slice(0, i)))
      buffer = buffer.slice(i + 1)
    }
  })
  socket.on('close', () => (closed = true))
  socket.on('error', () => undefined)
  return {
    send: (text: string) => socket.write(text),
    lines,
    closed: () => closed,
    next: async (count: number) => {
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(count)
      return lines[count - 1] as Record<string, unknown>
    },
    end: () => socket.destroy(),
  }
}

describe.skipIf(!unix)('control socket', () => {
  let runtime: string
  let place: SocketPlace
  let service: FakeAppService
  let running: ControlSocket | null

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
    running = await startControlSocket({ place, service, logger: quiet })
  })
  afterEach(async () => {
    await running?.close()
    rmSync(runtime, { recursive: true, force: true })
  })

  it('lives in a 0700 folder as a 0600 socket, and the file goes on close', async () => {
    expect(place.path).toBe(join(runtime, 'uptray', 'control.sock'))
    expect(statSync(place.dir!).mode & 0o777).toBe(0o700)
    const stat = statSync(place.path)
    expect(stat.isSocket()).toBe(true)
    expect(stat.mode & 0o777).toBe(0o600)
    await running!.close()
    running = null
    expect(existsSync(place.path)).toBe(false)
  })

  it('tightens an existing folder that others could read', async () => {
    await running!.close()
    chmodSync(place.dir!, 0o755)
    running = await startControlSocket({ place, service, logger: quiet })
    expect(statSync(place.dir!).mode & 0o777).toBe(0o700)
  })

  it('answers status in status --json format with the account, from the app state', async () => {
    service.session = {
      signedIn: true,
      demo: false,
      account: { baseUrl: 'https://ohdear.app' } as never,
    }
    const answer = await askApp(place.path, 'status')
    expect(answer).toMatchObject({ ok: true, result: { baseUrl: 'https://ohdear.app' } })
    const report = (answer as { result: { report: Record<string, unknown> } }).result.report
    expect(Object.keys(report)).toEqual(['fetchedAt', 'monitors', 'unreadable', 'totals'])
  })

  it('runs operations by method name or channel, validated by the operation schemas', async () => {
    expect(await askApp(place.path, 'snoozeCheck', [7, 60])).toEqual({
      ok: true,
      result: { ok: true, message: 'done' },
    })
    expect(await askApp(place.path, 'check:rerun', [7])).toMatchObject({ ok: true })
    const bad = await askApp(place.path, 'snoozeCheck', ['7', -1])
    expect(bad).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-arguments',
        message: expect.stringContaining('Invalid arguments for check:snooze'),
      },
    })
    expect(service.calls.map((c) => [c.method, c.args])).toEqual([
      ['snoozeCheck', [7, 60]],
      ['rerunCheck', [7]],
    ])
  })

  it('streams events until the client goes', async () => {
    const c = client(place.path)
    c.send('{"id":"e","op":"events"}\n')
    expect(await c.next(1)).toEqual({ id: 'e', ok: true, result: 'subscribed' })
    service.emit({ type: 'sync', status: service.sync })
    expect(await c.next(2)).toEqual({ id: 'e', event: { type: 'sync', status: service.sync } })
    c.end()
  })

  it('answers invalid requests with a clear error and keeps serving the same connection', async () => {
    const c = client(place.path)
    c.send('not json\n')
    expect(await c.next(1)).toMatchObject({
      id: null,
      ok: false,
      error: { kind: 'invalid-arguments', message: expect.stringContaining('not JSON') },
    })
    c.send('{"id":2,"op":7}\n')
    expect(await c.next(2)).toMatchObject({
      id: 2,
      ok: false,
      error: { kind: 'invalid-arguments', message: expect.stringContaining('expected {id') },
    })
    c.send('{"id":3,"op":"rm -rf"}\n')
    expect(await c.next(3)).toMatchObject({
      id: 3,
      ok: false,
      error: {
        kind: 'unknown-operation',
        message:
          'Uptray has no such operation here: rm -rf. Use an operation of the app (its method name or channel).',
      },
    })
    // The shell's operations (links, windows) are not offered over the socket.
    c.send('{"id":4,"op":"openExternal","args":["https://example.com"]}\n')
    expect(await c.next(4)).toMatchObject({ id: 4, ok: false, error: { kind: 'unsupported' } })
    c.send('{"id":5,"op":"getSyncStatus"}\n')
    expect(await c.next(5)).toMatchObject({ id: 5, ok: true, result: { state: 'ok' } })
    expect(c.closed()).toBe(false)
    c.end()
  })

  it('closes a connection whose line is too long, and keeps running for the next', async () => {
    const c = client(place.path)
    c.send(`{"id":1,"op":"status","args":["${'x'.repeat(70 * 1024)}`)
    expect(await c.next(1)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-arguments', message: expect.stringContaining('longer than') },
    })
    await expect.poll(() => c.closed()).toBe(true)
    expect(await askApp(place.path, 'getSyncStatus')).toMatchObject({ ok: true })
  })

  it('leaves a live socket alone: a second app says another one runs', async () => {
    await expect(
      startControlSocket({ place, service: new FakeAppService(), logger: quiet }),
    ).rejects.toThrow(SocketInUseError)
    expect(await askApp(place.path, 'getSyncStatus')).toMatchObject({ ok: true })
  })

  it('replaces the stale socket file of an app that crashed', async () => {
    await running!.close()
    running = null
    // A process that listens on the path and is killed: its socket file stays behind.
    const script = `require('net').createServer().listen(${JSON.stringify(place.path)}, () => process.kill(process.pid, 'SIGKILL'))`
    await new Promise((resolve) => spawn(process.execPath, ['-e', script]).once('exit', resolve))
    expect(statSync(place.path).isSocket()).toBe(true)
    expect(await askApp(place.path, 'getSyncStatus', [], 500)).toBeNull()
    running = await startControlSocket({ place, service, logger: quiet })
    expect(await askApp(place.path, 'getSyncStatus')).toMatchObject({ ok: true })
    expect(statSync(place.path).mode & 0o777).toBe(0o600)
  })
})

describe('control socket place', () => {
  it('follows XDG_RUNTIME_DIR, else ~/.cache; a named pipe per user on Windows', () => {
    const at = (platform: NodeJS.Platform, env: Record<string, string>) =>
      controlSocketPlace({ platform, env, home: '/home/ann', user: 'ann' })
    expect(at('linux', { XDG_RUNTIME_DIR: '/run/user/1000' })).toEqual({
      path: '/run/user/1000/uptray/control.sock',
      dir: '/run/user/1000/uptray',
    })
    expect(at('darwin', {})).toEqual({
      path: '/home/ann/.cache/uptray/control.sock',
      dir: '/home/ann/.cache/uptray',
    })
    expect(at('linux', { XDG_RUNTIME_DIR: 'relative' }).dir).toBe('/home/ann/.cache/uptray')
    expect(
      controlSocketPlace({ platform: 'win32', env: {}, home: 'C:\\Users\\a b', user: 'a b\\x' }),
    ).toEqual({
      path: '\\\\.\\pipe\\uptray-a_b_x',
      dir: null,
    })
  })
})
