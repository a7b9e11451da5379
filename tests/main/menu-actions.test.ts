import { beforeEach, describe, expect, it } from 'vitest'
import { bindMenu } from '@app/main/tray/bind-menu'
import type { MenuAction } from '@app/main/tray/menu-action'
import { buildTrayMenu } from '@app/main/tray/menu-template'
import {
  needsFeedback,
  pauseUntil,
  runMenuAction,
  type MenuActionDeps,
} from '@app/main/tray/run-menu-action'
import type { MenuItemConstructorOptions } from 'electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { iso, mixed, NOW } from './snapshots'

let service: FakeAppService
let shell: { dashboard: (number | null)[]; preferences: number; external: string[]; quit: number }
let deps: MenuActionDeps

beforeEach(() => {
  service = new FakeAppService()
  shell = { dashboard: [], preferences: 0, external: [], quit: 0 }
  deps = {
    service,
    now: () => NOW,
    openDashboard: (id) => shell.dashboard.push(id),
    openPreferences: () => shell.preferences++,
    openExternal: async (url) => (shell.external.push(url), { ok: true, message: 'Opened' }),
    quit: () => shell.quit++,
  }
})

/** Clicks the bound Electron menu item with this id and waits for the action to finish. */
async function click(id: string): Promise<void> {
  const actions: Promise<unknown>[] = []
  const template = buildTrayMenu({
    snapshot: mixed(),
    sync: OK_SYNC,
    settings: service.settings,
    now: NOW,
  })
  const bound = bindMenu(template, (action) => actions.push(runMenuAction(action, deps)))
  const find = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined => {
    for (const item of items) {
      if (item.id === id) return item
      const inner = Array.isArray(item.submenu) ? find(item.submenu) : undefined
      if (inner) return inner
    }
    return undefined
  }
  const item = find(bound)
  if (!item?.click) throw new Error(`no clickable menu item ${id}`)
  ;(item.click as () => void)()
  await Promise.all(actions)
}

describe('every tray menu action reaches the right place', () => {
  it.each([
    // The check's monitor (2) goes along: the app looks nothing up.
    ['check:snooze:21:15', 'snoozeCheck', [21, 15, 2]],
    ['check:snooze:21:1440', 'snoozeCheck', [21, 1440, 2]],
    ['check:rerun:21', 'rerunCheck', [21, 2]],
    ['maintenance:start:2:1800', 'startMaintenance', [2, 1800]],
    ['maintenance:start:2:3600', 'startMaintenance', [2, 3600]],
    ['cron:snooze:501:240', 'snoozeCronCheck', [501, 240]],
    ['sync:refresh', 'refreshNow', []],
  ] as const)('%s calls %s', async (id, method, args) => {
    await click(id)
    expect(service.calls).toEqual([{ method, args }])
  })

  it('pause for 1 hour and until 08:00 tomorrow update the settings', async () => {
    await click('notifications:pause:1h')
    await click('notifications:pause:tomorrow-08')
    expect(service.calls).toEqual([
      {
        method: 'updateSettings',
        args: [{ notifications: { pausedUntil: iso(NOW + 3_600_000) } }],
      },
      {
        method: 'updateSettings',
        args: [{ notifications: { pausedUntil: pauseUntil('tomorrow-08', NOW) } }],
      },
    ])
    const tomorrow8 = new Date(pauseUntil('tomorrow-08', NOW))
    expect([tomorrow8.getHours(), tomorrow8.getMinutes()]).toEqual([8, 0])
    expect(tomorrow8.getDate()).toBe(new Date(NOW + 86_400_000).getDate())
  })

  it('actions the menu only offers in other states call their methods too', async () => {
    const other: [MenuAction, string, unknown[]][] = [
      [{ type: 'check:unsnooze', checkId: 5, monitorId: 3, label: 'x' }, 'unsnoozeCheck', [5, 3]],
      [{ type: 'cron:unsnooze', cronCheckId: 6, label: 'x' }, 'unsnoozeCronCheck', [6]],
      [{ type: 'maintenance:stop', monitorId: 7, label: 'x' }, 'stopMaintenance', [7]],
      [
        { type: 'notifications:resume' },
        'updateSettings',
        [{ notifications: { pausedUntil: null } }],
      ],
    ]
    for (const [action] of other) await runMenuAction(action, deps)
    expect(service.calls).toEqual(other.map(([, method, args]) => ({ method, args })))
  })

  it("a failing check's 'Show findings…' opens its page, or the monitor without a check page", async () => {
    const opened: [number, string][] = []
    deps.openCheck = (id, type) => opened.push([id, type])
    await click('open:check:2:uptime')
    expect(opened).toEqual([[2, 'uptime']])
    delete deps.openCheck
    await click('open:check:2:uptime')
    expect(shell.dashboard).toEqual([2])
  })

  it('open in browser, dashboard, more..., preferences and quit go to the shell', async () => {
    await click('open:url:https://site-2.example.com')
    await click('open:dashboard:2')
    await click('open:dashboard:all')
    await click('open:preferences')
    await click('app:quit')
    expect(shell).toEqual({
      dashboard: [2, null],
      preferences: 1,
      external: ['https://site-2.example.com'],
      quit: 1,
    })
    expect(service.calls).toEqual([])
  })

  it('success and failure come back as sentences for the status line', async () => {
    const ok = await runMenuAction(
      { type: 'check:snooze', checkId: 21, monitorId: 2, minutes: 60, label: 'shop Uptime' },
      deps,
    )
    expect(ok).toEqual({ ok: true, message: 'Snoozed shop Uptime for 1 h' })
    service.answer = { ok: false, message: 'the service answered 503' }
    const failed = await runMenuAction(
      { type: 'maintenance:start', monitorId: 2, seconds: 1800, label: 'shop' },
      deps,
    )
    expect(failed).toEqual({
      ok: false,
      message: 'Could not start maintenance on shop: the service answered 503',
    })
  })

  it('a service that throws still yields a visible failure', async () => {
    service.rerunCheck = () => Promise.reject(new Error('socket hang up'))
    const result = await runMenuAction(
      { type: 'check:rerun', checkId: 1, monitorId: 2, label: 'x' },
      deps,
    )
    expect(result).toEqual({ ok: false, message: 'socket hang up' })
  })
})

describe('feedback', () => {
  it('failures always show; successes only when nothing else shows them', () => {
    const ok = { ok: true, message: 'fine' } as const
    const failed = { ok: false, message: 'nope' } as const
    expect(needsFeedback({ type: 'check:rerun', checkId: 1, monitorId: 2, label: 'x' }, ok)).toBe(
      true,
    )
    expect(needsFeedback({ type: 'open:url', url: 'https://x.example' }, ok)).toBe(false)
    expect(needsFeedback({ type: 'open:url', url: 'http://x.example' }, failed)).toBe(true)
    expect(needsFeedback({ type: 'open:dashboard', monitorId: null }, ok)).toBe(false)
  })
})
