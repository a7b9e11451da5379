// `uptray maintenance schedule | list | delete`, spawned as scripts run it, against the real
// simulator: local times in (this machine's zone, or --timezone), the team's time sent (checked
// in the simulator's request log), ISO 8601 UTC out, and each exit code (0, 2, 3, 4, 5).
import { describe, expect, it, vi } from 'vitest'
import { fromWallClock, toWallClockMinutes } from '@app/shared/team-time'
import { deadBaseUrl } from '../helpers/dead-base-url'
import { useSimulator } from '../helpers/simulator'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'maintenance-cli-SECRET-token-31'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 3, seed: 5 })

const run = (args: string[], env: Record<string, string> = {}, token = TOKEN) =>
  runCli([...args, '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: token, ...env })

async function firstMonitorId(): Promise<number> {
  const list = await sim().json<{ data: { id: number }[] }>('/api/monitors')
  return list.data[0]!.id
}

/** A day two days ahead (UTC calendar), as `YYYY-MM-DD`. */
const dayAhead = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)

describe('uptray maintenance schedule, list, delete', () => {
  it('schedules in --timezone, sends the team time, lists it in UTC and deletes it', async () => {
    const monitorId = await firstMonitorId()
    const day = dayAhead()
    await sim().control.clearRequests()
    const scheduled = await run([
      'maintenance',
      'schedule',
      String(monitorId),
      '--starts',
      `${day} 02:00`,
      '--ends',
      `${day} 04:30`,
      '--timezone',
      'Asia/Tokyo',
      '--name',
      'Deploy window',
    ])
    expect(scheduled.stderr).toBe('')
    expect(scheduled.code).toBe(0)
    const starts = Date.parse(`${day}T02:00:00+09:00`)
    const ends = Date.parse(`${day}T04:30:00+09:00`)
    const truth = (await sim().control.maintenance()).find(
      (p) => p.monitorId === monitorId && Date.parse(p.startsAt) === starts,
    )
    expect(truth, JSON.stringify(await sim().control.maintenance())).toBeDefined()
    expect(Date.parse(truth!.endsAt)).toBe(ends)
    // The body carried the team's wall clock, not Tokyo's nor UTC.
    expect(truth!.timezone).not.toBe('UTC')
    const post = (await sim().control.requests()).find(
      (r) => r.method === 'POST' && r.path === '/api/maintenance-periods',
    )
    expect(post?.body).toEqual({
      monitor_id: monitorId,
      starts_at: toWallClockMinutes(starts, truth!.timezone),
      ends_at: toWallClockMinutes(ends, truth!.timezone),
      name: 'Deploy window',
    })
    expect(scheduled.stdout).toContain(`(${truth!.timezone} time)`)

    const listed = await run(['maintenance', 'list', String(monitorId), '--json'])
    expect(listed.code).toBe(0)
    const body = JSON.parse(listed.stdout) as {
      ok: boolean
      zone: string
      upcoming: { id: number; name: string; startsAt: string; endsAt: string }[]
      source: string
    }
    expect(body).toMatchObject({ ok: true, zone: truth!.timezone, source: 'direct' })
    expect(body.upcoming).toContainEqual({
      id: truth!.id,
      name: 'Deploy window',
      startsAt: new Date(starts).toISOString().replace('.000Z', 'Z'),
      endsAt: new Date(ends).toISOString().replace('.000Z', 'Z'),
    })
    const text = await run(['maintenance', 'list', String(monitorId)])
    expect(text.stdout).toMatch(
      new RegExp(`upcoming +${truth!.id} +${new Date(starts).toISOString().slice(0, 19)}Z`),
    )

    const deleted = await run(['maintenance', 'delete', String(truth!.id), '--json'])
    expect(deleted.code).toBe(0)
    expect(JSON.parse(deleted.stdout)).toMatchObject({
      ok: true,
      exitCode: 0,
      verb: 'delete',
      periodId: truth!.id,
    })
    expect((await sim().control.maintenance()).some((p) => p.id === truth!.id)).toBe(false)
    // Gone: the service refuses (404), exit 5, quoting why.
    const again = await run(['maintenance', 'delete', String(truth!.id)])
    expect(again.code).toBe(5)
    expect(again.stderr).toContain(`Could not delete maintenance window ${truth!.id}: `)
    expect(again.stderr).toContain('Resource not found.')
  })

  it("reads --starts and --ends in this machine's zone when no --timezone is given", async () => {
    const monitorId = await firstMonitorId()
    const day = dayAhead()
    const result = await run(
      [
        'maintenance',
        'schedule',
        String(monitorId),
        '--starts',
        `${day} 22:00`,
        '--ends',
        `${day} 23:00`,
      ],
      { TZ: 'America/New_York' },
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const starts = fromWallClock(`${day} 22:00`, 'America/New_York')
    const mine = (await sim().control.maintenance())
      .filter((p) => p.monitorId === monitorId)
      .map((p) => Date.parse(p.startsAt))
    expect(mine).toContain(starts)
    // Not read as UTC nor as the team's time.
    expect(mine).not.toContain(Date.parse(`${day}T22:00:00Z`))
  })

  it('exit 4 for bad arguments, nothing sent', async () => {
    await sim().control.clearRequests()
    const day = dayAhead()
    for (const args of [
      ['maintenance', 'schedule', '1', '--ends', `${day} 10:00`],
      ['maintenance', 'schedule', '1', '--starts', `${day} 10:00`],
      [
        'maintenance',
        'schedule',
        '1',
        '--starts',
        '2026-02-30 10:00',
        '--ends',
        '2026-03-01 10:00',
      ],
      ['maintenance', 'schedule', '1', '--starts', `${day} 10:00`, '--ends', `${day} 09:00`],
      ['maintenance', 'schedule', '1', '--starts', `${day}T10`, '--ends', `${day} 11:00`],
      [
        'maintenance',
        'schedule',
        '1',
        '--starts',
        `${day} 10:00`,
        '--ends',
        `${day} 11:00`,
        '--timezone',
        'Mars/Olympus',
      ],
      ['maintenance', 'schedule', 'abc', '--starts', `${day} 10:00`, '--ends', `${day} 11:00`],
      ['maintenance', 'list'],
      ['maintenance', 'list', '1', '--name', 'x'],
      ['maintenance', 'delete', '0'],
      ['maintenance', 'delete', '1', '--starts', `${day} 10:00`],
      ['maintenance', 'delete', '1', '2'],
      ['maintenance', 'list', '1', '--minutes', '5'],
    ]) {
      const result = await run(args)
      expect(result.code, args.join(' ')).toBe(4)
      expect(result.stderr, args.join(' ')).toMatch(
        /^uptray: [^\n]+\nRun 'uptray --help' for usage\.\n$/,
      )
    }
    expect(await sim().control.requests()).toEqual([])
  })

  it('exit 5 for an unknown monitor, 2 for a rejected token, 3 for an unreachable service', async () => {
    const day = dayAhead()
    const unknown = await run([
      'maintenance',
      'schedule',
      '999999',
      '--starts',
      `${day} 10:00`,
      '--ends',
      `${day} 11:00`,
    ])
    expect(unknown.code).toBe(5)
    expect(unknown.stderr).toContain('Could not schedule maintenance on monitor 999999: ')
    const unknownList = await run(['maintenance', 'list', '999999', '--json'])
    expect(unknownList.code).toBe(5)
    expect(JSON.parse(unknownList.stdout)).toMatchObject({ ok: false, exitCode: 5 })

    const rejected = await run(['maintenance', 'list', '1'], {}, 'not-the-token-456')
    expect(rejected.code).toBe(2)
    expect(rejected.stderr).not.toContain('not-the-token-456')
    const rejectedDelete = await run(['maintenance', 'delete', '1'], {}, 'not-the-token-456')
    expect(rejectedDelete.code).toBe(2)

    const dead = await runCli(['maintenance', 'list', '1', '--base-url', await deadBaseUrl()], {
      UPTRAY_API_TOKEN: TOKEN,
    })
    expect(dead.code).toBe(3)
    expect(dead.stderr).not.toContain(TOKEN)

    const noToken = await runCli(['maintenance', 'delete', '1', '--base-url', sim().baseUrl])
    expect(noToken.code).toBe(2)
  })
})
