// `uptray maintenance schedule | list | delete` run by the app: the app's engine (a real
// AppService on the simulator) behind its control socket, asked with the IPC operation names and
// arguments; its answers read like anything from outside, with the exit codes of the direct path.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startControlSocket, type ControlSocket } from '@app/adapters/control-socket/index'
import { controlSocketPlace } from '@app/adapters/control-socket/socket-path'
import { askApp } from '@app/cli/app-client'
import { parseCli } from '@app/cli/args'
import { appMaintenanceService, runMaintenance } from '@app/cli/commands/maintenance'
import type { MaintenanceCommand } from '@app/cli/commands/parse-maintenance'
import { toWallClockMinutes } from '@app/shared/team-time'
import { type Harness, startHarness } from '../unit/service/harness'

const unix = process.platform !== 'win32'
if (!unix)
  console.log(
    'CLI maintenance-through-the-app tests skipped: they place a Unix socket in a temp folder',
  )
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

const command = (args: string[]) => parseCli(args) as MaintenanceCommand

describe.skipIf(!unix)('uptray maintenance through the running app', () => {
  it('schedules in Tokyo time (the Brussels time sent), lists it in UTC and deletes it', async () => {
    h = await startHarness({ systemZone: 'UTC', slowRounds: false })
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
    const monitor = snapshot.monitors.find((m) => m.teamId === firstTeam)!
    const app = appMaintenanceService((op, args) => askApp(place.path, op, args, 20_000))

    const day = new Date(h.clock.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await h.syncSim()
    await h.sim.control.clearRequests()
    const scheduled = await runMaintenance(
      command([
        'maintenance',
        'schedule',
        String(monitor.id),
        '--starts',
        `${day} 02:00`,
        '--ends',
        `${day} 03:00`,
        '--timezone',
        'Asia/Tokyo',
        '--json',
      ]),
      app,
      'app',
    )
    expect(scheduled.exitCode, scheduled.stdout ?? scheduled.stderr ?? '').toBe(0)
    const starts = Date.parse(`${day}T02:00:00+09:00`)
    expect(JSON.parse(scheduled.stdout!)).toMatchObject({
      ok: true,
      verb: 'schedule',
      monitorId: monitor.id,
      startsAt: new Date(starts).toISOString().replace('.000Z', 'Z'),
      zone: 'Asia/Tokyo',
      source: 'app',
    })
    const post = (await h.sim.control.requests()).find(
      (r) => r.method === 'POST' && r.path === '/api/maintenance-periods',
    )
    expect(post?.body).toMatchObject({ starts_at: toWallClockMinutes(starts, 'Europe/Brussels') })

    const listed = await runMaintenance(
      command(['maintenance', 'list', String(monitor.id), '--json']),
      app,
      'app',
    )
    expect(listed.exitCode).toBe(0)
    const list = JSON.parse(listed.stdout!) as {
      zone: string
      upcoming: { id: number; startsAt: string }[]
    }
    expect(list.zone).toBe('Europe/Brussels')
    const period = list.upcoming.find(
      (p) => p.startsAt === new Date(starts).toISOString().replace('.000Z', 'Z'),
    )
    expect(period, listed.stdout!).toBeDefined()

    const deleted = await runMaintenance(
      command(['maintenance', 'delete', String(period!.id)]),
      app,
      'app',
    )
    expect(deleted.exitCode, deleted.stderr ?? '').toBe(0)
    expect(deleted.stdout).toContain(`on ${monitor.label}`)
    const again = await runMaintenance(
      command(['maintenance', 'delete', String(period!.id)]),
      app,
      'app',
    )
    expect(again.exitCode).toBe(5)
    // An unknown monitor's list: the app's failure kind, the same exit code.
    const unknown = await runMaintenance(command(['maintenance', 'list', '999999']), app, 'app')
    expect(unknown.exitCode).toBe(5)
    expect(unknown.stderr).toContain('Could not list the maintenance of monitor 999999')
  })

  it('no app answering after the request went out is exit 3, saying the app may still act', async () => {
    const app = appMaintenanceService(async () => null)
    const result = await runMaintenance(command(['maintenance', 'delete', '5']), app, 'app')
    expect(result.exitCode).toBe(3)
    expect(result.stderr).toMatch(/may still act/)
    const list = await runMaintenance(command(['maintenance', 'list', '5']), app, 'app')
    expect(list.exitCode).toBe(3)
    // An answer of another shape is unexpected (exit 1), never a false success.
    const odd = appMaintenanceService(async () => ({ ok: true, result: { upcoming: 'x' } }))
    expect((await runMaintenance(command(['maintenance', 'list', '5']), odd, 'app')).exitCode).toBe(
      1,
    )
    // A name or a recurring window the table cannot print: the same, said as such.
    for (const result of [
      { zone: 'UTC', running: null, upcoming: [], recurring: [{ id: 1, name: { x: 1 } }] },
      {
        zone: 'UTC',
        running: null,
        upcoming: [
          { id: 2, name: 7, startsAt: '2026-11-26T10:00:00Z', endsAt: '2026-11-26T11:00:00Z' },
        ],
        recurring: [],
      },
    ]) {
      const bad = appMaintenanceService(async () => ({ ok: true, result }))
      const listed = await runMaintenance(command(['maintenance', 'list', '5']), bad, 'app')
      expect(listed.exitCode).toBe(1)
      expect(listed.stderr).toContain('unlike a maintenance list')
    }
  })
})
