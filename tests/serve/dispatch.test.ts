// Serve mode's WebSocket dispatch: every invoke channel reaches its AppService method, and a bad
// argument is refused with the contract's message before the service is called.
import { beforeEach, describe, expect, it } from 'vitest'
import { dispatch } from '@app/serve/dispatch'
import { INVOKE_METHODS } from '@app/shared/contract'
import { isShellMethod, type Method } from '@app/shared/operations'
import { FakeAppService } from '../helpers/fake-app-service'

let service: FakeAppService
beforeEach(() => {
  service = new FakeAppService()
})

const send = (id: number, channel: string, args: unknown[]) =>
  dispatch(JSON.stringify({ id, channel, args }), { service })

describe('serve dispatch', () => {
  it('every invoke channel names an AppService method (or one of the shell operations)', () => {
    for (const method of Object.keys(INVOKE_METHODS)) {
      if (isShellMethod(method as Method)) continue
      expect(typeof service[method as keyof FakeAppService], method).toBe('function')
    }
  })

  it('open-dashboard is for the page itself: validated, then refused, nothing called', async () => {
    expect(await send(1, 'app:open-dashboard', [3])).toEqual({
      id: 1,
      ok: false,
      error: {
        kind: 'unsupported',
        message:
          'This is not available here: app:open-dashboard: serve mode has no dashboard window to open. Use the desktop app for it.',
      },
    })
    expect(await send(2, 'app:open-dashboard', ['3'])).toMatchObject({
      id: 2,
      ok: false,
      error: {
        kind: 'invalid-arguments',
        message: expect.stringMatching(/Invalid arguments for app:open-dashboard/),
      },
    })
    expect(service.calls).toEqual([])
  })

  it('passes detail queries through: an optional uptime split, ping and TCP metrics', async () => {
    expect(await send(1, 'metrics:ping', [4, '24h'])).toEqual({ id: 1, ok: true, result: [] })
    expect(await send(2, 'metrics:tcp', [5, '30d'])).toEqual({ id: 2, ok: true, result: [] })
    await send(3, 'metrics:uptime', [3, '7d', 'month'])
    // JSON turns a left-out `undefined` into null: it still means "the range's split".
    await send(4, 'metrics:uptime', [3, '7d', null])
    await send(5, 'metrics:uptime', [3, '7d'])
    expect(service.calls).toEqual([
      { method: 'pingMetrics', args: [4, '24h'] },
      { method: 'tcpMetrics', args: [5, '30d'] },
      { method: 'uptime', args: [3, '7d', 'month'] },
      { method: 'uptime', args: [3, '7d', undefined] },
      { method: 'uptime', args: [3, '7d', undefined] },
    ])
  })

  it.each([
    ['metrics:ping', [1, '1y'], /Invalid arguments for metrics:ping: .*Invalid option/],
    ['metrics:ping', [-1, '24h'], /Invalid arguments for metrics:ping: .*Too small/],
    ['metrics:ping', [1], /Invalid arguments for metrics:ping/],
    ['metrics:tcp', ['7', '24h'], /Invalid arguments for metrics:tcp: .*expected number/],
    ['metrics:tcp', [7, '24h', 'hour'], /Invalid arguments for metrics:tcp: .*Too big/],
    ['metrics:uptime', [1, '24h', 'week'], /Invalid arguments for metrics:uptime: .*"hour"/],
    ['metrics:uptime', [1, '24h', 'day', 'x'], /Invalid arguments for metrics:uptime/],
  ] as const)('refuses %s %j and calls nothing', async (channel, args, message) => {
    const response = await send(9, channel, [...args])
    expect(response).toMatchObject({
      id: 9,
      ok: false,
      error: { kind: 'invalid-arguments', message: expect.stringMatching(message) },
    })
    expect(service.calls).toEqual([])
  })

  it("a failing query answers the error table's kind and sentence, no channel prefix", async () => {
    service.pingMetrics = () => Promise.reject(new RangeError('Monitor 1 is a http monitor'))
    expect(await send(7, 'metrics:ping', [1, '24h'])).toEqual({
      id: 7,
      ok: false,
      error: {
        kind: 'unexpected',
        message:
          'Unexpected problem: Monitor 1 is a http monitor. Try again; if it persists, report it with the app log.',
      },
    })
  })
})
