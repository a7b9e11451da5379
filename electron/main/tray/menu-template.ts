// The tray menu as a pure function of (snapshot, sync status, settings, now): Electron menu
// options whose actions are data (see menu-action.ts); bind-menu.ts attaches the clicks.
import type { MenuItemConstructorOptions } from 'electron'
import type { CheckState, CronState, MonitorState, Snapshot, SyncStatus } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { inMaintenance, isSnoozed, problemChecks, type Health } from '../../shared/health'
import { actionId, type MenuAction } from './menu-action'
import { MAINTENANCE_PRESETS, SNOOZE_PRESETS } from '../../shared/presets'
import { isPaused, signInNeeded } from './tray-state'
import { accountTroubleWords, menuHeadline, untilText } from './tray-text'
import { cronLabel } from '../../shared/cron-label'
import { checkLabel } from '../../shared/check-labels'
import { line, menuText, MENU_LABEL_MAX, own } from './safe-text'
import type { UpdateOffer } from '../update/update-policy'
import { canInstallWrapper } from '../cli-install/wrapper'
import { trayListing, type ListedCron, type ListedMonitor, type TrayListing } from './health-tally'
import { t, tn } from '../../shared/i18n/translate'
import { shortMinutes } from '../../shared/minutes-text'

export const MAX_MONITORS_IN_MENU = 15

export type TrayMenuItem = Omit<MenuItemConstructorOptions, 'click' | 'submenu'> & {
  action?: MenuAction
  submenu?: TrayMenuItem[]
}

/** The result of the last menu action, shown under the status line for a while. */
export interface MenuFeedback {
  ok: boolean
  message: string
}

export interface MenuInput {
  snapshot: Snapshot | null
  sync: SyncStatus
  settings: Settings
  now: number
  feedback?: MenuFeedback | null
  /** The auto-update entry (update-policy.ts), none when updates are off. */
  update?: UpdateOffer | null
  /** The expiry radar's one line ('2 certificates expire within 14 days'), none when empty. */
  comingUp?: string | null
  /** macOS and Linux get 'Install command-line tool' (absent: not offered). */
  platform?: NodeJS.Platform | null
  /** The snapshot's counts and lists when the caller keeps them (health-tally.ts). */
  listing?: TrayListing
}

const SEPARATOR: TrayMenuItem = { type: 'separator' }

function item(label: string, action: MenuAction, extra: Partial<TrayMenuItem> = {}): TrayMenuItem {
  return { id: actionId(action), label, action, ...extra }
}

function info(label: string): TrayMenuItem {
  return { label, enabled: false }
}

function checkLine(check: CheckState, now: number): string {
  const mark = check.result === 'warning' ? '⚠' : '✕'
  const snoozed = isSnoozed(check.snoozedUntil, now)
    ? ` ${t('tray.menu.snoozedUntil', { until: untilText(check.snoozedUntil, now) })}`
    : ''
  const name = checkLabel(check)
  return check.summary
    ? menuText`${own(mark)} ${name}: ${check.summary}${own(snoozed)}`
    : menuText`${own(mark)} ${name}${own(snoozed)}`
}

function checkSubmenu(monitor: MonitorState, check: CheckState, now: number): TrayMenuItem {
  const name = `${monitor.label} ${checkLabel(check)}`
  const snooze: TrayMenuItem = isSnoozed(check.snoozedUntil, now)
    ? item(t('tray.menu.unsnooze'), {
        type: 'check:unsnooze',
        checkId: check.id,
        monitorId: monitor.id,
        label: name,
      })
    : {
        label: t('tray.menu.snooze'),
        submenu: SNOOZE_PRESETS.map((p) =>
          item(shortMinutes(p.minutes), {
            type: 'check:snooze',
            checkId: check.id,
            monitorId: monitor.id,
            minutes: p.minutes,
            label: name,
          }),
        ),
      }
  return {
    label: checkLine(check, now),
    submenu: [
      snooze,
      item(t('tray.menu.rerun'), {
        type: 'check:rerun',
        checkId: check.id,
        monitorId: monitor.id,
        label: name,
      }),
      item(t('tray.menu.showFindings'), {
        type: 'open:check',
        monitorId: monitor.id,
        checkType: check.type,
      }),
    ],
  }
}

function monitorSubmenu({ monitor, health }: ListedMonitor, now: number): TrayMenuItem {
  const checks = problemChecks(monitor)
  const maintenance: TrayMenuItem = inMaintenance(monitor, now)
    ? item(
        t('tray.menu.stopMaintenance', {
          until: untilText(monitor.maintenance?.endsAt ?? '', now),
        }),
        {
          type: 'maintenance:stop',
          monitorId: monitor.id,
          label: monitor.label,
        },
      )
    : {
        label: t('tray.menu.startMaintenance'),
        submenu: MAINTENANCE_PRESETS.map((p) =>
          item(shortMinutes(p.seconds / 60), {
            type: 'maintenance:start',
            monitorId: monitor.id,
            seconds: p.seconds,
            label: monitor.label,
          }),
        ),
      }
  return {
    id: `monitor:${monitor.id}`,
    label: monitorLine(monitor, health),
    submenu: [
      ...(checks.length > 0 ? checks.map((c) => checkSubmenu(monitor, c, now)) : []),
      ...(checks.length > 0 ? [SEPARATOR] : []),
      maintenance,
      ...(/^https?:\/\//.test(monitor.url)
        ? [item(t('tray.menu.openInBrowser'), { type: 'open:url', url: monitor.url })]
        : []),
      item(t('tray.menu.showInDashboard'), { type: 'open:dashboard', monitorId: monitor.id }),
    ],
  }
}

function monitorLine(monitor: MonitorState, health: Health): string {
  if (health === 'snoozed') return menuText`◌ ${monitor.label} ${own(t('tray.menu.snoozed'))}`
  if (health === 'maintenance')
    return menuText`◌ ${monitor.label} ${own(t('tray.menu.inMaintenance'))}`
  return menuText`${own(health === 'failed' ? '✕' : '⚠')} ${monitor.label}`
}

function monitorSection(
  problems: readonly ListedMonitor[],
  now: number,
  accounts: Settings['accounts'],
): TrayMenuItem[] {
  if (problems.length === 0) return []
  const listed = problems.slice(0, MAX_MONITORS_IN_MENU)
  const shown = byAccount(listed, accounts).flatMap(({ name, monitors }) => [
    ...(name === null ? [] : [info(menuText`${name}`)]),
    ...monitors.map((m) => monitorSubmenu(m, now)),
  ])
  const hidden = problems.length - listed.length
  const more =
    hidden > 0
      ? [
          item(
            tn('tray.menu.more', hidden),
            { type: 'open:dashboard', monitorId: null },
            { id: 'more' },
          ),
        ]
      : []
  return [SEPARATOR, ...shown, ...more]
}

/**
 * The monitors under their account's name, in the settings' order, when they come from several
 * accounts (each then carries its account); one group without a name otherwise.
 */
function byAccount(
  monitors: readonly ListedMonitor[],
  accounts: Settings['accounts'],
): { name: string | null; monitors: ListedMonitor[] }[] {
  if (accounts.length < 2 || !monitors.some((m) => m.monitor.account !== undefined))
    return [{ name: null, monitors: [...monitors] }]
  const known = accounts.map((a) => ({
    name: a.name,
    monitors: monitors.filter((m) => m.monitor.account === a.id),
  }))
  const rest = monitors.filter((m) => !accounts.some((a) => a.id === m.monitor.account))
  return [...known, { name: t('tray.menu.otherAccount'), monitors: rest }].filter(
    (g) => g.monitors.length > 0,
  )
}

function cronItem(cron: CronState, monitorLabel: string, health: Health): TrayMenuItem {
  const name = `${monitorLabel} ${cron.name}`
  const snoozed = health === 'snoozed'
  const result = cronLabel(cron.resultLabel || cron.result)
  const mark = health === 'failed' ? '✕' : '◌'
  const note = snoozed
    ? ` ${t('tray.menu.snoozed')}`
    : health === 'maintenance'
      ? ` ${t('tray.menu.inMaintenance')}`
      : ''
  return {
    id: `cron:${cron.id}`,
    label: menuText`${own(mark)} ${monitorLabel} ${cron.name}: ${result}${own(note)}`,
    submenu: snoozed
      ? [
          item(t('tray.menu.unsnooze'), {
            type: 'cron:unsnooze',
            cronCheckId: cron.id,
            label: name,
          }),
        ]
      : [
          {
            label: t('tray.menu.snooze'),
            submenu: SNOOZE_PRESETS.map((p) =>
              item(shortMinutes(p.minutes), {
                type: 'cron:snooze',
                cronCheckId: cron.id,
                minutes: p.minutes,
                label: name,
              }),
            ),
          },
        ],
  }
}

function cronSection(bad: readonly ListedCron[]): TrayMenuItem[] {
  const shown = bad
    .slice(0, MAX_MONITORS_IN_MENU)
    .map(({ cron, monitorLabel, health }) =>
      cronItem(
        cron,
        monitorLabel ?? t('tray.menu.monitorFallback', { id: cron.monitorId }),
        health,
      ),
    )
  const hidden = bad.length - shown.length
  // There is no cron view to open, so like the monitors' "N more..." this opens the dashboard.
  const more =
    hidden > 0
      ? [
          item(
            tn('tray.menu.more', hidden),
            { type: 'open:dashboard', monitorId: null },
            { id: 'cron-more' },
          ),
        ]
      : []
  return shown.length > 0 ? [SEPARATOR, info(t('tray.menu.cronJobs')), ...shown, ...more] : []
}

function notificationsItem(settings: Settings, now: number): TrayMenuItem {
  if (isPaused(settings, now)) {
    const until = untilText(settings.notifications.pausedUntil ?? '', now)
    return item(t('tray.menu.resumeNotifications', { until }), { type: 'notifications:resume' })
  }
  return {
    label: t('tray.menu.pauseNotifications'),
    submenu: [
      item(t('tray.menu.forOneHour'), { type: 'notifications:pause', preset: '1h' }),
      item(t('tray.menu.untilTomorrow'), { type: 'notifications:pause', preset: 'tomorrow-08' }),
    ],
  }
}

export function buildTrayMenu({
  snapshot,
  sync,
  settings,
  now,
  feedback,
  update = null,
  comingUp = null,
  platform = null,
  listing = trayListing(snapshot, now),
}: MenuInput): TrayMenuItem[] {
  const { counts } = listing
  const head: TrayMenuItem[] = [
    {
      id: 'status',
      label: line(menuHeadline(snapshot, sync, settings, now, counts), MENU_LABEL_MAX),
      enabled: false,
    },
  ]
  if (feedback)
    head.push({
      id: 'feedback',
      label: menuText`${own(feedback.ok ? '✓' : '✕')} ${feedback.message}`,
      enabled: false,
    })
  // Several accounts: each one in trouble on a line of its own, named.
  for (const account of sync.accounts ?? []) {
    if (account.state === 'ok' || account.state === 'syncing') continue
    const words = account.message ?? accountTroubleWords(account.state) ?? account.state
    head.push(info(menuText`${own('⚠')} ${account.name}: ${words}`))
  }
  if (signInNeeded(sync)) head.push(item(t('tray.menu.signInAgain'), { type: 'open:preferences' }))
  // A notification destination the service disabled, then what will fail soon.
  for (const warning of sync.warnings ?? []) head.push(info(menuText`${own('⚠')} ${warning}`))
  if (comingUp) head.push(info(menuText`${own(`⏳ ${t('tray.menu.comingUp')}`)} ${comingUp}`))
  return [
    ...head,
    ...monitorSection(listing.problems, now, settings.accounts),
    ...cronSection(listing.crons),
    SEPARATOR,
    item(
      t('tray.menu.refreshNow'),
      { type: 'sync:refresh' },
      { enabled: sync.state !== 'auth-needed' },
    ),
    ...rerunFailingItem(counts.failed, sync),
    notificationsItem(settings, now),
    item(t('tray.menu.openDashboard'), { type: 'open:dashboard', monitorId: null }),
    item(t('tray.menu.monitorUrl'), { type: 'open:new-monitor' }),
    item(t('tray.menu.preferences'), { type: 'open:preferences' }),
    ...(platform && canInstallWrapper(platform)
      ? [item(t('tray.menu.installCli'), { type: 'app:install-cli' })]
      : []),
    ...updateItem(update),
    SEPARATOR,
    item(t('tray.menu.quit'), { type: 'app:quit' }),
  ]
}

/** 'Re-run all failing (N)': only while some monitor fails; N is the badge's failing count. */
function rerunFailingItem(count: number, sync: SyncStatus): TrayMenuItem[] {
  if (count === 0) return []
  return [
    item(
      tn('tray.menu.rerunFailing', count),
      { type: 'bulk:rerun-failing' },
      { enabled: sync.state !== 'auth-needed' },
    ),
  ]
}

function updateItem(offer: UpdateOffer | null): TrayMenuItem[] {
  if (!offer) return []
  if (!offer.command) return [{ id: 'update', label: offer.label, enabled: false }]
  return [item(offer.label, { type: offer.command }, { enabled: offer.enabled })]
}

/** Depth-first search by id (tests and the tray's "click by id"). */
export function findMenuItem(items: readonly TrayMenuItem[], id: string): TrayMenuItem | undefined {
  for (const entry of items) {
    if (entry.id === id) return entry
    const inner = entry.submenu ? findMenuItem(entry.submenu, id) : undefined
    if (inner) return inner
  }
  return undefined
}
