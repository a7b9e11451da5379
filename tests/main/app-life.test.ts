import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ONLINE_POLL_MS, setupPowerEvents } from '@app/main/life/power-events'
import { setupSingleInstance } from '@app/main/life/single-instance'
import { loginItemSettings, setupSystemSettings } from '@app/main/life/system-settings'
import type { Clock } from '@app/core/ports'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import {
  app,
  callsTo,
  globalShortcut,
  nativeTheme,
  net,
  powerMonitor,
  resetElectronMock,
} from '../mocks/electron'

beforeEach(() => resetElectronMock())

/** Timers that run only when the test advances time. */
function manualClock() {
  let now = 0
  const timers: { at: number; fn: () => void; cancelled: boolean }[] = []
  const clock: Clock = {
    now: () => now,
    setTimer(ms, fn) {
      const timer = { at: now + ms, fn, cancelled: false }
      timers.push(timer)
      return { cancel: () => void (timer.cancelled = true) }
    },
  }
  const advance = (ms: number) => {
    now += ms
    for (const t of timers.filter((t) => !t.cancelled && t.at <= now)) {
      t.cancelled = true
      t.fn()
    }
  }
  return { clock, advance, pending: () => timers.filter((t) => !t.cancelled).length }
}

describe('single instance', () => {
  it('the first instance keeps running and is told about second launches', () => {
    let focused = 0
    expect(setupSingleInstance(() => focused++)).toBe(true)
    app.emit('second-instance')
    expect(focused).toBe(1)
  })
  it('a second instance is told to quit', () => {
    app.singleInstance = false
    expect(setupSingleInstance(() => undefined)).toBe(false)
  })
})

describe('OS-level settings', () => {
  let warnings: string[]
  let pressed: number
  const system = () =>
    setupSystemSettings({
      platform: 'win32',
      onShortcut: () => pressed++,
      warn: (m) => warnings.push(m),
    })
  beforeEach(() => {
    warnings = []
    pressed = 0
  })

  it('start at login, theme and shortcut follow the settings', () => {
    const s = system()
    s.apply({ ...DEFAULT_SETTINGS, startAtLogin: true, theme: 'dark' })
    expect(callsTo('app.setLoginItemSettings')).toEqual([
      [{ openAtLogin: true, args: ['--hidden'] }],
    ])
    expect(nativeTheme.themeSource).toBe('dark')
    globalShortcut.registered.get('CommandOrControl+Shift+U')?.()
    expect(pressed).toBe(1)

    s.apply({ ...DEFAULT_SETTINGS, startAtLogin: true, theme: 'system', globalShortcut: 'Alt+U' })
    expect(callsTo('app.setLoginItemSettings')).toHaveLength(1) // unchanged, not re-applied
    expect(nativeTheme.themeSource).toBe('system')
    expect([...globalShortcut.registered.keys()]).toEqual(['Alt+U'])

    s.apply({ ...DEFAULT_SETTINGS, globalShortcut: null })
    expect(globalShortcut.registered.size).toBe(0)
    expect(warnings).toEqual([])
  })

  it('a shortcut another app holds gives a clear warning', () => {
    globalShortcut.taken.add('CommandOrControl+Shift+U')
    system().apply(DEFAULT_SETTINGS)
    expect(warnings).toEqual([
      'The shortcut CommandOrControl+Shift+U is used by another app or is not valid; choose another in Preferences.',
    ])
  })

  it('login item options per OS', () => {
    expect(loginItemSettings(true, 'darwin')).toEqual({ openAtLogin: true })
    expect(loginItemSettings(false, 'win32')).toEqual({ openAtLogin: false, args: [] })
  })
})

describe('power and network feed the engine', () => {
  let events: string[]
  const sink = {
    suspend: () => events.push('suspend'),
    resume: () => events.push('resume'),
    setOnline: (online: boolean) => events.push(online ? 'online' : 'offline'),
  }
  let stop: (() => void) | null = null
  beforeEach(() => {
    events = []
  })
  afterEach(() => stop?.())

  it('suspend and resume are passed on', () => {
    const { clock } = manualClock()
    stop = setupPowerEvents(sink, clock)
    powerMonitor.emit('suspend')
    powerMonitor.emit('resume')
    expect(events).toEqual(['online', 'suspend', 'resume'])
  })

  it('connectivity changes are noticed by polling, once per change', () => {
    const { clock, advance, pending } = manualClock()
    stop = setupPowerEvents(sink, clock)
    net.online = false
    advance(ONLINE_POLL_MS)
    advance(ONLINE_POLL_MS)
    net.online = true
    advance(ONLINE_POLL_MS)
    expect(events).toEqual(['online', 'offline', 'online'])
    stop()
    stop = null
    expect(pending()).toBe(0)
    powerMonitor.emit('suspend')
    expect(events).toHaveLength(3)
  })
})
