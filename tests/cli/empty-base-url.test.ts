// An empty (or blank) UPTRAY_BASE_URL means "not set" for every command, as a shell's
// `UPTRAY_BASE_URL= uptray ...` intends: the command is not narrowed to an address, so the running
// app answers for whichever account it watches. Here the app is a real AppService on a simulator
// (not the default address) behind its control socket; an address it does not watch sends the CLI
// to the service directly, where no token is found (exit 2).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { askedBaseUrl, envBaseUrl, resolveBaseUrl } from '@app/cli/credentials'
import { createHeadlessService, type HeadlessService } from '@app/cli/headless-service'
import { useSimulator } from '../helpers/simulator'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'empty-base-url-SECRET-token-61'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 2, seed: 9 })
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const unix = process.platform !== 'win32'
if (!unix)
  console.log('Empty UPTRAY_BASE_URL app tests skipped: they place a Unix socket in a temp folder')

describe('UPTRAY_BASE_URL empty or blank', () => {
  it('reads as not set in the one place that reads it', () => {
    for (const value of ['', ' ', '\t \n']) {
      expect(envBaseUrl({ UPTRAY_BASE_URL: value })).toBeNull()
      expect(askedBaseUrl(null, { UPTRAY_BASE_URL: value })).toBeNull()
      expect(resolveBaseUrl(null, { UPTRAY_BASE_URL: value })).toBe('https://ohdear.app')
    }
    expect(envBaseUrl({})).toBeNull()
    expect(envBaseUrl({ UPTRAY_BASE_URL: ' https://b.example ' })).toBe('https://b.example')
    expect(askedBaseUrl('https://a.example', { UPTRAY_BASE_URL: '' })).toBe('https://a.example')
  })
})

describe.skipIf(!unix)('UPTRAY_BASE_URL empty, with an app running', () => {
  let app: HeadlessService
  let socket: ControlSocket
  let folder = ''
  let path = ''

  beforeAll(async () => {
    app = createHeadlessService({
      baseUrl: sim().baseUrl,
      token: TOKEN,
      fetch: (input, init) => globalThis.fetch(input, init),
      logger: quiet,
      slowRounds: false,
    })
    folder = mkdtempSync(join(tmpdir(), 'uptray-empty-url-'))
    path = join(folder, 'run', 'control.sock')
    socket = await startControlSocket({
      place: { path, dir: join(folder, 'run'), chosen: true },
      service: app.service,
      logger: quiet,
    })
    await app.service.start()
    await vi.waitFor(() => expect(app.service.getSession().signedIn).toBe(true), {
      timeout: 20_000,
    })
  })
  afterAll(async () => {
    await socket?.close()
    await app?.service.stop()
    rmSync(folder, { recursive: true, force: true })
  })

  const cli = (args: string[], baseUrl: string) =>
    runCli(args, { UPTRAY_CONTROL_SOCKET: path, UPTRAY_BASE_URL: baseUrl })
  const monitorId = async () =>
    (await sim().json<{ data: { id: number }[] }>('/api/monitors')).data[0]!.id

  it.each(['', '  '])(
    'status-page, maintenance, an action and status are answered by the app (UPTRAY_BASE_URL=%j)',
    async (value) => {
      const id = String(await monitorId())
      for (const args of [
        ['status-page', 'list', '--json'],
        ['maintenance', 'list', id, '--json'],
        ['status', '--json'],
      ]) {
        const run = await cli(args, value)
        expect(run.stderr, args.join(' ')).toBe('')
        expect(run.code, args.join(' ')).toBe(0)
        expect(JSON.parse(run.stdout), args.join(' ')).toMatchObject({ source: 'app' })
      }
      const stop = await cli(['maintenance', 'stop', id, '--json'], value)
      expect(JSON.parse(stop.stdout)).toMatchObject({ source: 'app' })
    },
  )

  it('an address the app does not watch goes to the service directly (no token here: exit 2)', async () => {
    const run = await cli(['status-page', 'list'], 'https://other.example')
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/No API token for https:\/\/other\.example/)
  })
})
