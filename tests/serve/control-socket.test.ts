// `uptray status` beside a running serve-mode app: answered over the control socket with no
// request to the service (the simulator's log stays empty), and directly when no app runs or
// with --direct. Serve mode, the CLI and the simulator are real processes and servers.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SimControl } from '@app/simulator/control-client'
import { DEFAULT_TOKEN } from '@app/simulator/index'
import { runCli } from '../cli/run-cli'
import { startDemoApp, type ServeChild } from './serve-child'

const unix = process.platform !== 'win32'
if (!unix)
  console.log('serve control-socket test skipped: it places a Unix socket in a temp folder')

describe.skipIf(!unix)('uptray status with a running app', { timeout: 30_000 }, () => {
  let folder: string
  let socket: string
  let serve: ServeChild
  let baseUrl: string
  let stop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    ;({ folder, socket, serve, baseUrl, stop } = await startDemoApp('uptray-cs-'))
  }, 60_000)
  afterAll(() => stop?.())

  it('is answered by the app: no token, no request to the service', async () => {
    const control = new SimControl(baseUrl)
    await control.clearRequests()
    const run = await runCli(['status', '--json', '--base-url', baseUrl], {
      UPTRAY_CONTROL_SOCKET: socket,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as { source: string; monitors: unknown[] }
    expect(report.source).toBe('app')
    expect(report.monitors.length).toBeGreaterThan(0)
    expect(await control.requests()).toEqual([])
    expect(serve.alive()).toBe(true)
  })

  it('--direct asks the service itself, with the token', async () => {
    const run = await runCli(['status', '--json', '--direct', '--base-url', baseUrl], {
      UPTRAY_CONTROL_SOCKET: socket,
      UPTRAY_API_TOKEN: DEFAULT_TOKEN,
    })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ source: 'direct' })
  })

  it('another account than the app watches is asked directly', async () => {
    const run = await runCli(['status', '--json', '--base-url', 'http://127.0.0.1:9'], {
      UPTRAY_CONTROL_SOCKET: socket,
    })
    // No token for that account: the CLI did not take the app's answer.
    expect(run.code).toBe(2)
  })

  it('works directly when no app runs', async () => {
    const run = await runCli(['status', '--json', '--base-url', baseUrl], {
      UPTRAY_CONTROL_SOCKET: join(folder, 'none', 'control.sock'),
      UPTRAY_API_TOKEN: DEFAULT_TOKEN,
    })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ source: 'direct' })
  })
})
