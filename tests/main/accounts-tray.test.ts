// The tray and notifications of the real AppService watching two accounts, each on its own
// simulator (Electron mocked by tests/mocks/electron.ts): the worst state across accounts, the
// sum of failing monitors, the menu grouped by account, a notification naming its account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setupNotifications, type Notifier } from '@app/main/notifications/setup-notifications'
import { findMenuItem } from '@app/main/tray/menu-template'
import { setupTray, type TrayController } from '@app/main/tray/setup-tray'
import { trayViewOf } from '@app/main/tray/tray-state'
import { serviceId } from '@app/core/app-service/picture-ids'
import { callsTo, Notification, resetElectronMock } from '../mocks/electron'
import { startTwoAccounts, type TwoAccounts } from '../unit/service/two-accounts'

let t: TwoAccounts | undefined
let tray: TrayController | undefined
let notifier: Notifier | undefined

beforeEach(() => resetElectronMock())
afterEach(async () => {
  tray?.dispose()
  notifier?.dispose()
  await t?.close()
  t = tray = notifier = undefined
})

async function start(): Promise<TwoAccounts> {
  const two = await startTwoAccounts({ acmeMonitors: 3, ownMonitors: 4 })
  t = two
  tray = setupTray({
    service: two.service,
    platform: 'linux',
    now: () => two.clock.now(),
    openDashboard: () => undefined,
    openPreferences: () => undefined,
    togglePopover: () => undefined,
    openExternal: async () => ({ ok: true, message: 'ok' }),
    quit: () => undefined,
    visibleWindows: () => [],
    notify: () => undefined,
  })
  notifier = setupNotifications({ service: two.service, openDashboard: () => undefined })
  await two.service.start()
  await two.advance(0)
  return two
}

/** Fails the uptime check of the first monitor of `account` on its own simulator. */
async function fail(two: TwoAccounts, account: 'acme' | 'own'): Promise<void> {
  const monitor = two.service.getSnapshot()!.monitors.find((m) => m.account === account)!
  const check = monitor.checks.find((c) => c.type === 'uptime')!
  await two.requests(two[account].sim)
  await two[account].sim.control.setCheckResult(serviceId(check.id), 'failed')
}

const labels = (items: { label?: string }[]): string[] => items.map((i) => i.label ?? '')
/** Where the menu's disabled line naming just `name` (a group's header) sits, -1 if nowhere. */
const headerAt = (items: { label?: string; enabled?: boolean }[], name: string): number =>
  items.findIndex((i) => i.enabled === false && i.label?.replace(/[\u2066-\u2069]/g, '') === name)

describe('the tray with two accounts', () => {
  it('sums the failing monitors, groups the menu by account, names the account in a notification', async () => {
    const two = await start()
    expect(tray!.view().tooltip).toMatch(/^All 7 monitors up/)
    await fail(two, 'acme')
    await fail(two, 'own')
    await two.advance(3 * 60_000)

    expect(callsTo('app.setBadgeCount').at(-1)).toEqual([2])
    expect(tray!.view().tooltip).toMatch(/^2 failing/)
    const items = tray!.view().menu
    const menu = labels(items)
    const acmeAt = menu.findIndex((l) => l.includes('Acme'))
    const ownAt = menu.findIndex((l) => l.includes('Own sites'))
    expect(acmeAt).toBeGreaterThan(0)
    expect(ownAt).toBeGreaterThan(acmeAt)
    // Each group holds its account's failing monitor, with the picture's id.
    const own = two.service.getSnapshot()!.monitors.find((m) => m.account === 'own')!
    expect(findMenuItem(tray!.view().menu, `monitor:${own.id}`)).toBeDefined()
    // ...under that account's own header: Acme's header, its monitor, Own sites' header, its one.
    const acme = two.service.getSnapshot()!.monitors.find((m) => m.account === 'acme')!
    const ids = items.map((i) => i.id)
    const groups = [
      headerAt(items, 'Acme'),
      ids.indexOf(`monitor:${acme.id}`),
      headerAt(items, 'Own sites'),
      ids.indexOf(`monitor:${own.id}`),
    ]
    expect(groups[0]).toBeGreaterThan(0)
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
    expect(groups[3]).toBe(groups[2]! + 1)
    expect(groups[1]).toBe(groups[0]! + 1)
    // No account is in trouble: no line asks to sign in again.
    expect(menu).not.toContain('Sign in again...')

    const titles = Notification.shown.map((n) => String(n.options.title))
    expect(titles.some((title) => title.startsWith('Acme · '))).toBe(true)
    expect(titles.some((title) => title.startsWith('Own sites · '))).toBe(true)
  })

  it('one account’s lost token: the worst state, the account named, the other still listed', async () => {
    const two = await start()
    await fail(two, 'own')
    await two.acme.sim.control.setToken('acme-rotated-9999')
    await two.advance(3 * 60_000)

    const { menu, tooltip } = tray!.view()
    expect(tooltip).toMatch(/Acme: sign in needed/)
    expect(labels(menu).some((l) => /⚠.*Acme/.test(l))).toBe(true)
    expect(findMenuItem(menu, 'open:preferences')).toBeDefined()
    // Preferences... carries that action too: the line asking to sign in again is the proof.
    expect(labels(menu)).toContain('Sign in again...')
    const own = two.service.getSnapshot()!.monitors.find((m) => m.account === 'own')!
    expect(findMenuItem(menu, `monitor:${own.id}`)).toBeDefined()
    expect(callsTo('app.setBadgeCount').at(-1)).toEqual([1])
    const view = trayViewOf(
      two.service.getSnapshot(),
      two.service.getSyncStatus(),
      two.settings(),
      two.clock.now(),
    )
    expect(view).toMatchObject({ state: 'auth-needed', count: 1 })
  })
})
