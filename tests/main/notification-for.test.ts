// The notification per OS for an alert: text, actions, Windows toast XML, sound. Pure.
import { describe, expect, it } from 'vitest'
import { actionsFor, actionUrl, parseActionUrl } from '@app/main/notifications/notification-actions'
import { notificationFor } from '@app/main/notifications/notification-for'
import { soundFor } from '@app/main/notifications/notification-sound'
import type { Alert, ChangeEvent } from '@app/shared/model'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'

const failed: ChangeEvent = {
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
  title: 'shop.example.com: Uptime failed',
  body: 'Uptime failed since 11:58; before that it succeeded.',
  severity: 'failed',
  monitorId: 2,
  events: [failed],
}
const burst: Alert = {
  id: 'b1',
  title: '5 changes: 5 failed',
  body: '...',
  severity: 'failed',
  monitorId: null,
  events: [1, 2, 3, 4, 5].map((n) => ({ ...failed, monitorId: n, checkId: 100 + n })),
}
const recovered: Alert = {
  ...alert,
  severity: 'recovered',
  events: [{ ...failed, from: 'failed', to: 'succeeded' }],
}

function settings(notifications: Partial<Settings['notifications']> = {}): Settings {
  return {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...notifications },
  }
}
const REMINDING = settings({ remind: { everyMinutes: 5, maxTimes: 6 } })
const texts = (list: { text: string }[]) => list.map((a) => a.text)

describe('actions an alert offers', () => {
  it('one failing check: Snooze 1 h, Open, Start maintenance 1 h, and Seen while reminders are on', () => {
    expect(texts(actionsFor(alert, DEFAULT_SETTINGS))).toEqual([
      'Snooze 1 h',
      'Open',
      'Start maintenance 1 h',
    ])
    const actions = actionsFor(alert, REMINDING)
    expect(texts(actions)).toEqual(['Snooze 1 h', 'Open', 'Start maintenance 1 h', 'Seen'])
    expect(parseActionUrl(actions[0]!.url)).toEqual({
      kind: 'snooze',
      target: { monitors: [2], checks: [21], crons: [] },
    })
    expect(actions[0]!.url).not.toContain('type=')
    // Open goes to the failing check's own page.
    expect(parseActionUrl(actions[1]!.url)).toEqual({
      kind: 'open',
      target: { monitors: [2], checks: [21], crons: [], checkType: 'uptime' },
    })
  })

  it('a burst summary offers Snooze all 1 h over every failing check', () => {
    const actions = actionsFor(burst, DEFAULT_SETTINGS)
    expect(texts(actions)).toEqual(['Snooze all 1 h', 'Open'])
    expect(parseActionUrl(actions[0]!.url)?.target.checks).toEqual([101, 102, 103, 104, 105])
    expect(parseActionUrl(actions[1]!.url)?.target.checkType).toBeUndefined()
  })

  it('good news offers nothing; a cron failure snoozes the cron check', () => {
    expect(actionsFor(recovered, REMINDING)).toEqual([])
    const cron = {
      ...alert,
      events: [
        {
          ...failed,
          checkId: undefined,
          cronCheckId: 7,
          type: 'cron.changed' as const,
          to: 'pingFailed',
        },
      ],
    }
    expect(parseActionUrl(actionsFor(cron, DEFAULT_SETTINGS)[0]!.url)?.target).toEqual({
      monitors: [2],
      checks: [],
      crons: [7],
    })
  })
})

describe('notification per OS', () => {
  it("a click on an alert about one check opens that check's page; other alerts name no check", () => {
    expect(notificationFor(alert, 'darwin', DEFAULT_SETTINGS).checkType).toBe('uptime')
    expect(notificationFor(recovered, 'linux', DEFAULT_SETTINGS).checkType).toBe('uptime')
    expect(notificationFor(burst, 'darwin', DEFAULT_SETTINGS).checkType).toBeNull()
    const twoChecks = { ...alert, events: [failed, { ...failed, checkId: 22, checkType: 'dns' }] }
    expect(notificationFor(twoChecks, 'darwin', DEFAULT_SETTINGS).checkType).toBeNull()
    const cron = { ...alert, events: [{ ...failed, cronCheckId: 7, checkType: 'cron' }] }
    expect(notificationFor(cron, 'darwin', DEFAULT_SETTINGS).checkType).toBeNull()
    const maintenance = { ...alert, events: [{ ...failed, type: 'maintenance.ended' as const }] }
    expect(notificationFor(maintenance, 'darwin', DEFAULT_SETTINGS).checkType).toBeNull()
    // A type the route cannot hold opens the monitor instead.
    const odd = { ...alert, events: [{ ...failed, checkType: '../settings' }] }
    expect(notificationFor(odd, 'darwin', DEFAULT_SETTINGS).checkType).toBeNull()
  })

  it('macOS: the actions as buttons and the failure sound by name', () => {
    const spec = notificationFor(alert, 'darwin', settings({ sound: true }))
    expect(texts(spec.actions)).toEqual(['Snooze 1 h', 'Open', 'Start maintenance 1 h'])
    expect(spec).toMatchObject({ silent: false, sound: 'Basso', click: 'dashboard' })
    expect(spec.toastXml).toBeUndefined()
  })

  it('Windows: a toast whose buttons and click activate uptray:// by protocol', () => {
    const spec = notificationFor(alert, 'win32', REMINDING)
    expect(spec.actions).toEqual([])
    const xml = spec.toastXml!
    expect(xml).toContain(
      '<toast launch="uptray://action?do=open&amp;monitors=2&amp;type=uptime" activationType="protocol">',
    )
    expect(xml.match(/<action /g)).toHaveLength(4)
    expect(xml).toContain(
      '<action content="Snooze 1 h" arguments="uptray://action?do=snooze&amp;monitors=2&amp;checks=21" activationType="protocol"/>',
    )
    expect(xml).toContain('<audio silent="true"/>')
    expect(spec.sound).toBeUndefined()
  })

  it("Windows: the toast's click opens the check's page only for an alert about one check", () => {
    const launch = (a: Alert) => {
      const xml = notificationFor(a, 'win32', DEFAULT_SETTINGS).toastXml!
      return parseActionUrl(/<toast launch="([^"]+)"/.exec(xml)![1]!.replace(/&amp;/g, '&'))
    }
    expect(launch(alert)).toEqual({
      kind: 'open',
      target: { monitors: [2], checks: [], crons: [], checkType: 'uptime' },
    })
    expect(launch(recovered)?.target.checkType).toBe('uptime')
    expect(launch(burst)).toEqual({ kind: 'open', target: { monitors: [], checks: [], crons: [] } })
    const twoChecks = { ...alert, events: [failed, { ...failed, checkId: 22, checkType: 'dns' }] }
    expect(launch(twoChecks)?.target).toEqual({ monitors: [2], checks: [], crons: [] })
    const odd = { ...alert, events: [{ ...failed, checkType: '../settings' }] }
    expect(launch(odd)?.target.checkType).toBeUndefined()
  })

  it('Windows: text from the service is escaped, never markup', () => {
    const spec = notificationFor({ ...alert, title: 'a <b>&"x"</b>' }, 'win32', DEFAULT_SETTINGS)
    expect(spec.toastXml).toContain('<text>a &lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</text>')
  })

  it('Linux: no buttons; a click opens the popover when there is something to do', () => {
    expect(notificationFor(alert, 'linux', DEFAULT_SETTINGS)).toMatchObject({
      actions: [],
      click: 'popover',
      monitorId: 2,
    })
    expect(notificationFor(recovered, 'linux', DEFAULT_SETTINGS).click).toBe('dashboard')
  })
})

describe('sound per severity', () => {
  const loud = settings({
    sound: true,
    sounds: { failure: 'Sosumi', warning: 'default', recovery: 'Glass' },
  })
  it('macOS plays the chosen name per severity, the default sound for "default"', () => {
    expect(soundFor('failed', 'darwin', loud)).toEqual({ silent: false, sound: 'Sosumi' })
    expect(soundFor('recovered', 'darwin', loud)).toEqual({ silent: false, sound: 'Glass' })
    expect(soundFor('warning', 'darwin', loud)).toEqual({ silent: false })
  })
  it('Windows and Linux: on or off only; off is silent everywhere', () => {
    expect(soundFor('failed', 'win32', loud)).toEqual({ silent: false })
    expect(soundFor('failed', 'linux', loud)).toEqual({ silent: false })
    expect(soundFor('failed', 'darwin', DEFAULT_SETTINGS)).toEqual({ silent: true })
  })
})

describe('action URLs coming back', () => {
  it('round-trip, and anything odd is refused', () => {
    const url = actionUrl('seen', { monitors: [3, 4], checks: [], crons: [] })
    expect(parseActionUrl(url)).toEqual({
      kind: 'seen',
      target: { monitors: [3, 4], checks: [], crons: [] },
    })
    expect(parseActionUrl('uptray://action?do=delete&monitors=1')).toBeNull()
    expect(parseActionUrl('uptray://action?do=seen&monitors=1;rm')).toBeNull()
    expect(parseActionUrl('https://evil.example/?do=seen')).toBeNull()
    expect(parseActionUrl(`uptray://action?do=seen&monitors=${'1,'.repeat(30)}1`)).toBeNull()
  })

  it("Open at one monitor round-trips the check's type; nothing else may carry one", () => {
    const one = { monitors: [7], checks: [], crons: [] }
    const url = actionUrl('open', { ...one, checkType: 'certificate_health' })
    expect(url).toBe('uptray://action?do=open&monitors=7&type=certificate_health')
    expect(parseActionUrl(url)).toEqual({
      kind: 'open',
      target: { ...one, checkType: 'certificate_health' },
    })
    // Built only where it means something: Open, one monitor.
    expect(actionUrl('snooze', { ...one, checks: [1], checkType: 'uptime' })).not.toContain('type')
    expect(actionUrl('open', { ...one, monitors: [], checkType: 'uptime' })).not.toContain('type')
    expect(actionUrl('open', { ...one, checkType: null })).not.toContain('type')
  })

  it('a link with an odd check type is refused whole', () => {
    const open = 'uptray://action?do=open&monitors=7'
    const refused = [
      `${open}&type=`,
      `${open}&type=Uptime`,
      `${open}&type=1uptime`,
      `${open}&type=..%2Fsettings`,
      `${open}&type=uptime%2F..`,
      `${open}&type=uptime%00`,
      `${open}&type=up%20time`,
      `${open}&type=${'a'.repeat(41)}`,
      `${open}&type=uptime&type=dns`,
      'uptray://action?do=open&type=uptime',
      'uptray://action?do=open&monitors=7,8&type=uptime',
      'uptray://action?do=seen&monitors=7&type=uptime',
      'uptray://action?do=snooze&monitors=7&checks=1&type=uptime',
    ]
    for (const url of refused) expect(parseActionUrl(url), url).toBeNull()
    expect(parseActionUrl(`${open}&type=${'a'.repeat(40)}`)?.target.checkType).toHaveLength(40)
  })
})
