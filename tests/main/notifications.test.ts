import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { notificationContent } from '@app/main/notifications/notification-content'
import { setupNotifications, type Notifier } from '@app/main/notifications/setup-notifications'
import type { Alert, ChangeEvent } from '@app/shared/model'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { atText } from '@app/shared/time-text'
import { Notification, resetElectronMock } from '../mocks/electron'
import { FakeAppService } from '../helpers/fake-app-service'

const event: ChangeEvent = {
  type: 'check.changed',
  at: '2026-03-10T11:58:00Z',
  monitorId: 2,
  monitorLabel: 'shop.example.com',
  checkId: 21,
  checkType: 'uptime',
  from: 'succeeded',
  to: 'failed',
}
const alert: Alert = {
  id: 'a1',
  title: 'shop.example.com is down',
  body: 'Uptime check failed since 11:58: 503 Service Unavailable',
  severity: 'failed',
  monitorId: 2,
  events: [event],
}

let service: FakeAppService
let notifier: Notifier
let opened: (number | null)[]

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  opened = []
  notifier = setupNotifications({ service, openDashboard: (id) => opened.push(id) })
})
afterEach(() => notifier.dispose())

describe('notification text', () => {
  it('says which monitor, which check, what changed; sound follows the setting', () => {
    const content = notificationContent(alert, DEFAULT_SETTINGS)
    expect(content).toEqual({
      title: 'shop.example.com is down',
      body: 'Uptime check failed since 11:58: 503 Service Unavailable',
      silent: true,
      urgency: 'critical',
      monitorId: 2,
    })
    const loud = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, sound: true },
    }
    expect(notificationContent(alert, loud).silent).toBe(false)
  })

  it('never shows raw JSON or a bearer token: falls back to a sentence from the event', () => {
    const leaky = { ...alert, title: '{"data":[]}', body: 'Authorization: Bearer abc123secret' }
    const content = notificationContent(leaky, DEFAULT_SETTINGS)
    expect(content.title).toBe('shop.example.com')
    expect(content.body).toBe(
      `Uptime check succeeded → failed since ${atText('2026-03-10T11:58:00Z', { now: Date.now() })}`,
    )
    expect(JSON.stringify(content)).not.toContain('abc123secret')
  })

  it('clips long bodies to one short paragraph', () => {
    const long = { ...alert, body: 'x '.repeat(400) }
    expect(notificationContent(long, DEFAULT_SETTINGS).body.length).toBeLessThanOrEqual(240)
  })
})

describe('native notifications', () => {
  it('one per alert event from the engine; a click opens the dashboard at that monitor', () => {
    service.emit({ type: 'alert', alert })
    service.emit({
      type: 'alert',
      alert: { ...alert, id: 'a2', title: '3 changes while you were away', monitorId: null },
    })
    expect(Notification.shown.map((n) => n.options.title)).toEqual([
      'shop.example.com is down',
      '3 changes while you were away',
    ])
    Notification.shown[0]!.emit('click')
    Notification.shown[1]!.emit('click')
    expect(opened).toEqual([2, null])
  })

  it('other engine events raise nothing, and unsupported systems stay quiet', () => {
    service.emit({ type: 'sync', status: service.sync })
    Notification.supported = false
    service.emit({ type: 'alert', alert })
    expect(Notification.shown).toHaveLength(0)
  })
})
