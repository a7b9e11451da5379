import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setupTray, type TrayController, type TrayDeps } from '@app/main/tray/setup-tray'
import { STATE_COLORS } from '@app/main/tray/tray-icon'
import {
  app,
  BrowserWindow,
  callsTo,
  resetElectronMock,
  Tray,
  type Menu,
  type MenuTemplateItem,
} from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { allGreen, iso, mixed, NOW } from './snapshots'

let service: FakeAppService
let controller: TrayController | null = null
let notes: [string, string][]
let opened: (number | null)[]
let popovers: number

function start(platform: NodeJS.Platform, extra: Partial<TrayDeps> = {}): Tray {
  controller = setupTray({
    service,
    platform,
    now: () => NOW,
    openDashboard: (id) => opened.push(id),
    openPreferences: () => undefined,
    togglePopover: () => popovers++,
    openExternal: async () => ({ ok: true, message: 'ok' }),
    quit: () => undefined,
    visibleWindows: () => [],
    notify: (title, body) => notes.push([title, body]),
    ...extra,
  })
  const tray = Tray.all.at(-1)
  if (!tray) throw new Error('no tray created')
  return tray
}

function find(items: MenuTemplateItem[], id: string): MenuTemplateItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const inner = item.submenu ? find(item.submenu, id) : undefined
    if (inner) return inner
  }
  return undefined
}

/** The colour just inside the left edge of the disc, which carries the state colour. */
function discEdgeColour(tray: Tray, scale: number): number[] {
  const rep = tray.image.representations.find((r) => r.scaleFactor === scale)
  const png = PNG.sync.read(rep!.buffer)
  const x = Math.floor((1.6 / 16) * png.width)
  const i = ((png.height >> 1) * png.width + x) * 4
  return [...png.data.subarray(i, i + 4)]
}

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  service.snapshot = allGreen()
  service.sync = { ...OK_SYNC, lastSuccessAt: iso(NOW - 20_000) }
  notes = []
  opened = []
  popovers = 0
})
afterEach(() => controller?.dispose())

describe('the tray on Linux', () => {
  it('shows the state, the tooltip and the badge, and follows engine events', () => {
    const tray = start('linux')
    expect(tray.tooltip).toBe('All 3 monitors up - synced 20 seconds ago')
    expect(discEdgeColour(tray, 2)).toEqual([...STATE_COLORS.ok])
    expect(callsTo('app.setBadgeCount').at(-1)).toEqual([0])

    service.snapshot = mixed()
    service.emit({ type: 'snapshot', snapshot: mixed() })
    expect(tray.tooltip).toBe('2 failing, 1 warning - synced 20 seconds ago')
    expect(discEdgeColour(tray, 1)).toEqual([...STATE_COLORS.failed])
    expect(callsTo('app.setBadgeCount').at(-1)).toEqual([2])
    expect(tray.image.representations.map((r) => r.scaleFactor)).toEqual([1, 1.25, 1.5, 2])
  })

  it('clicking a menu item runs the action and puts the result on the status line', async () => {
    service.snapshot = mixed()
    const tray = start('linux')
    const menu = tray.contextMenu as Menu
    find(menu.template, 'check:snooze:21:60')?.click?.()
    await new Promise((r) => setImmediate(r))
    expect(service.calls).toEqual([{ method: 'snoozeCheck', args: [21, 60, 2] }])
    const after = (tray.contextMenu as Menu).template
    expect(after[1]).toMatchObject({
      id: 'feedback',
      // The message names things from the service, so it is isolated.
      label: '✓ \u2068Snoozed shop.example.com Uptime for 1 h\u2069',
    })
    expect(notes).toEqual([['Done', 'Snoozed shop.example.com Uptime for 1 h']])
  })

  it('a failed action is reported too', async () => {
    service.snapshot = mixed()
    service.answer = { ok: false, message: 'the service is unreachable' }
    start('linux')
    await controller!.run({ type: 'maintenance:start', monitorId: 2, seconds: 3600, label: 'shop' })
    expect(notes).toEqual([
      ['That did not work', 'Could not start maintenance on shop: the service is unreachable'],
    ])
  })

  it('stops listening when disposed', () => {
    start('linux')
    expect(service.listenerCount()).toBe(1)
    controller!.dispose()
    controller = null
    expect(service.listenerCount()).toBe(0)
  })
})

describe('the tray on macOS and Windows', () => {
  it('macOS: template image, count as title, click opens the popover, right-click the menu', () => {
    service.snapshot = mixed()
    const tray = start('darwin')
    expect(tray.image.isTemplateImage()).toBe(true)
    expect(tray.title).toBe('2')
    expect(tray.contextMenu).toBeNull()
    tray.emit('click')
    expect(popovers).toBe(1)
    tray.emit('right-click')
    expect(tray.poppedUp).toHaveLength(1)
  })

  it('Windows: open windows get a taskbar overlay with the count', () => {
    service.snapshot = mixed()
    const win = new BrowserWindow({})
    start('win32', { visibleWindows: () => [win as unknown as Electron.BrowserWindow] })
    expect(win.overlay?.description).toBe('2 failing')
    service.snapshot = allGreen()
    service.emit({ type: 'snapshot', snapshot: allGreen() })
    expect(win.overlay).toBeNull()
  })

  it('Windows: a window shown after the last refresh gets the overlay at once', () => {
    service.snapshot = mixed()
    const wins: BrowserWindow[] = []
    const visible = () => wins.filter((w) => w.visible) as unknown as Electron.BrowserWindow[]
    start('win32', { visibleWindows: visible })
    const win = new BrowserWindow({ show: false })
    app.emit('browser-window-created', {}, win)
    wins.push(win)
    expect(win.overlay).toBeNull()
    win.show()
    expect(win.overlay?.description).toBe('2 failing')
  })
})
