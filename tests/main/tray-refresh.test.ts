// The tray refreshes in proportion to what changed: the engine sends an event per request (about
// 50 a sweep at 10,000 monitors), and a sweep where only run times moved changes nothing the
// tray shows. Counted through the electron mock (menus built and set) and through the one
// health rule (every monitorHealth call, wherever the tray makes it), never by timing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as health from '@app/shared/health'
import type { Snapshot } from '@app/shared/model'
import { setupTray, type TrayController } from '@app/main/tray/setup-tray'
import { Menu, resetElectronMock, Tray, type MenuTemplateItem } from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { check, iso, manyFailing, mixed, monitor, NOW, snapshot } from './snapshots'

vi.mock('@app/shared/health', async (importOriginal) => {
  const original = await importOriginal<typeof health>()
  return {
    ...original,
    monitorHealth: vi.fn(original.monitorHealth),
    countHealth: vi.fn(original.countHealth),
  }
})
/** Monitors judged one by one, and whole snapshots judged (countHealth judges every monitor). */
const judged = vi.mocked(health.monitorHealth)
const counted = vi.mocked(health.countHealth)

let service: FakeAppService
let controller: TrayController | null = null
let now = NOW

function start(platform: NodeJS.Platform = 'linux'): Tray {
  controller = setupTray({
    service,
    platform,
    now: () => now,
    openDashboard: () => undefined,
    openPreferences: () => undefined,
    togglePopover: () => undefined,
    openExternal: async () => ({ ok: true, message: 'ok' }),
    quit: () => undefined,
    visibleWindows: () => [],
    notify: () => undefined,
  })
  return Tray.all.at(-1)!
}

/** A sweep with nothing new but run times: every monitor and check a new, equal object. */
function sameAgain(s: Snapshot): Snapshot {
  return {
    ...s,
    monitors: s.monitors.map((m) => ({ ...m, checks: m.checks.map((c) => ({ ...c })) })),
  }
}

function find(items: MenuTemplateItem[], id: string): MenuTemplateItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const inner = item.submenu ? find(item.submenu, id) : undefined
    if (inner) return inner
  }
  return undefined
}
const menuOf = (tray: Tray) => (tray.contextMenu as Menu).template

/** A sweep's page events: each request moves the budget used, nothing else. */
function pages(count: number): void {
  for (let page = 1; page <= count; page++) {
    service.sync = { ...service.sync, state: 'syncing', budgetUsed: page / 1000 }
    service.emit({ type: 'sync', status: service.sync })
  }
}

/** One sweep's events as the engine sends them: a sync event per page, then the new picture. */
function sweep(next: Snapshot, count: number): void {
  pages(count)
  service.snapshot = next
  service.emit({ type: 'snapshot', snapshot: next })
  service.sync = { ...OK_SYNC, lastSuccessAt: iso(now) }
  service.emit({ type: 'sync', status: service.sync })
}

function clearCounts(): void {
  judged.mockClear()
  counted.mockClear()
}

let builds: ReturnType<typeof vi.spyOn>
let sets: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  resetElectronMock()
  now = NOW
  service = new FakeAppService()
  service.snapshot = manyFailing(200)
  service.sync = { ...OK_SYNC, lastSuccessAt: iso(NOW - 30_000) }
  builds = vi.spyOn(Menu, 'buildFromTemplate')
  sets = vi.spyOn(Tray.prototype, 'setContextMenu')
})
afterEach(() => {
  controller?.dispose()
  controller = null
  builds.mockRestore()
  sets.mockRestore()
  judged.mockClear()
  counted.mockClear()
})

describe('the tray refresh', () => {
  it("does not judge any monitor again nor rebuild the menu on a sweep's page events", () => {
    start()
    clearCounts()
    builds.mockClear()
    sets.mockClear()
    pages(50)
    expect(judged).not.toHaveBeenCalled()
    expect(builds).not.toHaveBeenCalled()
    expect(sets).not.toHaveBeenCalled()
    expect(counted).not.toHaveBeenCalled()
  })

  it('judges each monitor once a sweep where only run times moved, and keeps the menu', () => {
    const tray = start()
    const menu = tray.contextMenu
    const tooltip = tray.tooltip
    clearCounts()
    builds.mockClear()
    // Every monitor a new object (run times on them): each judged once for the sweep, not per event.
    sweep(sameAgain(service.snapshot!), 50)
    expect(judged).toHaveBeenCalledTimes(200)
    // The same objects again (run times kept apart from them): nobody is judged.
    clearCounts()
    sweep({ ...service.snapshot!, fetchedAt: iso(now) }, 50)
    expect(judged).not.toHaveBeenCalled()
    // "synced now" after each sweep, as before: nothing the menu shows changed.
    expect(builds).toHaveBeenCalledTimes(1)
    sweep({ ...service.snapshot!, fetchedAt: iso(now) }, 50)
    expect(builds).toHaveBeenCalledTimes(1)
    expect(tray.contextMenu).not.toBe(menu)
    expect(tray.tooltip).toBe(tooltip.replace('synced 30 seconds ago', 'synced now'))
    expect(counted).not.toHaveBeenCalled()
  })

  it('a real change updates the icon, tooltip and menu at once, judging only that monitor', () => {
    service.snapshot = mixed()
    const tray = start()
    expect(tray.tooltip).toMatch(/^2 failing, 1 warning/)
    const image = tray.image
    clearCounts()
    builds.mockClear()
    const next = {
      ...service.snapshot!,
      monitors: service.snapshot!.monitors.map((m) =>
        m.id === 2
          ? { ...m, result: 'succeeded' as const, checks: [check('succeeded', { id: 21 })] }
          : m,
      ),
    }
    service.snapshot = next
    service.emit({ type: 'snapshot', snapshot: next })
    expect(judged).toHaveBeenCalledTimes(1)
    expect(tray.tooltip).toMatch(/^1 failing, 1 warning/)
    expect(tray.image).not.toBe(image)
    expect(builds).toHaveBeenCalledTimes(1)
    expect(find(menuOf(tray), 'monitor:2')).toBeUndefined()
    expect(find(menuOf(tray), 'monitor:4')).toBeDefined()
    expect(counted).not.toHaveBeenCalled()
  })

  it('a snooze ending turns the monitor back to failing on the next tick, with no new data', () => {
    const ends = NOW + 60_000
    service.snapshot = snapshot([
      monitor(1, [check('failed', { id: 11, snoozedUntil: iso(ends) })], { label: 'shop' }),
      monitor(2, [check('succeeded', { id: 12 })]),
    ])
    const tray = start()
    expect(tray.tooltip).toMatch(/^1 snoozed/)
    clearCounts()
    now = ends - 1
    controller!.refresh()
    expect(judged).not.toHaveBeenCalled()
    now = ends
    controller!.refresh()
    // Only the monitor whose snooze ended is judged again.
    expect(judged).toHaveBeenCalledTimes(1)
    expect(tray.tooltip).toMatch(/^1 failing/)
    expect(find(menuOf(tray), 'monitor:1')?.label).toBe('✕ \u2068shop\u2069')
    expect(counted).not.toHaveBeenCalled()
  })

  it('a sync state change reaches the tooltip and the menu without judging monitors', () => {
    const tray = start()
    clearCounts()
    builds.mockClear()
    service.sync = { ...service.sync, state: 'offline', offlineSince: iso(NOW) }
    service.emit({ type: 'sync', status: service.sync })
    expect(judged).not.toHaveBeenCalled()
    expect(tray.tooltip).toMatch(/offline, last synced 30 seconds ago/)
    expect(builds).toHaveBeenCalledTimes(1)
    expect(menuOf(tray)[0]?.label).toMatch(/offline, last synced/)
    expect(counted).not.toHaveBeenCalled()
  })

  it('the time words follow on a refresh (the tick), the menu built again only when they change', () => {
    const tray = start()
    expect(menuOf(tray)[0]?.label).toMatch(/synced 30 seconds ago/)
    builds.mockClear()
    controller!.refresh()
    expect(builds).not.toHaveBeenCalled()
    now += 10_000
    controller!.refresh()
    expect(builds).toHaveBeenCalledTimes(1)
    expect(menuOf(tray)[0]?.label).toMatch(/synced 40 seconds ago/)
    expect(tray.tooltip).toMatch(/synced 40 seconds ago/)
  })

  it("reads the 'Coming up' line with each picture and between sweeps, not on a sweep's pages", () => {
    let reads = 0
    service.comingUp = async () => {
      reads++
      return { items: [], summary: null }
    }
    start()
    reads = 0
    sweep(sameAgain(service.snapshot!), 50)
    // The picture, and the 'ok' sync event after it.
    expect(reads).toBe(2)
  })
})
