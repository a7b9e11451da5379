// `uptray status` through the running app: the app's engine (a real AppService on the simulator,
// on a fake clock) behind its control socket. A colleague's window on a monitor that was already
// failing reaches the app's report within 2 simulated minutes, with no action of the app's.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { controlSocketPlace } from '@app/adapters/control-socket/socket-path'
import { appStatus } from '@app/cli/app-client'
import { type Harness, startHarness } from '../unit/service/harness'

const unix = process.platform !== 'win32'
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

let h: Harness | undefined
let socket: ControlSocket | null = null
let runtime: string | null = null
afterEach(async () => {
  await socket?.close()
  await h?.close()
  if (runtime) rmSync(runtime, { recursive: true, force: true })
  h = undefined
  socket = null
  runtime = null
})

interface Report {
  monitors: { id: number; health: string }[]
  totals: Record<string, number>
}

describe.skipIf(!unix)('uptray status through the running app', () => {
  it("counts a colleague's window on a failing Brussels monitor within 2 minutes", async () => {
    h = await startHarness({ systemZone: 'UTC' })
    runtime = mkdtempSync(join(tmpdir(), 'uptray-runtime-'))
    const place = controlSocketPlace({
      platform: 'linux',
      env: { XDG_RUNTIME_DIR: runtime },
      home: '/nowhere',
      user: 'u',
    })
    socket = await startControlSocket({ place, service: h.service, logger: quiet })
    await h.service.start()
    await h.advance(60_000)
    const snapshot = h.service.getSnapshot()!
    const firstTeam = Math.min(...snapshot.monitors.map((m) => m.teamId))
    const monitor = snapshot.monitors.find(
      (m) => m.teamId === firstTeam && m.checks.some((c) => c.type === 'uptime'),
    )!
    await h.syncSim()
    await h.sim.control.setCheckResult(
      monitor.checks.find((c) => c.type === 'uptime')!.id,
      'failed',
    )
    await h.advance(30_000)
    const report = async () => (await appStatus(place.path, null))!.report as unknown as Report
    const before = await report()
    expect(before.monitors.find((m) => m.id === monitor.id)?.health).toBe('failed')

    await h.syncSim()
    await h.sim.control.colleague({ action: 'start-maintenance', monitorId: monitor.id })
    await h.advance(120_000)
    const after = await report()
    expect(after.monitors.find((m) => m.id === monitor.id)?.health).toBe('maintenance')
    expect(after.totals.maintenance).toBe(before.totals.maintenance! + 1)
    expect(after.totals.failed).toBe(before.totals.failed! - 1)
  })
})
