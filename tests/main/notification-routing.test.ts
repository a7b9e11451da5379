// A notification action, from the OS back to the AppService, under the Electron mock: macOS
// action buttons, a Windows toast's protocol activation arriving as a second launch, a Linux
// click opening the popover. Each action reports its result; a failed one says why.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setupSingleInstance } from '@app/main/life/single-instance'
import { setupNotifications, type Notifier } from '@app/main/notifications/setup-notifications'
import type { Alert } from '@app/shared/model'
import { app, Notification, resetElectronMock } from '../mocks/electron'
import { FakeAppService } from '../helpers/fake-app-service'

const alert: Alert = {
  id: 'a1',
  title: 'shop.example.com: Uptime failed',
  body: 'Uptime failed since 11:58.',
  severity: 'failed',
  monitorId: 2,
  events: [
    {
      type: 'check.changed',
      at: '2026-03-10T11:58:00Z',
      monitorId: 2,
      monitorLabel: 'shop.example.com',
      checkId: 21,
      checkType: 'uptime',
      from: 'succeeded',
      to: 'failed',
    },
  ],
}

let service: FakeAppService
let notifier: Notifier
let dashboard: (number | null | [number | null, string | null | undefined])[]
let popover: (number | null)[]

function start(platform: NodeJS.Platform): void {
  notifier = setupNotifications({
    service,
    platform,
    openDashboard: (id, type) => dashboard.push(type === undefined ? id : [id, type]),
    openPopover: (id) => popover.push(id),
  })
}

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  dashboard = []
  popover = []
})
afterEach(() => notifier.dispose())

const shown = () => Notification.shown.map((n) => [n.options.title, n.options.body])

describe('macOS: action buttons', () => {
  it('Snooze 1 h snoozes the check and says so', async () => {
    start('darwin')
    service.emit({ type: 'alert', alert })
    const n = Notification.shown[0]!
    expect(n.options.actions).toEqual([
      { type: 'button', text: 'Snooze 1 h' },
      { type: 'button', text: 'Open' },
      { type: 'button', text: 'Start maintenance 1 h' },
    ])
    service.answer = { ok: true, message: 'Uptime on shop.example.com snoozed until 13:00.' }
    n.emit('action', {}, 0)
    await notifier.settled()
    expect(service.calls).toContainEqual({ method: 'snoozeCheck', args: [21, 60, 2] })
    expect(shown()[1]).toEqual([
      'Snoozed for 1 h',
      'Uptime on shop.example.com snoozed until 13:00.',
    ])
  })

  it("a failed action says why; Open opens the check's page", async () => {
    start('darwin')
    service.emit({ type: 'alert', alert })
    service.answer = { ok: false, message: 'The service refused: the monitor is gone.' }
    Notification.shown[0]!.emit('action', {}, 2)
    await notifier.settled()
    expect(service.calls).toContainEqual({ method: 'startMaintenance', args: [2, 3600] })
    expect(shown()[1]).toEqual([
      'Maintenance not started',
      'The service refused: the monitor is gone.',
    ])
    Notification.shown[0]!.emit('action', {}, 1)
    await notifier.settled()
    expect(dashboard).toEqual([[2, 'uptime']])
  })
})

describe('Windows: toast activation by protocol', () => {
  it('the toast carries its actions; a second launch with the URL runs it', async () => {
    start('win32')
    service.settings.notifications.remind = { everyMinutes: 10, maxTimes: 6 }
    service.emit({ type: 'alert', alert })
    const xml = String(Notification.shown[0]!.options.toastXml)
    const seen = /content="Seen" arguments="([^"]+)"/.exec(xml)![1]!.replace(/&amp;/g, '&')
    expect(setupSingleInstance((argv) => void notifier.handleArgv(argv))).toBe(true)
    app.emit('second-instance', {}, ['C:\\Uptray\\Uptray.exe', seen], '')
    await notifier.settled()
    expect(service.calls).toContainEqual({ method: 'acknowledge', args: [2] })
    expect(shown().at(-1)![0]).toBe('Marked as seen')
  })

  it("a click on the toast opens the check's page; on a summary, the overview", async () => {
    start('win32')
    service.emit({ type: 'alert', alert })
    const burst = { ...alert, id: 'b1', monitorId: null, events: [] }
    service.emit({ type: 'alert', alert: burst })
    const launches = Notification.shown.map((n) => {
      const xml = String(n.options.toastXml)
      return /<toast launch="([^"]+)"/.exec(xml)![1]!.replace(/&amp;/g, '&')
    })
    for (const url of launches) notifier.handleArgv(['C:\\Uptray\\Uptray.exe', url])
    await notifier.settled()
    expect(dashboard).toEqual([[2, 'uptime'], null])
    expect(service.calls).toEqual([])
  })

  it('a second launch with an odd uptray: URL does nothing, opens nothing and says so', () => {
    start('win32')
    expect(notifier.handleArgv(['Uptray.exe', 'uptray://action?do=format&monitors=1'])).toBe(true)
    const odd = 'uptray://action?do=open&monitors=2&type=..%2Fsettings'
    expect(notifier.handleArgv(['Uptray.exe', odd])).toBe(true)
    expect(service.calls).toEqual([])
    expect(dashboard).toEqual([])
    expect(shown().map(([title]) => title)).toEqual(['Uptray did nothing', 'Uptray did nothing'])
    expect(notifier.handleArgv(['Uptray.exe', '--hidden'])).toBe(false)
  })
})

describe('Linux: no buttons', () => {
  it('a click on a failure opens the popover at the monitor', () => {
    start('linux')
    service.emit({ type: 'alert', alert })
    expect(Notification.shown[0]!.options.actions).toBeUndefined()
    Notification.shown[0]!.emit('click')
    expect(popover).toEqual([2])
    expect(dashboard).toEqual([])
  })
})

describe("a click on an alert about one check opens the check's page", () => {
  it('macOS: the dashboard at the check; a burst keeps the monitor or the overview', () => {
    start('darwin')
    service.emit({ type: 'alert', alert })
    Notification.shown[0]!.emit('click')
    const second = { ...alert.events[0]!, checkId: 22, checkType: 'dns' }
    service.emit({
      type: 'alert',
      alert: { ...alert, id: 'a2', events: [alert.events[0]!, second] },
    })
    Notification.shown[1]!.emit('click')
    service.emit({ type: 'alert', alert: { ...alert, id: 'a3', monitorId: null, events: [] } })
    Notification.shown[2]!.emit('click')
    expect(dashboard).toEqual([[2, 'uptime'], 2, null])
    expect(popover).toEqual([])
  })

  it('Linux: a recovery (no actions) opens the check page; a failure still the popover', () => {
    start('linux')
    const back = { ...alert.events[0]!, from: 'failed', to: 'succeeded' }
    service.emit({ type: 'alert', alert: { ...alert, severity: 'recovered', events: [back] } })
    Notification.shown[0]!.emit('click')
    service.emit({ type: 'alert', alert })
    Notification.shown[1]!.emit('click')
    expect(dashboard).toEqual([[2, 'uptime']])
    expect(popover).toEqual([2])
  })
})
