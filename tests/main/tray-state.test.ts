import { describe, expect, it } from 'vitest'
import { trayPresentation } from '@app/main/tray/tray-presentation'
import { trayViewOf, worstState } from '@app/main/tray/tray-state'
import { tooltipText } from '@app/main/tray/tray-text'
import { atText } from '@app/shared/time-text'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { OK_SYNC } from '../helpers/fake-app-service'
import { allGreen, iso, manyFailing, mixed, NOW, snapshot, check, monitor } from './snapshots'

const synced = { ...OK_SYNC, lastSuccessAt: iso(NOW - 20_000) }
const paused = {
  ...DEFAULT_SETTINGS,
  notifications: { ...DEFAULT_SETTINGS.notifications, pausedUntil: iso(NOW + 60_000) },
}

describe('tray state', () => {
  it('is the worst across everything watched', () => {
    expect(trayViewOf(allGreen(), synced, DEFAULT_SETTINGS, NOW)).toMatchObject({
      state: 'ok',
      count: 0,
    })
    expect(trayViewOf(mixed(), synced, DEFAULT_SETTINGS, NOW)).toMatchObject({
      state: 'failed',
      count: 2,
    })
    expect(trayViewOf(null, { ...synced, state: 'syncing' }, DEFAULT_SETTINGS, NOW).state).toBe(
      'syncing',
    )
    expect(trayViewOf(allGreen(), { ...synced, stale: true }, DEFAULT_SETTINGS, NOW).state).toBe(
      'offline',
    )
    expect(
      trayViewOf(mixed(), { ...synced, state: 'auth-needed' }, DEFAULT_SETTINGS, NOW).state,
    ).toBe('auth-needed')
    expect(trayViewOf(allGreen(), synced, paused, NOW).state).toBe('paused')
    expect(trayViewOf(mixed(), synced, paused, NOW).state).toBe('failed')
    expect(worstState(['ok', 'paused', 'warning', 'syncing'])).toBe('warning')
  })

  it('a sweep in progress does not flip a known picture to "syncing"', () => {
    expect(
      trayViewOf(allGreen(), { ...synced, state: 'syncing' }, DEFAULT_SETTINGS, NOW).state,
    ).toBe('ok')
  })

  it('only warnings: amber with the warning count', () => {
    const snap = snapshot([monitor(1, [check('warning')]), monitor(2, [check('warning')])])
    expect(trayViewOf(snap, synced, DEFAULT_SETTINGS, NOW)).toMatchObject({
      state: 'warning',
      count: 2,
    })
  })

  it('snoozed checks and monitors in maintenance do not count', () => {
    const snap = snapshot([
      monitor(1, [check('failed', { snoozedUntil: iso(NOW + 60_000) })]),
      monitor(2, [check('failed')], {
        maintenance: {
          startedAt: iso(NOW - 1000),
          endsAt: iso(NOW + 1000),
          name: null,
          periodId: 1,
        },
      }),
      monitor(3, [check('failed', { enabled: false })]),
    ])
    expect(trayViewOf(snap, synced, DEFAULT_SETTINGS, NOW)).toMatchObject({ state: 'ok', count: 0 })
  })
})

describe('tooltip', () => {
  it('one line: problems and freshness', () => {
    expect(tooltipText(mixed(), synced, DEFAULT_SETTINGS, NOW)).toBe(
      '2 failing, 1 warning - synced 20 seconds ago',
    )
    expect(tooltipText(allGreen(), synced, paused, NOW)).toBe(
      'All 3 monitors up - synced 20 seconds ago - notifications paused',
    )
    expect(
      tooltipText(
        manyFailing(40),
        { ...synced, state: 'offline', lastSuccessAt: iso(NOW - 3 * 3_600_000) },
        DEFAULT_SETTINGS,
        NOW,
      ),
    ).toBe(`40 failing - offline, last synced ${atText(iso(NOW - 3 * 3_600_000), { now: NOW })}`)
    expect(tooltipText(null, { ...synced, state: 'auth-needed' }, DEFAULT_SETTINGS, NOW)).toBe(
      'Uptray - sign in needed',
    )
  })

  it('names silenced problems and monitors that could not be read', () => {
    const snap = snapshot([
      monitor(1, [check('failed', { snoozedUntil: iso(NOW + 60_000) })]),
      monitor(2, [check('warning')], {
        maintenance: {
          startedAt: iso(NOW - 1000),
          endsAt: iso(NOW + 1000),
          name: null,
          periodId: 1,
        },
      }),
      monitor(3, [check('succeeded')]),
    ])
    expect(tooltipText(snap, synced, DEFAULT_SETTINGS, NOW)).toBe(
      '1 snoozed, 1 in maintenance - synced 20 seconds ago',
    )
    const one = { ...snap, unreadable: { count: 1, reasons: ['monitor 9: checks is not a list'] } }
    expect(tooltipText(one, synced, DEFAULT_SETTINGS, NOW)).toBe(
      '1 snoozed, 1 in maintenance - 1 monitor could not be read - synced 20 seconds ago',
    )
    const many = { ...allGreen(), unreadable: { count: 12, reasons: [] } }
    expect(tooltipText(many, synced, DEFAULT_SETTINGS, NOW)).toBe(
      'All 3 monitors up - 12 monitors could not be read - synced 20 seconds ago',
    )
  })

  it('stays within the 127 characters of a Windows tooltip', () => {
    const snap = snapshot([
      monitor(1, [check('failed')]),
      monitor(2, [check('warning')]),
      monitor(3, [check('failed', { snoozedUntil: iso(NOW + 60_000) })]),
      monitor(4, [check('pending')]),
      monitor(5, [check('unknown')]),
    ])
    const text = tooltipText(
      { ...snap, unreadable: { count: 123_456, reasons: [] } },
      { ...synced, state: 'offline', lastSuccessAt: iso(NOW - 3 * 3_600_000) },
      { ...paused },
      NOW,
    )
    expect(text.length).toBeLessThanOrEqual(127)
    expect(text).toMatch(
      /^1 failing, 1 warning, 1 snoozed, 1 unknown, 1 pending - 123,456 monitors/,
    )
  })

  it('ages read naturally: relative while recent, then the time of the last sync', () => {
    const snap = snapshot([monitor(1, [check('succeeded')])])
    const age = (ms: number) =>
      tooltipText(snap, { ...synced, lastSuccessAt: iso(NOW - ms) }, DEFAULT_SETTINGS, NOW)
    expect(age(0)).toBe('The monitor is up - synced now')
    expect(age(59_000)).toBe('The monitor is up - synced 59 seconds ago')
    expect(age(3_599_000)).toBe('The monitor is up - synced 59 minutes ago')
    const old = iso(NOW - 3 * 86_400_000)
    expect(age(3 * 86_400_000)).toBe(`The monitor is up - synced ${atText(old, { now: NOW })}`)
  })
})

describe('per-OS presentation', () => {
  const view = trayViewOf(mixed(), synced, DEFAULT_SETTINGS, NOW)
  it('macOS: template images at 1x/2x, count as the title, no badge', () => {
    const mac = trayPresentation(view, 'darwin')
    expect(mac.template).toBe(true)
    expect(mac.icon.map((i) => [i.scale, i.count, i.template])).toEqual([
      [1, 0, true],
      [2, 0, true],
    ])
    expect(mac.title).toBe('2')
    expect(mac.badgeCount).toBeNull()
  })
  it('Windows: count on the icon at every Windows size and a taskbar overlay', () => {
    const win = trayPresentation(view, 'win32')
    expect(win.icon.map((i) => [i.scale, i.count])).toEqual([
      [1, 2],
      [1.25, 2],
      [1.5, 2],
      [2, 2],
    ])
    expect(win.overlay).toEqual({
      icon: { state: 'failed', count: 2, scale: 1 },
      description: '2 failing',
    })
    const calm = trayPresentation(trayViewOf(allGreen(), synced, DEFAULT_SETTINGS, NOW), 'win32')
    expect(calm.overlay).toBeNull()
  })
  it('Linux: count on the icon and the launcher badge', () => {
    const linux = trayPresentation(view, 'linux')
    expect(linux.badgeCount).toBe(2)
    expect(linux.icon.every((i) => i.count === 2 && !i.template)).toBe(true)
    expect(linux.title).toBeNull()
  })
})
