// Auto-update: the pure decisions (when to check, what to offer) and their wiring to an updater
// (a small fake standing in for electron-updater's autoUpdater, injected) and to the tray menu
// under the Electron mock: the entry, a click, 'Restart to update', and a restart that waits for
// the actions in flight.
import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Tray, type Menu, type MenuTemplateItem, resetElectronMock } from '../mocks/electron'
import { setupTray, type TrayController } from '@app/main/tray/setup-tray'
import { setupUpdater, type Updater, type UpdaterControl } from '@app/main/update/setup-updater'
import {
  CHECK_EVERY_MS,
  checkOutcome,
  shouldCheck,
  updateOffer,
  updatesEnabled,
  type UpdateContext,
  type UpdateOffer,
} from '@app/main/update/update-policy'
import { FakeAppService } from '../helpers/fake-app-service'
import { mixed } from './snapshots'

const PACKAGED: UpdateContext = { packaged: true, demo: false }
const HOUR = 60 * 60 * 1000

describe('update policy', () => {
  it('checks only in a packaged app that is not on the demo', () => {
    expect(updatesEnabled(PACKAGED)).toBe(true)
    expect(updatesEnabled({ packaged: false, demo: false })).toBe(false)
    expect(updatesEnabled({ packaged: true, demo: true })).toBe(false)
    expect(shouldCheck({ packaged: false, demo: false }, 0, null)).toBe(false)
    expect(shouldCheck({ packaged: true, demo: true }, 0, null)).toBe(false)
  })

  it('checks at start, then once 12 hours have passed', () => {
    const t0 = Date.parse('2026-03-10T08:00:00Z')
    expect(shouldCheck(PACKAGED, t0, null)).toBe(true)
    expect(shouldCheck(PACKAGED, t0 + 12 * HOUR - 1, t0)).toBe(false)
    expect(shouldCheck(PACKAGED, t0 + 12 * HOUR, t0)).toBe(true)
    expect(CHECK_EVERY_MS).toBe(12 * HOUR)
  })

  it('tells Preferences what a check found, or why there is none', () => {
    expect(checkOutcome({ packaged: false, demo: false }, 'idle')).toMatchObject({ ok: false })
    expect(checkOutcome({ packaged: true, demo: true }, 'idle').message).toMatch(/demo/)
    expect(checkOutcome(PACKAGED, 'idle')).toEqual({ ok: true, message: 'Uptray is up to date.' })
    expect(checkOutcome(PACKAGED, 'ready').message).toMatch(/Restart to update/)
  })

  it('offers nothing when off, else the entry for the phase', () => {
    expect(updateOffer({ packaged: false, demo: false }, 'ready')).toBeNull()
    expect(updateOffer(PACKAGED, 'idle')).toEqual({
      label: 'Check for updates',
      enabled: true,
      command: 'update:check',
    })
    expect(updateOffer(PACKAGED, 'checking')).toMatchObject({ enabled: false, command: null })
    expect(updateOffer(PACKAGED, 'downloading')).toMatchObject({ enabled: false, command: null })
    expect(updateOffer(PACKAGED, 'ready')).toEqual({
      label: 'Restart to update',
      enabled: true,
      command: 'update:restart',
    })
  })
})

/** electron-updater's autoUpdater as far as the app uses it; `answer` plays the feed. */
class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = false
  autoInstallOnAppQuit = false
  checks = 0
  installs = 0
  answer: 'none' | 'update' | 'fail' = 'none'
  async checkForUpdates(): Promise<unknown> {
    this.checks++
    this.emit('checking-for-update')
    if (this.answer === 'fail') throw new Error('net::ERR_INTERNET_DISCONNECTED')
    this.emit(this.answer === 'update' ? 'update-available' : 'update-not-available')
    return null
  }
  quitAndInstall(): void {
    this.installs++
  }
}

describe('updater wiring', () => {
  let updater: FakeUpdater
  let control: UpdaterControl | null
  let warnings: string[]
  let idle: () => Promise<void>

  function start(
    context: UpdateContext = PACKAGED,
    onChange: (offer: UpdateOffer | null) => void = () => undefined,
  ) {
    control = setupUpdater({
      updater,
      context,
      now: () => Date.now(),
      idle: () => idle(),
      onChange,
      warn: (message) => warnings.push(message),
    })
    return control
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T08:00:00Z') })
    updater = new FakeUpdater()
    warnings = []
    idle = () => Promise.resolve()
    control = null
  })
  afterEach(() => {
    control?.dispose()
    vi.useRealTimers()
  })

  it('checks at start and again after 12 hours, downloading quietly', async () => {
    start()
    expect(updater.checks).toBe(1)
    expect(updater.autoDownload).toBe(true)
    await vi.advanceTimersByTimeAsync(11 * HOUR)
    expect(updater.checks).toBe(1)
    await vi.advanceTimersByTimeAsync(1 * HOUR)
    expect(updater.checks).toBe(2)
  })

  it('never checks in development or on the demo, and offers nothing', async () => {
    for (const context of [
      { packaged: false, demo: false },
      { packaged: true, demo: true },
    ]) {
      const c = start(context)
      await c.check()
      await vi.advanceTimersByTimeAsync(48 * HOUR)
      expect(c.offer()).toBeNull()
      c.dispose()
    }
    expect(updater.checks).toBe(0)
  })

  it('moves the offer along and tells the host', async () => {
    const offers: (string | undefined)[] = []
    updater.answer = 'update'
    const c = start(PACKAGED, (offer) => offers.push(offer?.label))
    await vi.advanceTimersByTimeAsync(0)
    expect(c.offer()?.label).toBe('Downloading update…')
    updater.emit('update-downloaded')
    expect(c.offer()?.label).toBe('Restart to update')
    expect(offers).toEqual(['Checking for updates…', 'Downloading update…', 'Restart to update'])
  })

  it('a failed check is logged and the entry offers to check again', async () => {
    updater.answer = 'fail'
    const c = start()
    await vi.advanceTimersByTimeAsync(0)
    expect(warnings[0]).toMatch(/Update check failed: net::ERR_INTERNET_DISCONNECTED/)
    expect(c.offer()?.command).toBe('update:check')
  })

  it('restarts only once no action is in flight', async () => {
    const c = start()
    updater.emit('update-downloaded')
    let finish: () => void = () => undefined
    idle = () => new Promise<void>((resolve) => (finish = resolve))
    const restarting = c.restart()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(updater.installs).toBe(0)
    finish()
    await restarting
    expect(updater.installs).toBe(1)
  })

  it('does not restart before an update is downloaded', async () => {
    await start().restart()
    expect(updater.installs).toBe(0)
  })
})

describe('the tray menu entry', () => {
  let tray: TrayController | null = null
  let updater: FakeUpdater
  let control: UpdaterControl

  beforeEach(() => {
    resetElectronMock()
    vi.useFakeTimers({ now: Date.parse('2026-03-10T08:00:00Z') })
    updater = new FakeUpdater()
  })
  afterEach(() => {
    tray?.dispose()
    control.dispose()
    vi.useRealTimers()
  })

  function open(context: UpdateContext) {
    const service = new FakeAppService()
    service.snapshot = mixed()
    control = setupUpdater({
      updater,
      context,
      now: () => Date.now(),
      idle: () => Promise.resolve(),
      onChange: () => tray?.refresh(),
      warn: () => undefined,
    })
    tray = setupTray({
      service,
      platform: 'linux',
      now: () => Date.now(),
      openDashboard: () => undefined,
      openPreferences: () => undefined,
      togglePopover: () => undefined,
      openExternal: async () => ({ ok: true, message: 'ok' }),
      quit: () => undefined,
      visibleWindows: () => [],
      notify: () => undefined,
      updateOffer: () => control.offer(),
      checkForUpdates: () => control.check(),
      restartToUpdate: () => control.restart(),
    })
    return () => (Tray.all.at(-1)!.contextMenu as Menu).template
  }
  const labels = (items: MenuTemplateItem[]) => items.map((i) => i.label)

  it('offers Check for updates, checks on click, then Restart to update', async () => {
    const menu = open(PACKAGED)
    expect(labels(menu())).toContain('Check for updates')
    await tray!.run({ type: 'update:check' })
    expect(updater.checks).toBe(2)
    updater.emit('update-downloaded')
    const restart = menu().find((i) => i.label === 'Restart to update')
    expect(restart?.enabled).toBe(true)
    restart!.click!()
    await vi.advanceTimersByTimeAsync(0)
    expect(updater.installs).toBe(1)
  })

  it('has no update entry in development', () => {
    const menu = open({ packaged: false, demo: false })
    expect(labels(menu()).filter((l) => /update/i.test(l ?? ''))).toEqual([])
  })
})
