// The same error reads the same in the browser and over the control socket: a 401 from the real
// simulator and a call the schemas refuse, through serve mode's real WebSocket server (access
// cookie, origin, the operation host) and the renderer's own WebSocket bridge (src/ws-bridge.ts);
// and through the control socket as the CLI's client (cli/app-client.ts) reads it.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket as NodeWebSocket } from 'ws'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { askApp } from '@app/cli/app-client'
import { actionResultOf } from '@app/cli/commands/act-app'
import { accessCookieName } from '@app/serve/access'
import { attachWsServer } from '@app/serve/ws-server'
import { UptrayError } from '@app/shared/answer'
import type { AppServiceApi } from '@app/shared/app-service-api'
import type { UptrayBridge } from '@app/shared/contract'
import { createWsBridge } from '@src/ws-bridge'
import { useSimulator } from '../helpers/simulator'
import {
  INVALID,
  INVALID_ARGS,
  REJECTED,
  REJECTED_ACTION,
  rejectedService,
} from '../helpers/same-error'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const ACCESS = 'access-token-of-this-test'
const sim = useSimulator({ monitors: 3 })
let service: AppServiceApi
let stopService: () => Promise<void>

beforeAll(async () => {
  ;({ service, stop: stopService } = await rejectedService(sim().baseUrl))
})
afterAll(() => stopService())

describe('the same error reads the same: the browser over serve mode’s WebSocket', () => {
  let server: Server
  let closeWs: () => Promise<void>
  let bridge: UptrayBridge
  const original = globalThis.WebSocket

  beforeAll(async () => {
    server = createServer((_req, res) => res.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const origin = `http://127.0.0.1:${port}`
    ;({ close: closeWs } = attachWsServer({
      server,
      service,
      accessToken: ACCESS,
      ownOrigin: () => origin,
      logger: quiet,
    }))
    // What a page of this origin sends: its access cookie and its origin (a browser adds both).
    class PageWebSocket extends NodeWebSocket {
      constructor(url: string) {
        super(url, { headers: { cookie: `${accessCookieName(port)}=${ACCESS}`, origin } })
      }
    }
    globalThis.WebSocket = PageWebSocket as unknown as typeof WebSocket
    bridge = createWsBridge({ protocol: 'http:', host: `127.0.0.1:${port}` })
  })
  afterAll(async () => {
    globalThis.WebSocket = original
    await closeWs()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('a 401 on an action: its result says why, in the error table words', async () => {
    expect(await bridge.snoozeCheck(1, 60)).toEqual({
      ok: false,
      kind: 'token-rejected',
      message: REJECTED_ACTION,
    })
  })

  it('a 401 on a query: an UptrayError with the kind and the same sentence', async () => {
    const error = await bridge.maintenancePeriods(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UptrayError)
    expect(error).toMatchObject({ kind: 'token-rejected', message: REJECTED })
  })

  it('arguments the schema refuses: invalid-arguments, the same sentence, no channel prefix', async () => {
    const error = await bridge.snoozeCheck(...INVALID_ARGS).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'invalid-arguments', message: INVALID })
    expect(String(error)).not.toContain('check:snooze failed')
  })
})

const unix = process.platform !== 'win32'
if (!unix) console.log('control-socket part skipped: it places a Unix socket in a temp folder')

describe.skipIf(!unix)('the same error reads the same: the control socket', () => {
  let folder: string
  let control: ControlSocket
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'uptray-same-error-'))
    const path = join(folder, 'control.sock')
    control = await startControlSocket({ place: { path, dir: folder }, service, logger: quiet })
  })
  afterAll(async () => {
    await control.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('a 401 on an action reads as the CLI prints it', async () => {
    const answer = await askApp(control.path, 'snoozeCheck', [1, 60])
    expect(actionResultOf(answer)).toEqual({
      ok: false,
      kind: 'token-rejected',
      message: REJECTED_ACTION,
    })
  })

  it('a 401 on a query and refused arguments: the same envelope errors', async () => {
    expect(await askApp(control.path, 'maintenancePeriods', [1])).toEqual({
      ok: false,
      error: { kind: 'token-rejected', message: REJECTED },
    })
    expect(await askApp(control.path, 'check:snooze', [...INVALID_ARGS])).toEqual({
      ok: false,
      error: { kind: 'invalid-arguments', message: INVALID },
    })
  })
})
