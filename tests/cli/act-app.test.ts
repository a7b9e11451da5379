// The commands that act, run by the app: its answers read like anything from outside (a bad one
// is a clear exit 1, never a crash or a false success), the IPC operation names and arguments,
// --direct parsed, and which app counts (signed in to the account asked for).
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { appAccount, askApp, type AppAnswer } from '@app/cli/app-client'
import { actOutput, actionExitCode, runAction } from '@app/cli/commands/act'
import { actionResultOf, appActService } from '@app/cli/commands/act-app'
import { parseCli } from '@app/cli/args'
import { CliError } from '@app/cli/exit-codes'
import { refused } from '@app/shared/answer'

const exitOf = (answer: AppAnswer | null) => actionExitCode(actionResultOf(answer))

describe('an action answered by the app', () => {
  it('keeps the exit codes of the direct path', () => {
    expect(exitOf({ ok: true, result: { ok: true, message: 'Snoozed.' } })).toBe(0)
    // The error table's exit codes (shared/error-table.ts).
    for (const [kind, code] of [
      ['signed-out', 2],
      ['token-rejected', 2],
      ['forbidden', 2],
      ['not-found', 5],
      ['refused', 5],
      ['network', 3],
      ['timeout', 3],
      ['rate-limited', 3],
      ['invalid-arguments', 4],
      ['unexpected', 1],
    ] as const) {
      expect(exitOf({ ok: true, result: { ok: false, message: 'no', kind } }), kind).toBe(code)
    }
  })

  it('an answer of another shape or an unknown kind is exit 1; a refused request keeps its kind', () => {
    for (const result of [null, 'ok', { ok: 'true', message: 'x' }, { ok: true }, [1]]) {
      expect(exitOf({ ok: true, result }), JSON.stringify(result)).toBe(1)
    }
    expect(exitOf({ ok: true, result: { ok: false, message: 'x', kind: 'later' } })).toBe(1)
    // The host's own refusal keeps its kind and sentence (invalid arguments: exit 4).
    const message =
      'The request is not valid: Expected number. Nothing was sent; correct the request.'
    const refused = actionResultOf({ ok: false, error: { kind: 'invalid-arguments', message } })
    expect(refused).toEqual({ ok: false, kind: 'invalid-arguments', message })
    expect(actionExitCode(refused)).toBe(4)
  })

  it('no answer once the request went out is exit 3, saying the app may still act', () => {
    const result = actionResultOf(null)
    expect(actionExitCode(result)).toBe(3)
    expect(result.message).toMatch(/may still act/)
    expect(result).toMatchObject({ kind: 'disconnected' })
    // No answer in time is its own kind: the app is there and slow, not gone.
    const slow = actionResultOf(refused('no-answer'))
    expect(slow).toMatchObject({ ok: false, kind: 'no-answer' })
    expect(slow.message).toMatch(/may still act/)
    expect(actionExitCode(slow)).toBe(3)
  })

  it('prints a bounded line and says the app ran it', () => {
    const action = { op: 'rerun', checkId: 4 } as const
    const long = {
      ok: false as const,
      message: `bad\u001b[31m${'x'.repeat(5_000)}`,
      kind: 'refused' as const,
    }
    const text = actOutput(action, long, false, null, 'app')
    expect(text.stderr!.length).toBeLessThan(700)
    expect(text.stderr).not.toContain('\n')
    const json = JSON.parse(actOutput(action, long, true, null, 'app').stdout!) as object
    expect(json).toMatchObject({ ok: false, exitCode: 5, kind: 'refused', source: 'app' })
  })

  it('asks with the operation names and arguments of the IPC contract', async () => {
    const asked: [string, unknown[]][] = []
    const app = appActService(async (op, args) => {
      asked.push([op, args])
      return { ok: true, result: { ok: true, message: 'Done.' } }
    })
    await runAction(app, { op: 'snooze', checkId: 1, minutes: 30 })
    await runAction(app, { op: 'unsnooze', checkId: 2 })
    await runAction(app, { op: 'rerun', checkId: 3 })
    await runAction(app, { op: 'maintenance-start', monitorId: 4, minutes: 15, name: null })
    await runAction(app, { op: 'maintenance-start', monitorId: 4, minutes: 1, name: 'Deploy' })
    await runAction(app, { op: 'maintenance-stop', monitorId: 4 })
    expect(asked).toEqual([
      ['snoozeCheck', [1, 30]],
      ['unsnoozeCheck', [2]],
      ['rerunCheck', [3]],
      ['startMaintenance', [4, 900]],
      ['startMaintenance', [4, 60, 'Deploy']],
      ['stopMaintenance', [4]],
    ])
  })
})

describe('--direct', () => {
  const exit = (argv: string[]) => {
    try {
      parseCli(argv)
      return 0
    } catch (error) {
      return error instanceof CliError ? error.exitCode : -1
    }
  }

  it('applies to the commands that act, not to events or watch', () => {
    expect(parseCli(['snooze', '1', '--direct'])).toMatchObject({ command: 'act', direct: true })
    expect(parseCli(['maintenance', 'stop', '2'])).toMatchObject({ direct: false })
    expect(exit(['events', '--direct'])).toBe(4)
    expect(exit(['watch', '--direct'])).toBe(4)
  })
})

describe('which app acts', () => {
  const folders: string[] = []
  const servers: Server[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  /** A real socket that answers getSession with `session`. */
  async function appWith(session: unknown): Promise<string> {
    const folder = mkdtempSync(join(tmpdir(), 'uptray-act-app-'))
    folders.push(folder)
    const path = join(folder, 'control.sock')
    const server = createServer((socket) =>
      socket.once('data', (line) => {
        const { id, op } = JSON.parse(line.toString()) as { id: number; op: string }
        expect(op).toBe('getSession')
        socket.end(`${JSON.stringify({ id, ok: true, result: session })}\n`)
      }),
    )
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(path, resolve))
    return path
  }

  it('one signed in to the account asked for (any when none is named)', async () => {
    const account = { userName: 'a', email: 'a@b.c', teams: [], baseUrl: 'https://ohdear.app' }
    const path = await appWith({ signedIn: true, demo: false, account })
    expect(await appAccount(path, 'https://ohdear.app')).toBe('https://ohdear.app')
    expect(await appAccount(path, null)).toBe('https://ohdear.app')
    expect(await appAccount(path, 'https://other.example')).toBeNull()
  })

  it('one that gets the request but does not answer in time is no-answer; one that closes is none', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'uptray-act-app-'))
    folders.push(folder)
    const listen = async (name: string, onLine: (socket: Socket) => void) => {
      const server = createServer((socket) => socket.once('data', () => onLine(socket)))
      servers.push(server)
      const path = join(folder, name)
      await new Promise<void>((resolve) => server.listen(path, resolve))
      return path
    }
    const silent = await listen('silent.sock', () => undefined)
    expect(await askApp(silent, 'rerunCheck', [3], 100)).toEqual({
      ok: false,
      error: {
        kind: 'no-answer',
        message:
          'The Uptray app did not answer in time. It may still be waiting for the service; try again in a moment.',
      },
    })
    // A read the app is too slow for is asked directly, as with no app.
    expect(await appAccount(silent, null, 100)).toBeNull()
    const closing = await listen('closing.sock', (socket) => socket.end())
    expect(await askApp(closing, 'rerunCheck', [3], 5_000)).toBeNull()
  })

  it('not one that is signed out or answers unlike a session', async () => {
    const path = await appWith({ signedIn: false, demo: false, account: null })
    expect(await appAccount(path, null)).toBeNull()
    const odd = await appWith({ signedIn: true, account: { baseUrl: 42 } })
    expect(await appAccount(odd, null)).toBeNull()
    expect(await appAccount(join(folders[0]!, 'none.sock'), null)).toBeNull()
  })
})
