// The tray's 'Re-run all failing': shown only while something fails, it asks the AppService's
// bulk action for every monitor with a failing check and says how it went.
import { describe, expect, it } from 'vitest'
import { buildTrayMenu, findMenuItem } from '@app/main/tray/menu-template'
import { runMenuAction, type MenuActionDeps } from '@app/main/tray/run-menu-action'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { allGreen, mixed, NOW } from './snapshots'

function deps(service: FakeAppService): MenuActionDeps {
  return {
    service,
    now: () => NOW,
    openDashboard: () => undefined,
    openPreferences: () => undefined,
    openExternal: async () => ({ ok: true, message: '' }),
    quit: () => undefined,
  }
}

const menu = (snapshot: ReturnType<typeof mixed>) =>
  buildTrayMenu({ snapshot, sync: OK_SYNC, settings: new FakeAppService().settings, now: NOW })

describe("tray: 'Re-run all failing'", () => {
  it('is there with the count of failing monitors only while some fail', () => {
    expect(findMenuItem(menu(mixed()), 'bulk:rerun-failing')?.label).toBe('Re-run all failing (2)')
    expect(findMenuItem(menu(allGreen()), 'bulk:rerun-failing')).toBeUndefined()
  })

  it('runs one bulk re-run over every failing monitor and reports it', async () => {
    const service = new FakeAppService()
    service.snapshot = mixed()
    const result = await runMenuAction({ type: 'bulk:rerun-failing' }, deps(service))
    expect(service.calls.filter((c) => c.method === 'bulk').map((c) => c.args)).toEqual([
      [{ kind: 'rerun', monitorIds: [2, 4] }],
    ])
    expect(result).toEqual({ ok: true, message: 'Re-ran the failing checks of 2 monitors' })
  })

  it('names the first failure when some monitors could not be re-run', async () => {
    const service = new FakeAppService()
    service.snapshot = mixed()
    service.bulk = async (request) => ({
      kind: request.kind,
      total: 2,
      done: 2,
      running: false,
      results: [
        { monitorId: 2, label: 'shop.example.com', ok: false, message: 'The service is down.' },
        { monitorId: 4, label: 'blog.example.com', ok: true, message: 'Re-ran 1 check.' },
      ],
    })
    expect(await runMenuAction({ type: 'bulk:rerun-failing' }, deps(service))).toEqual({
      ok: false,
      message: 'Re-run failed on 1 of 2 monitors: shop.example.com: The service is down.',
    })
  })
})
