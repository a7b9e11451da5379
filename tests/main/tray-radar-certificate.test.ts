// The tray's radar line for a certificate, under the Electron mock: the service's coming-up view
// (built by the radar from a certificate reading) becomes one line of the tray menu, follows
// the readings, and goes when nothing is coming up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { comingUp, type CertificateReading } from '@app/core/engine/radar'
import { setupTray, type TrayController } from '@app/main/tray/setup-tray'
import { resetElectronMock, Tray, type Menu } from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { allGreen, iso, NOW } from './snapshots'

const DAY = 86_400_000
let service: FakeAppService
let controller: TrayController | null = null
let readings: CertificateReading[]

function start(): Tray {
  controller = setupTray({
    service,
    platform: 'linux',
    now: () => NOW,
    openDashboard: () => undefined,
    openPreferences: () => undefined,
    togglePopover: () => undefined,
    openExternal: async () => ({ ok: true, message: 'ok' }),
    quit: () => undefined,
    visibleWindows: () => [],
    notify: () => undefined,
  })
  return Tray.all.at(-1)!
}

const comingUpLines = (tray: Tray) =>
  (tray.contextMenu as Menu).template
    .map((i) => i.label?.replace(/[\u2068\u2069]/g, ''))
    .filter((label) => label?.includes('Coming up'))

/** Lets the tray's comingUp() read settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  service.snapshot = allGreen()
  service.sync = OK_SYNC
  readings = []
  service.comingUp = async () => comingUp(service.snapshot, readings, NOW)
})
afterEach(() => controller?.dispose())

describe('tray: a certificate on the expiry radar', () => {
  it('says how many certificates expire within the threshold, not clickable', async () => {
    const [first, second] = service.snapshot!.monitors
    readings = [
      { monitorId: first!.id, validUntil: iso(NOW + 5 * DAY), thresholdDays: 14 },
      { monitorId: second!.id, validUntil: iso(NOW + 60 * DAY), thresholdDays: 14 },
    ]
    const tray = start()
    await settle()
    expect(comingUpLines(tray)).toEqual(['⏳ Coming up: 1 certificate expires within 14 days'])
    const line = (tray.contextMenu as Menu).template.find((i) => i.label?.includes('Coming up'))
    expect(line?.enabled).toBe(false)
  })

  it("counts a certificate inside its monitor's own longer threshold and follows new readings", async () => {
    const [first, second] = service.snapshot!.monitors
    readings = [{ monitorId: first!.id, validUntil: iso(NOW + 5 * DAY), thresholdDays: 14 }]
    const tray = start()
    await settle()
    expect(comingUpLines(tray)).toEqual(['⏳ Coming up: 1 certificate expires within 14 days'])

    readings = [
      ...readings,
      { monitorId: second!.id, validUntil: iso(NOW + 21 * DAY), thresholdDays: 30 },
    ]
    service.emit({ type: 'sync', status: OK_SYNC })
    await settle()
    expect(comingUpLines(tray)).toEqual(['⏳ Coming up: 2 certificates expire within 30 days'])

    readings = []
    service.emit({ type: 'sync', status: OK_SYNC })
    await settle()
    expect(comingUpLines(tray)).toEqual([])
  })
})
