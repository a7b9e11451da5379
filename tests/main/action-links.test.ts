// A `uptray://` link acts only when the app issued it (a nonce per notification link, single use,
// bound to its action and ids, kept on disk only while the toast can be clicked). Under the shared
// electron mock: the forged links of the audit (20 ids snooze-all, maintenance on 20 monitors) do
// nothing and open nothing; an issued link works once. The link file is a real temp file.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setupSingleInstance } from '@app/main/life/single-instance'
import {
  createActionTickets,
  TICKET_LIFETIME_MS,
  type ActionTickets,
} from '@app/main/notifications/action-tickets'
import { actionUrl } from '@app/main/notifications/notification-actions'
import { setupNotifications, type Notifier } from '@app/main/notifications/setup-notifications'
import { ticketFile } from '@app/main/notifications/ticket-file'
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

const twenty = Array.from({ length: 20 }, (_, i) => i + 1).join(',')
const FORGED = [
  `uptray://action?do=snooze-all&checks=${twenty}&crons=${twenty}`,
  `uptray://action?do=maintenance&monitors=${twenty}`,
  'uptray://action?do=seen&monitors=2',
  'uptray://action?do=open&monitors=2',
  // A nonce of the right shape that the app never issued.
  `uptray://action?do=snooze&monitors=2&checks=21&n=${'A'.repeat(22)}`,
]

let service: FakeAppService
let notifier: Notifier
let dashboard: unknown[]
let folder: string
let now: number

function start(tickets?: ActionTickets): void {
  notifier = setupNotifications({
    service,
    platform: 'win32',
    openDashboard: (id, type) => dashboard.push([id, type]),
    ...(tickets ? { tickets } : {}),
  })
}

/** The toast's links, in order: its launch (a click on it), then each button's. */
function toastLinks(index = 0): { launch: string; buttons: Record<string, string> } {
  const xml = String(Notification.shown[index]!.options.toastXml)
  const unescape = (text: string) => text.replace(/&amp;/g, '&')
  const buttons: Record<string, string> = {}
  for (const [, text, url] of xml.matchAll(/<action content="([^"]+)" arguments="([^"]+)"/g)) {
    buttons[text!] = unescape(url!)
  }
  return { launch: unescape(/<toast launch="([^"]+)"/.exec(xml)![1]!), buttons }
}

async function launchWith(url: string): Promise<boolean> {
  const handled = notifier.handleArgv(['C:\\Uptray\\Uptray.exe', url])
  await notifier.settled()
  return handled
}

const titles = () => Notification.shown.map((n) => n.options.title)

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  service.settings.notifications.remind = { everyMinutes: 10, maxTimes: 6 }
  dashboard = []
  folder = mkdtempSync(join(tmpdir(), 'uptray-links-'))
  now = Date.parse('2026-03-10T12:00:00Z')
})
afterEach(() => {
  notifier.dispose()
  rmSync(folder, { recursive: true, force: true })
})

describe('uptray:// links', () => {
  it('a forged link does nothing, opens nothing and tells the user', async () => {
    start()
    service.emit({ type: 'alert', alert })
    for (const url of FORGED) expect(await launchWith(url)).toBe(true)
    // Also as a second launch through the single-instance lock, as Windows delivers it.
    expect(setupSingleInstance((argv) => void notifier.handleArgv(argv))).toBe(true)
    app.emit('second-instance', {}, ['Uptray.exe', FORGED[0]], '')
    await notifier.settled()
    expect(service.calls).toEqual([])
    expect(dashboard).toEqual([])
    expect(titles().filter((t) => t === 'Uptray did nothing')).toHaveLength(FORGED.length + 1)
  })

  it('an issued link works once', async () => {
    start()
    service.emit({ type: 'alert', alert })
    const { buttons } = toastLinks()
    expect(buttons['Snooze 1 h']).toMatch(/&n=[A-Za-z0-9_-]{22}$/)
    await launchWith(buttons['Snooze 1 h']!)
    expect(service.calls).toEqual([{ method: 'snoozeCheck', args: [21, 60, 2] }])
    await launchWith(buttons['Snooze 1 h']!)
    expect(service.calls).toHaveLength(1)
    expect(titles().at(-1)).toBe('Uptray did nothing')
  })

  it("using one link spends the rest of its toast's links; another toast's still work", async () => {
    start()
    service.emit({ type: 'alert', alert })
    service.emit({ type: 'alert', alert: { ...alert, id: 'a2' } })
    const first = toastLinks(0)
    const second = toastLinks(1)
    await launchWith(first.buttons.Seen!)
    await launchWith(first.buttons['Start maintenance 1 h']!)
    await launchWith(first.launch)
    expect(service.calls).toEqual([{ method: 'acknowledge', args: [2] }])
    expect(dashboard).toEqual([])
    await launchWith(second.launch)
    expect(dashboard).toEqual([[2, 'uptime']])
  })

  it('an issued nonce on other ids or another action does nothing, and is spent', async () => {
    start()
    service.emit({ type: 'alert', alert })
    const snooze = toastLinks().buttons['Snooze 1 h']!
    const nonce = new URL(snooze).searchParams.get('n')!
    const moved = `${actionUrl('snooze-all', { monitors: [], checks: [1, 2, 3], crons: [] })}&n=${nonce}`
    expect(await launchWith(moved)).toBe(true)
    await launchWith(snooze)
    expect(service.calls).toEqual([])
  })

  it('kept across a restart in a 0600 file that holds no usable link, until it expires', async () => {
    const path = join(folder, 'notification-links.json')
    const tickets = () => createActionTickets({ file: ticketFile(path), now: () => now })
    start(tickets())
    service.emit({ type: 'alert', alert })
    const { buttons } = toastLinks()
    notifier.dispose()
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const kept = readFileSync(path, 'utf8')
    for (const url of Object.values(buttons)) {
      expect(kept).not.toContain(new URL(url).searchParams.get('n'))
    }

    start(tickets())
    await launchWith(buttons.Seen!)
    expect(service.calls).toEqual([{ method: 'acknowledge', args: [2] }])

    // A fresh toast, then the app starts again after the Action Center let it go.
    service.emit({ type: 'alert', alert })
    const later = toastLinks(Notification.shown.length - 1).buttons['Snooze 1 h']!
    notifier.dispose()
    now += TICKET_LIFETIME_MS + 1
    start(tickets())
    await launchWith(later)
    expect(service.calls).toHaveLength(1)
  })
})
