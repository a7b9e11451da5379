// The commands that act beside a running serve-mode app: run by the app over the control socket
// (the CLI has no token and sends nothing itself), with the exit codes of the direct path; and
// directly when no app runs, with --direct, or for another account. Serve mode, the CLI and the
// simulator are real processes and servers.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askApp } from '@app/cli/app-client'
import { SimControl } from '@app/simulator/control-client'
import { DEFAULT_TOKEN } from '@app/simulator/index'
import type { Snapshot } from '@app/shared/model'
import { runCli } from '../cli/run-cli'
import { startDemoApp, type ServeChild } from './serve-child'

const unix = process.platform !== 'win32'
if (!unix) console.log('serve act test skipped: it places a Unix socket in a temp folder')

interface ActJson {
  ok: boolean
  exitCode: number
  kind: string | null
  source: string
  message: string
}

describe.skipIf(!unix)(
  'uptray snooze, rerun, maintenance with a running app',
  { timeout: 60_000 },
  () => {
    let folder: string
    let socket: string
    let serve: ServeChild
    let baseUrl: string
    let stop: (() => Promise<void>) | undefined
    let control: SimControl
    let checkId: number
    let monitorId: number

    beforeAll(async () => {
      ;({ folder, socket, serve, baseUrl, stop } = await startDemoApp('uptray-act-'))
      control = new SimControl(baseUrl)
      const snapshot = await askApp(socket, 'getSnapshot')
      const monitor = (snapshot as { result: Snapshot }).result.monitors.find(
        (m) => m.checks.length > 0,
      )!
      monitorId = monitor.id
      checkId = monitor.checks[0]!.id
    }, 60_000)
    afterAll(() => stop?.())

    const inApp = (args: string[]) => runCli(args, { UPTRAY_CONTROL_SOCKET: socket })
    const posts = async () =>
      (await control.requests()).filter((r) => r.method === 'POST').map((r) => `POST ${r.path}`)

    it('snooze is run by the app: the CLI has no token, the service sees the one snooze', async () => {
      await control.clearRequests()
      const run = await inApp([
        'snooze',
        String(checkId),
        '--minutes',
        '30',
        '--json',
        '--base-url',
        baseUrl,
      ])
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      const answer = JSON.parse(run.stdout) as ActJson
      expect(answer).toMatchObject({
        ok: true,
        exitCode: 0,
        kind: null,
        source: 'app',
        op: 'snooze',
      })
      expect(answer.message).toMatch(/for 30 minutes\./)
      expect(await posts()).toEqual([`POST /api/checks/${checkId}/snooze`])
      expect(serve.alive()).toBe(true)
    })

    it('a refusal the app meets is exit 5 with the reason, as directly', async () => {
      const run = await inApp(['rerun', '999999'])
      expect(run.code).toBe(5)
      expect(run.stderr).toContain('Could not re-run check 999999: ')
      expect(run.stderr).toContain('404')
    })

    it('maintenance start with a name and stop, both run by the app', async () => {
      await control.clearRequests()
      const start = await inApp([
        'maintenance',
        'start',
        String(monitorId),
        '--minutes',
        '15',
        '--name',
        'Deploy',
        '--json',
      ])
      expect(start.code).toBe(0)
      expect(JSON.parse(start.stdout)).toMatchObject({ ok: true, source: 'app', name: 'Deploy' })
      const stop = await inApp(['maintenance', 'stop', String(monitorId), '--json'])
      expect(stop.code).toBe(0)
      expect(JSON.parse(stop.stdout)).toMatchObject({ ok: true, source: 'app' })
      expect(await posts()).toEqual([
        `POST /api/monitors/${monitorId}/start-maintenance`,
        `POST /api/monitors/${monitorId}/stop-maintenance`,
      ])
    })

    it('--direct skips the app: without a token it exits 2 and nothing is sent', async () => {
      await control.clearRequests()
      const run = await inApp(['unsnooze', String(checkId), '--direct', '--base-url', baseUrl])
      expect(run.code).toBe(2)
      expect(await posts()).toEqual([])
    })

    it('another account than the app watches is acted on directly', async () => {
      const run = await inApp(['rerun', String(checkId), '--base-url', 'http://127.0.0.1:9'])
      // No token for that account: the app was not asked to act.
      expect(run.code).toBe(2)
    })

    it('with no app running it acts directly, as before', async () => {
      await control.clearRequests()
      const run = await runCli(['unsnooze', String(checkId), '--json', '--base-url', baseUrl], {
        UPTRAY_CONTROL_SOCKET: join(folder, 'none', 'control.sock'),
        UPTRAY_API_TOKEN: DEFAULT_TOKEN,
      })
      expect(run.code).toBe(0)
      expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, source: 'direct' })
      expect(await posts()).toEqual([`POST /api/checks/${checkId}/unsnooze`])
    })
  },
)
