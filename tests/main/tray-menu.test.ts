import { describe, expect, it } from 'vitest'
import { buildTrayMenu, findMenuItem, type TrayMenuItem } from '@app/main/tray/menu-template'
import { atText } from '@app/shared/time-text'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import type { SyncStatus } from '@app/shared/model'
import { OK_SYNC } from '../helpers/fake-app-service'
import {
  allGreen,
  check,
  cronCheck,
  iso,
  manyFailing,
  mixed,
  monitor,
  NOW,
  snapshot,
} from './snapshots'

const synced: SyncStatus = { ...OK_SYNC, lastSuccessAt: iso(NOW - 20_000) }
/** A label as people read it: without the isolates around text from the service. */
const visible = (label: string | undefined) => label?.replace(/[\u2068\u2069]/g, '')
const labels = (items: TrayMenuItem[]) =>
  items.map((i) => (i.type === 'separator' ? '---' : visible(i.label)))
const menu = (snap = mixed(), sync = synced, settings = DEFAULT_SETTINGS) =>
  buildTrayMenu({ snapshot: snap, sync, settings, now: NOW })

describe('tray menu template', () => {
  it('before any data: a status line and the fixed actions only', () => {
    const items = buildTrayMenu({
      snapshot: null,
      sync: { ...OK_SYNC, state: 'syncing' },
      settings: DEFAULT_SETTINGS,
      now: NOW,
    })
    expect(labels(items)).toEqual([
      'syncing',
      '---',
      'Refresh now',
      'Pause notifications',
      'Open dashboard',
      'Monitor a URL...',
      'Preferences...',
      '---',
      'Quit Uptray',
    ])
    expect(items[0]?.enabled).toBe(false)
  })

  it('an empty account says so', () => {
    expect(menu(snapshot([]))[0]?.label).toBe('No monitors yet - synced 20 seconds ago')
  })

  it('all green: one reassuring line, no monitor entries', () => {
    const items = menu(allGreen())
    expect(items[0]?.label).toBe('All 3 monitors up - synced 20 seconds ago')
    expect(items.filter((i) => i.id?.startsWith('monitor:'))).toHaveLength(0)
  })

  it('mixed: failing monitors first (by name), then warnings, each with its problem checks', () => {
    const items = menu()
    expect(items[0]?.label).toBe('2 failing, 1 warning - synced 20 seconds ago')
    const monitors = items.filter((i) => i.id?.startsWith('monitor:'))
    expect(monitors.map((m) => visible(m.label))).toEqual([
      '✕ blog.example.com',
      '✕ shop.example.com',
      '⚠ api.example.com',
    ])
    const shop = findMenuItem(items, 'monitor:2')
    // Only the failing check is listed, not the healthy one.
    expect(visible(shop?.submenu?.[0]?.label)).toBe('✕ Uptime: Down: 503')
    const checkMenu = shop?.submenu?.[0]?.submenu ?? []
    expect(labels(checkMenu)).toEqual(['Snooze', 'Re-run check', 'Show findings…'])
    expect(labels(checkMenu[0]?.submenu ?? [])).toEqual(['15 min', '1 h', '4 h', '1 day'])
    expect(labels(shop?.submenu ?? []).slice(1)).toEqual([
      '---',
      'Start maintenance',
      'Open in browser',
      'Show in dashboard',
    ])
    expect(findMenuItem(items, 'maintenance:start:2:1800')?.label).toBe('30 min')
    expect(findMenuItem(items, 'maintenance:start:2:14400')?.label).toBe('4 h')
  })

  it('mixed: failed and late cron checks are listed with Snooze, finished ones are not', () => {
    const items = menu()
    expect(visible(findMenuItem(items, 'cron:501')?.label)).toBe(
      '✕ site-01.example.com backup-501: Ran too late',
    )
    expect(findMenuItem(items, 'cron:502')).toBeUndefined()
    expect(findMenuItem(items, 'cron:snooze:501:60')?.action).toEqual({
      type: 'cron:snooze',
      cronCheckId: 501,
      minutes: 60,
      label: 'site-01.example.com backup-501',
    })
  })

  it('more than 15 bad cron checks: 15 listed, then "N more..." opening the dashboard', () => {
    const crons = Array.from({ length: 18 }, (_, i) => cronCheck(600 + i, 1, 'checkRanTooLate'))
    const items = menu(snapshot([monitor(1, [check('succeeded')])], { 1: crons }))
    const cronLines = items.filter((i) => i.id?.startsWith('cron:'))
    expect(cronLines).toHaveLength(15)
    const more = findMenuItem(items, 'cron-more')
    expect(more?.label).toBe('3 more...')
    expect(more?.action).toEqual({ type: 'open:dashboard', monitorId: null })
    expect(items.indexOf(more!)).toBe(items.indexOf(cronLines[14]!) + 1)
  })

  it('a snoozed check offers Unsnooze; a monitor in maintenance offers Stop maintenance', () => {
    const snap = snapshot([
      monitor(7, [check('failed', { id: 70, snoozedUntil: iso(NOW + 3_600_000) })], {
        maintenance: {
          startedAt: iso(NOW - 60_000),
          endsAt: iso(NOW + 1_800_000),
          name: null,
          periodId: 9,
        },
      }),
    ])
    const items = menu(snap)
    expect(findMenuItem(items, 'check:unsnooze:70')).toBeDefined()
    expect(findMenuItem(items, 'check:snooze:70:15')).toBeUndefined()
    expect(findMenuItem(items, 'maintenance:stop:7')?.label).toBe(
      `Stop maintenance (until ${atText(iso(NOW + 1_800_000), { now: NOW })})`,
    )
    expect(findMenuItem(items, 'maintenance:start:7:1800')).toBeUndefined()
    // Silenced problems do not count as failing in the status line: maintenance is said.
    expect(items[0]?.label).toBe('1 in maintenance - synced 20 seconds ago')
  })

  it('silenced monitors come after failing and warning ones, marked snoozed or in maintenance', () => {
    const snap = snapshot(
      [
        monitor(1, [check('failed', { snoozedUntil: iso(NOW + 60_000) })], { label: 'a-snoozed' }),
        monitor(2, [check('failed')], {
          label: 'b-maintenance',
          maintenance: {
            startedAt: iso(NOW - 1000),
            endsAt: iso(NOW + 1000),
            name: null,
            periodId: 1,
          },
        }),
        monitor(3, [check('warning')], { label: 'c-warning' }),
        monitor(4, [check('failed')], { label: 'd-failing' }),
        monitor(5, [check('failed', { enabled: false })], { label: 'e-disabled' }),
      ],
      {
        1: [{ ...cronCheck(81, 1, 'checkRanTooLate'), snoozedUntil: iso(NOW + 60_000) }],
        2: [cronCheck(82, 2, 'pingFailed')],
        4: [cronCheck(84, 4, 'checkRanTooLate')],
      },
    )
    const items = menu(snap)
    expect(items.filter((i) => i.id?.startsWith('monitor:')).map((i) => visible(i.label))).toEqual([
      '✕ d-failing',
      '⚠ c-warning',
      '◌ a-snoozed (snoozed)',
      '◌ b-maintenance (in maintenance)',
    ])
    expect(items[0]?.label).toBe(
      '1 failing, 1 warning, 1 snoozed, 1 in maintenance - synced 20 seconds ago',
    )
    expect(items.filter((i) => i.id?.startsWith('cron:')).map((i) => visible(i.label))).toEqual([
      '✕ d-failing backup-84: Ran too late',
      '◌ a-snoozed backup-81: Ran too late (snoozed)',
      '◌ b-maintenance backup-82: Ran too late (in maintenance)',
    ])
  })

  it('40 failing: at most 15 monitors, then "25 more..." opening the dashboard', () => {
    const items = menu(manyFailing(40))
    expect(items[0]?.label).toBe('40 failing - synced 20 seconds ago')
    expect(items.filter((i) => i.id?.startsWith('monitor:'))).toHaveLength(15)
    const more = findMenuItem(items, 'more')
    expect(more?.label).toBe('25 more...')
    expect(more?.action).toEqual({ type: 'open:dashboard', monitorId: null })
  })

  it('stale data says how old it is', () => {
    const items = menu(mixed(), {
      ...synced,
      state: 'offline',
      stale: true,
      lastSuccessAt: iso(NOW - 5 * 60_000),
    })
    expect(items[0]?.label).toBe('2 failing, 1 warning - offline, last synced 5 minutes ago')
  })

  it('auth needed: says so, offers sign-in, disables Refresh', () => {
    const items = menu(mixed(), { ...synced, state: 'auth-needed' })
    expect(items[0]?.label).toBe('Sign in needed: the API token was refused')
    expect(items[1]).toMatchObject({
      label: 'Sign in again...',
      action: { type: 'open:preferences' },
    })
    expect(findMenuItem(items, 'sync:refresh')?.enabled).toBe(false)
  })

  it('paused notifications offer Resume instead of Pause', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, pausedUntil: iso(NOW + 3_600_000) },
    }
    const items = menu(allGreen(), synced, settings)
    expect(findMenuItem(items, 'notifications:resume')?.label).toMatch(
      /^Resume notifications \(paused until/,
    )
    expect(findMenuItem(items, 'notifications:pause:1h')).toBeUndefined()
    expect(findMenuItem(menu(), 'notifications:pause:tomorrow-08')?.label).toBe(
      'Until 08:00 tomorrow',
    )
  })

  it('shows the last action result under the status line', () => {
    const items = buildTrayMenu({
      snapshot: mixed(),
      sync: synced,
      settings: DEFAULT_SETTINGS,
      now: NOW,
      feedback: { ok: false, message: 'Could not snooze shop: 503' },
    })
    expect(items[1]).toMatchObject({ id: 'feedback', enabled: false })
    expect(visible(items[1]?.label)).toBe('✕ Could not snooze shop: 503')
  })
})
