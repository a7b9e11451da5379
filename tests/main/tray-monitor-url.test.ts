// "Monitor a URL..." in the tray menu opens the dashboard's form, through the Electron mock's
// tray and menu; nothing is asked of the service until the form is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTrayMenu } from '@app/main/tray/menu-template'
import { setupTray, type TrayController } from '@app/main/tray/setup-tray'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { resetElectronMock, Tray, type Menu, type MenuTemplateItem } from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { allGreen, iso, NOW } from './snapshots'

let service: FakeAppService
let controller: TrayController | null = null

function find(items: MenuTemplateItem[], id: string): MenuTemplateItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const inner = item.submenu ? find(item.submenu, id) : undefined
    if (inner) return inner
  }
  return undefined
}

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  service.snapshot = allGreen()
  service.sync = { ...OK_SYNC, lastSuccessAt: iso(NOW - 20_000) }
})
afterEach(() => controller?.dispose())

describe('Monitor a URL from the tray', () => {
  it('sits after Open dashboard, also before any data', () => {
    const items = buildTrayMenu({
      snapshot: null,
      sync: { ...OK_SYNC, state: 'syncing' },
      settings: DEFAULT_SETTINGS,
      now: NOW,
    })
    const ids = items.map((i) => i.id)
    const at = ids.indexOf('open:new-monitor')
    expect(at).toBeGreaterThan(0)
    expect(ids[at - 1]).toBe('open:dashboard:all')
    expect(items[at]?.label).toBe('Monitor a URL...')
  })

  it("a click opens the dashboard's form and shows no feedback line", async () => {
    const views: string[] = []
    const dashboards: (number | null)[] = []
    controller = setupTray({
      service,
      platform: 'linux',
      now: () => NOW,
      openDashboard: (id) => dashboards.push(id),
      openPreferences: () => views.push('/settings'),
      openNewMonitor: () => views.push('/monitors/new'),
      togglePopover: () => undefined,
      openExternal: async () => ({ ok: true, message: 'ok' }),
      quit: () => undefined,
      visibleWindows: () => [],
      notify: () => undefined,
    })
    const tray = Tray.all.at(-1)!
    const item = find((tray.contextMenu as Menu).template, 'open:new-monitor')
    expect(item?.label).toBe('Monitor a URL...')
    item?.click?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(views).toEqual(['/monitors/new'])
    expect(dashboards).toEqual([])
    expect(service.calls).toEqual([])
    expect(find((tray.contextMenu as Menu).template, 'feedback')).toBeUndefined()
  })
})
