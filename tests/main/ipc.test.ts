import type { WebContents as ElectronWebContents } from 'electron'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupIpc, type IpcHandle } from '@app/main/ipc/setup-ipc'
import { appLocation, isAppUrl } from '@app/main/windows/app-url'
import { INVOKE_METHODS } from '@app/shared/contract'
import { invokeSchemas } from '@app/shared/contract-schemas'
import { ipcMain, resetElectronMock, WebContents } from '../mocks/electron'
import { FakeAppService } from '../helpers/fake-app-service'
import { unwrap, UptrayError } from '@app/shared/answer'
import { mixed } from './snapshots'
import { windowCopy } from '@app/shared/snapshot-delta'

/** What the renderer gets: the handler's envelope, unwrapped as src/bridge.ts does. */
const call = async (sender: WebContents, channel: string, ...args: unknown[]) =>
  unwrap(await ipcMain.invokeFrom(sender, channel, ...args))

const location = appLocation('/opt/uptray/out/renderer', undefined)
let service: FakeAppService
let ipc: IpcHandle
let app: WebContents
let opened: string[]
/** What the shell was asked to do with the windows, in order. */
let shell: string[]

beforeEach(async () => {
  resetElectronMock()
  service = new FakeAppService()
  opened = []
  shell = []
  app = new WebContents()
  app.mainFrame.url = `${location.indexUrl}#/monitors`
  ipc = setupIpc({
    service,
    appWebContents: () => [app as unknown as ElectronWebContents],
    isAppUrl: (url) => isAppUrl(url, location),
    openExternal: async (url) => (opened.push(url), { ok: true, message: 'Opened' }),
    openDashboard: (monitorId, checkType) =>
      shell.push(`openDashboard ${monitorId}${checkType ? ` ${checkType}` : ''}`),
    hidePopover: () => shell.push('hidePopover'),
  })
})
afterEach(() => ipc.dispose())

describe('IPC handlers', () => {
  it('one handler per invoke channel, each with an argument schema', () => {
    const channels = Object.values(INVOKE_METHODS).sort()
    expect([...ipcMain.handlers.keys()].sort()).toEqual(channels)
    expect(Object.keys(invokeSchemas()).sort()).toEqual(channels)
  })

  it('calls the AppService with validated arguments and returns its answer', async () => {
    expect(await call(app, 'check:snooze', 21, 60)).toEqual({
      ok: true,
      message: 'done',
    })
    await call(app, 'maintenance:start', 2, 1800, 'Deploy')
    await call(app, 'view:focus', null)
    expect(service.calls).toEqual([
      { method: 'snoozeCheck', args: [21, 60] },
      { method: 'startMaintenance', args: [2, 1800, 'Deploy'] },
      { method: 'setFocus', args: [null] },
    ])
  })

  it('passes detail queries through: an optional uptime split, ping and TCP metrics', async () => {
    await call(app, 'metrics:uptime', 3, '7d')
    await call(app, 'metrics:uptime', 3, '7d', 'hour')
    expect(await call(app, 'metrics:ping', 4, '24h')).toEqual([])
    expect(await call(app, 'metrics:tcp', 5, '90d')).toEqual([])
    expect(service.calls).toEqual([
      { method: 'uptime', args: [3, '7d', undefined] },
      { method: 'uptime', args: [3, '7d', 'hour'] },
      { method: 'pingMetrics', args: [4, '24h'] },
      { method: 'tcpMetrics', args: [5, '90d'] },
    ])
  })

  it('rejects a sender that is not one of the app windows, and nothing happens', async () => {
    const foreign = new WebContents()
    foreign.mainFrame.url = location.indexUrl
    // Answered as an envelope, never thrown (Electron would prefix a thrown error).
    expect(await ipcMain.invokeFrom(foreign, 'check:snooze', 21, 60)).toEqual({
      ok: false,
      error: {
        kind: 'untrusted-caller',
        message: 'The request did not come from an Uptray window. Nothing was done.',
      },
    })
    expect(service.calls).toEqual([])
  })

  it('rejects an app window that shows a foreign page', async () => {
    app.mainFrame.url = 'https://evil.example.com/'
    await expect(call(app, 'session:sign-out')).rejects.toThrow(
      /^The request did not come from an Uptray window/,
    )
    expect(service.calls).toEqual([])
  })

  it.each([
    ['check:snooze', ['21', 60], /expected number, received string/],
    ['check:snooze', [21, -5], /Too small/],
    ['check:snooze', [21], /Invalid arguments for check:snooze/],
    ['metrics:uptime', [1, '1y'], /Invalid option/],
    ['metrics:uptime', [1, '24h', 'week'], /expected one of "hour"\|"day"\|"month"/],
    ['metrics:uptime', [1, '24h', 'day', 'extra'], /Too big/],
    ['metrics:ping', [1, '1y'], /Invalid option/],
    ['metrics:ping', [0, '24h'], /Too small/],
    ['metrics:ping', [1], /Invalid arguments for metrics:ping/],
    ['metrics:tcp', ['7', '24h'], /expected number, received string/],
    ['metrics:tcp', [7, '24h', 'hour'], /Invalid arguments for metrics:tcp/],
    [
      'maintenance:schedule',
      [1, '2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z'],
      /the end must be after the start/,
    ],
    ['settings:update', [{ sweepIntervalSeconds: 1 }], /Too small/],
    ['settings:update', [{ schemaVersion: 2 }], /Unrecognized key/],
    ['app:open-dashboard', ['4'], /expected number, received string/],
    ['app:open-dashboard', [-4], /Too small/],
    ['app:open-dashboard', [0], /Too small/],
    ['app:open-dashboard', [1.5], /expected int/],
    ['app:open-dashboard', [], /Invalid arguments for app:open-dashboard/],
    ['app:open-dashboard', [4, 'http', 5], /Too big/],
    ['app:open-dashboard', [4, 5], /expected string, received number/],
    ['app:open-dashboard', [4, '../settings'], /must be a check type/],
    ['app:open-dashboard', [4, 'Http'], /must be a check type/],
    ['app:open-dashboard', [4, 'x'.repeat(41)], /must be a check type/],
  ] as const)(
    'rejects bad arguments for %s %j with a clear error',
    async (channel, args, message) => {
      const error = await call(app, channel, ...args).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UptrayError)
      expect(error).toMatchObject({
        kind: 'invalid-arguments',
        message: expect.stringMatching(message),
      })
      expect(service.calls).toEqual([])
      expect(shell).toEqual([])
    },
  )

  it('open-dashboard shows the dashboard (at the monitor, or as it is) and hides the popover', async () => {
    expect(await call(app, 'app:open-dashboard', 12)).toBeNull()
    await call(app, 'app:open-dashboard', null)
    expect(shell).toEqual(['openDashboard 12', 'hidePopover', 'openDashboard null', 'hidePopover'])
    expect(service.calls).toEqual([])
  })

  it("open-dashboard with a check type opens that check's page and hides the popover", async () => {
    await call(app, 'app:open-dashboard', 12, 'broken_links')
    await call(app, 'app:open-dashboard', 12, null)
    expect(shell).toEqual([
      'openDashboard 12 broken_links',
      'hidePopover',
      'openDashboard 12',
      'hidePopover',
    ])
  })

  it('open-dashboard from a stranger is refused and no window moves', async () => {
    const foreign = new WebContents()
    foreign.mainFrame.url = location.indexUrl
    await expect(call(foreign, 'app:open-dashboard', 12)).rejects.toMatchObject({
      kind: 'untrusted-caller',
    })
    expect(shell).toEqual([])
  })

  it('a bad token in sign-in is refused without echoing the token', async () => {
    const secret = 'tok_123456789_secret'
    const error = await call(app, 'session:sign-in', {
      baseUrl: 'javascript:alert(1)',
      token: secret,
    }).catch((e: Error) => e)
    expect(String(error)).toMatch(/Invalid arguments for session:sign-in/)
    expect(String(error)).not.toContain(secret)
  })

  it('open-external goes through the shell guard', async () => {
    await call(app, 'app:open-external', 'https://ohdear.app/monitors/2')
    expect(opened).toEqual(['https://ohdear.app/monitors/2'])
  })

  it('pushes engine events to the app windows; commits close together become one update', async () => {
    vi.useFakeTimers()
    try {
      const snap = mixed()
      service.snapshot = snap
      service.emit({ type: 'snapshot', snapshot: snap })
      service.emit({ type: 'sync', status: service.sync })
      service.emit({ type: 'decisions', decisions: [] })
      const changed = {
        ...snap,
        monitors: snap.monitors.map((m, i) => (i ? m : { ...m, label: 'x' })),
      }
      service.snapshot = changed
      service.emit({ type: 'snapshot', snapshot: changed })
      expect(app.sent.map((m) => m.channel)).toEqual(['sync:changed'])
      await vi.advanceTimersByTimeAsync(200)
      expect(app.sent.map((m) => m.channel)).toEqual([
        'sync:changed',
        'snapshot:update',
        'summary:changed',
      ])
      // Windows get no check run times: they ask for one monitor's when they show them.
      expect(app.sent[1]?.payload).toMatchObject({ version: 1, full: windowCopy(changed) })
      // The next commit sends only what changed, on top of version 1.
      const next = { ...changed, monitors: changed.monitors.slice(1) }
      service.snapshot = next
      service.emit({ type: 'snapshot', snapshot: next })
      await vi.advanceTimersByTimeAsync(200)
      expect(
        app.sent.find((m) => m.channel === 'snapshot:update' && m !== app.sent[1])?.payload,
      ).toMatchObject({
        version: 2,
        base: 1,
        delta: { removed: [snap.monitors[0]!.id], added: [], changed: [] },
      })
      expect(await call(app, 'snapshot:full')).toMatchObject({
        version: 2,
        full: windowCopy(next),
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('dispose removes every handler and the subscription', () => {
    ipc.dispose()
    expect(ipcMain.handlers.size).toBe(0)
    expect(service.listenerCount()).toBe(0)
    ipc = setupIpc({
      service,
      appWebContents: () => [],
      isAppUrl: () => true,
      openExternal: async () => ({ ok: true, message: '' }),
      openDashboard: () => undefined,
      hidePopover: () => undefined,
    })
  })
})
