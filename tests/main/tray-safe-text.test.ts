import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTrayMenu, findMenuItem, type TrayMenuItem } from '@app/main/tray/menu-template'
import { menuText, own, plain } from '@app/main/tray/safe-text'
import { tooltipText } from '@app/main/tray/tray-text'
import { notificationContent } from '@app/main/notifications/notification-content'
import { setupNotifications, type Notifier } from '@app/main/notifications/setup-notifications'
import type { Alert } from '@app/shared/model'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { Notification, resetElectronMock } from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { check, cronCheck, iso, monitor, NOW, snapshot } from './snapshots'

const HUGE = 'x'.repeat(500 * 1024)
const RLO = '\u202E'
const FSI = '\u2068'
const PDI = '\u2069'
const synced = { ...OK_SYNC, lastSuccessAt: iso(NOW - 20_000) }

function allLabels(items: readonly TrayMenuItem[]): string[] {
  return items.flatMap((i) => [i.label ?? '', ...(i.submenu ? allLabels(i.submenu) : [])])
}

describe('tray text from the service', () => {
  it('a 500 KB label and summary are clipped in every menu label', () => {
    const snap = snapshot(
      // A type the label table does not know shows the service's label.
      [
        monitor(1, [check('failed', { id: 11, type: 'new_check', label: HUGE, summary: HUGE })], {
          label: HUGE,
        }),
      ],
      { 1: [{ ...cronCheck(51, 1, 'checkRanTooLate'), name: HUGE, resultLabel: HUGE }] },
    )
    const items = buildTrayMenu({
      snapshot: snap,
      sync: synced,
      settings: DEFAULT_SETTINGS,
      now: NOW,
      feedback: { ok: false, message: `Could not snooze ${HUGE}` },
    })
    const labels = allLabels(items)
    expect(Math.max(...labels.map((l) => l.length))).toBeLessThanOrEqual(80)
    const checkLine = findMenuItem(items, 'monitor:1')?.submenu?.[0]?.label ?? ''
    // Both the label and the summary keep a share, each clipped with an ellipsis.
    expect(checkLine).toMatch(/^✕ \u2068x+…\u2069: \u2068x+…\u2069$/)
    expect(findMenuItem(items, 'cron:51')?.label).toMatch(
      /^✕ \u2068x+…\u2069 \u2068x+…\u2069: \u2068Xx+…\u2069$/,
    )
    expect(tooltipText(snap, synced, DEFAULT_SETTINGS, NOW).length).toBeLessThanOrEqual(127)
  })

  it('an RLO in a monitor label is removed and the label isolated', () => {
    const label = `evil${RLO}moc.elgoog`
    const snap = snapshot([
      monitor(1, [check('failed', { id: 12, summary: `Down${RLO}: 503` })], { label }),
    ])
    const items = buildTrayMenu({
      snapshot: snap,
      sync: synced,
      settings: DEFAULT_SETTINGS,
      now: NOW,
    })
    expect(findMenuItem(items, 'monitor:1')?.label).toBe(`✕ ${FSI}evilmoc.elgoog${PDI}`)
    expect(findMenuItem(items, 'monitor:1')?.submenu?.[0]?.label).toBe(
      `✕ ${FSI}Uptime${PDI}: ${FSI}Down: 503${PDI}`,
    )
    expect(allLabels(items).join('')).not.toMatch(/[\u202A-\u202E]/)
  })

  it('an isolate in the text cannot close the one around it', () => {
    expect(menuText`${own('✕')} ${`a${PDI}${RLO}b\u2066c\u202Ad`}`).toBe(`✕ ${FSI}abcd${PDI}`)
    expect(plain('one\ntwo\u0000three')).toBe('one two three')
    expect(menuText`${own('✕')} ${'name'}`).toBe(`✕ ${FSI}name${PDI}`)
  })
})

describe('notification text from the service', () => {
  let service: FakeAppService
  let notifier: Notifier
  beforeEach(() => {
    resetElectronMock()
    service = new FakeAppService()
    notifier = setupNotifications({ service, openDashboard: () => undefined })
  })
  afterEach(() => notifier.dispose())

  const alert: Alert = {
    id: 'a1',
    title: `${HUGE} is down`,
    body: `Uptime check failed: ${RLO}${HUGE}`,
    severity: 'failed',
    monitorId: 1,
    events: [],
  }

  it('a 500 KB title and body are clipped and lose their bidi controls', () => {
    const content = notificationContent(alert, DEFAULT_SETTINGS)
    expect(content.title.length).toBeLessThanOrEqual(80)
    expect(content.body.length).toBeLessThanOrEqual(240)
    expect(content.body).toMatch(/^Uptime check failed: x+…$/)
    service.emit({ type: 'alert', alert })
    const shown = Notification.shown[0]!.options
    expect(String(shown.title).length).toBeLessThanOrEqual(80)
    expect(String(shown.body).length).toBeLessThanOrEqual(240)
  })

  it('action messages are clipped too', () => {
    notifier.showMessage(`Done ${HUGE}`, `Snoozed ${RLO}${HUGE}`)
    const shown = Notification.shown[0]!.options
    expect(String(shown.title).length).toBeLessThanOrEqual(80)
    expect(String(shown.body).length).toBeLessThanOrEqual(240)
    expect(String(shown.body)).not.toContain(RLO)
  })
})
