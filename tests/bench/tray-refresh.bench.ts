// The Electron main process's tray refresh per sweep, in the simulator's live world (every
// check's run time moves every sweep), at 1,000 and 10,000 monitors, under the one shared
// electron mock (vitest aliases `electron` to tests/mocks/electron.ts here as in `main`).
// One real AppService sweeps the real simulator on a fake clock; three trays listen to it:
// - the tray as shipped (setup-tray.ts: health kept per monitor object, the menu rebuilt only
//   when its template changed);
// - the same tray fed a copy of every snapshot with every monitor a new object (the worst case
//   for keeping health by object: as if every monitor changed);
// - the baseline: the refresh as it was, every engine event recomputing every monitor's health
//   about five times (icon, tooltip, status line, menu, 'Re-run all failing') and rebuilding the
//   menu, kept callable here through the same pure functions (their full-recompute path).
// CPU is process.cpuUsage() around each tray's listener and its 'Coming up' read (which runs the
// engine's radar view), summed over each sweep's events from the end of one sweep to the end of
// the next; it also counts the engine's concurrent GC threads while a listener runs, so the wall
// time of the same (synchronous) work is printed beside it. Figures, not asserts.
import { afterAll, expect, test, vi } from 'vitest'
import { app, Menu, nativeImage, Tray } from 'electron'
import type { AppServiceApi, AppServiceListener } from '@app/shared/app-service-api'
import type { MonitorState, Snapshot } from '@app/shared/model'
import { bindMenu } from '@app/main/tray/bind-menu'
import { buildTrayMenu } from '@app/main/tray/menu-template'
import { setupTray, toNativeImage, type TrayController } from '@app/main/tray/setup-tray'
import { trayPresentation } from '@app/main/tray/tray-presentation'
import { trayViewOf } from '@app/main/tray/tray-state'
import { tooltipText } from '@app/main/tray/tray-text'
import { resetElectronMock } from '../mocks/electron'
import { startHarness } from '../unit/service/harness'

const SIZES = [1_000, 10_000]
const SWEEPS = 6
const INTERVAL_MS = 30_000
const STEP_MS = 1_000
const figures: string[] = []
function report(line: string): void {
  figures.push(line)
  console.log(line)
}
afterAll(() => {
  console.log(`\nTray refresh figures\n${figures.map((f) => `  ${f}`).join('\n')}`)
})

/** CPU and counts of one tray's work, per sweep. */
class Meter {
  cpuUs = 0
  /** The same work's wall time (the listener is synchronous: this thread's time, plus any
   * time the OS gave another process meanwhile). */
  wallUs = 0
  /** Of `cpuUs`, the 'Coming up' reads (the engine's radar view, core/engine/radar.ts). */
  radarUs = 0
  /** Of `cpuUs`, the service's getters (the engine builds the sync status on each read). */
  readsUs = 0
  refreshes = 0
  menus = 0
  run<T>(work: () => T): T {
    return metering(this, work)
  }
  reset(): void {
    this.cpuUs = 0
    this.wallUs = 0
    this.radarUs = 0
    this.readsUs = 0
    this.refreshes = 0
    this.menus = 0
  }
}
/** The meter whose tray is working now (menu builds are counted on it). */
let active: Meter | null = null

function metering<T>(meter: Meter, work: () => T): T {
  const previous = active
  active = meter
  const start = process.cpuUsage()
  const startedAt = performance.now()
  try {
    return work()
  } finally {
    const spent = process.cpuUsage(start)
    meter.cpuUs += spent.user + spent.system
    meter.wallUs += (performance.now() - startedAt) * 1000
    active = previous
  }
}

/** The service as one tray sees it: its listener and its 'Coming up' read are metered. */
function metered(
  service: AppServiceApi,
  meter: Meter,
  snapshotOf: (s: Snapshot | null) => Snapshot | null = (s) => s,
): AppServiceApi {
  return new Proxy(service, {
    get(target, key) {
      if (key === 'subscribe') {
        return (listener: AppServiceListener) =>
          target.subscribe((event) => {
            // Copies (the every-monitor-changed case) are made before the meter starts.
            if (event.type === 'snapshot') snapshotOf(event.snapshot)
            meter.refreshes++
            meter.run(() => listener(event))
          })
      }
      if (key === 'getSnapshot' || key === 'getSyncStatus' || key === 'getSettings') {
        return () => {
          const before = meter.cpuUs
          const read = Reflect.get(target, key) as (this: AppServiceApi) => unknown
          const value = meter.run(() => read.call(target))
          meter.readsUs += meter.cpuUs - before
          return key === 'getSnapshot' ? snapshotOf(value as Snapshot | null) : value
        }
      }
      if (key === 'comingUp') {
        return () => {
          const before = meter.cpuUs
          const read = meter.run(() => target.comingUp())
          meter.radarUs += meter.cpuUs - before
          // The tray's `.then` (a refresh when the line changed) is metered too.
          return {
            then: (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) =>
              read.then(ok && ((v) => meter.run(() => ok(v))), fail),
          }
        }
      }
      const value = Reflect.get(target, key) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Every monitor a new object, once per snapshot (made outside the meter). */
function everyMonitorNew(): (s: Snapshot | null) => Snapshot | null {
  let from: Snapshot | null = null
  let copy: Snapshot | null = null
  return (s) => {
    if (s !== from) {
      from = s
      copy = s && { ...s, monitors: s.monitors.map((m) => ({ ...m, checks: [...m.checks] })) }
    }
    return copy
  }
}

/**
 * The refresh as it was: on every engine event but alerts and decisions, the icon, tooltip and
 * menu from the whole snapshot (each of trayViewOf, tooltipText, the menu's status line, its
 * monitor list and its 'Re-run all failing' judged every monitor), the menu built and set, and
 * the 'Coming up' line read again on every snapshot and sync event.
 */
function baselineTray(service: AppServiceApi, platform: NodeJS.Platform, now: () => number) {
  const tray = new Tray(nativeImage.createEmpty())
  let lastIconKey = ''
  let comingUp: string | null = null
  function refresh(): void {
    const at = now()
    const snapshot = service.getSnapshot()
    const sync = service.getSyncStatus()
    const settings = service.getSettings()
    const look = trayPresentation(trayViewOf(snapshot, sync, settings, at), platform)
    const iconKey = JSON.stringify(look.icon)
    if (iconKey !== lastIconKey) {
      tray.setImage(toNativeImage(look.icon, look.template))
      lastIconKey = iconKey
    }
    if (look.title !== null) tray.setTitle(look.title)
    if (look.badgeCount !== null) app.setBadgeCount(look.badgeCount)
    tray.setToolTip(tooltipText(snapshot, sync, settings, at))
    const template = buildTrayMenu({ snapshot, sync, settings, now: at, comingUp, platform })
    const menu = Menu.buildFromTemplate(bindMenu(template, () => undefined))
    if (platform === 'linux') tray.setContextMenu(menu)
  }
  function readComingUp(): void {
    service
      .comingUp()
      .then((view) => {
        if (view.summary === comingUp) return
        comingUp = view.summary
        refresh()
      })
      .catch(() => undefined)
  }
  const unsubscribe = service.subscribe((event) => {
    if (event.type !== 'alert' && event.type !== 'decisions') refresh()
    if (event.type === 'snapshot' || event.type === 'sync') readComingUp()
  })
  readComingUp()
  refresh()
  return { dispose: () => unsubscribe() }
}

/** Each check's last run by check id, wherever the snapshot keeps it. */
function runTimes(s: Snapshot): Map<number, unknown> {
  const apart = (s as { ran?: { checks: Record<number, number> } }).ran
  if (apart) return new Map(Object.entries(apart.checks).map(([id, at]) => [Number(id), at]))
  return new Map(
    s.monitors.flatMap((m) =>
      m.checks.map((c) => [c.id, (c as { lastRunAt?: unknown }).lastRunAt]),
    ),
  )
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN
const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`

type Name = 'shipped' | 'allNew' | 'baseline'
type Row = { cpu: number[]; wall: number[]; radar: number[]; reads: number[]; menus: number[] }
interface Pass {
  rows: Partial<Record<Name, Row>>
  events: number[]
  changed: number[]
  runs: number[]
}

/**
 * SWEEPS sweeps of a live service at `count` monitors with the named trays listening. The
 * baseline gets a pass of its own (the same seeded world), so its garbage is not collected in
 * the other trays' time.
 */
async function livePass(count: number, names: Name[]): Promise<Pass> {
  const h = await startHarness({
    monitors: count,
    // The service's own limit (the simulator's default): each page moves the budget used, so
    // the engine sends its sync event per request, as it does against the live service.
    settings: { sweepIntervalSeconds: INTERVAL_MS / 1000 },
  })
  const now = () => h.clock.now()
  const meters = new Map(names.map((name) => [name, new Meter()]))
  const trays: { dispose(): void }[] = []
  try {
    const tray = (service: AppServiceApi): TrayController =>
      setupTray({
        service,
        platform: 'linux',
        now,
        openDashboard: () => undefined,
        openPreferences: () => undefined,
        togglePopover: () => undefined,
        openExternal: async () => ({ ok: true, message: '' }),
        quit: () => undefined,
        visibleWindows: () => [],
        notify: () => undefined,
      })
    for (const [name, meter] of meters) {
      if (name === 'baseline') trays.push(baselineTray(metered(h.service, meter), 'linux', now))
      if (name === 'shipped') trays.push(tray(metered(h.service, meter)))
      if (name === 'allNew') trays.push(tray(metered(h.service, meter, everyMonitorNew())))
    }
    // What changed between sweeps, seen outside every meter: monitor objects replaced, and
    // check run times moved (on the checks, or kept apart from them in `ran`).
    let previous: Snapshot | null = null
    let replaced = 0
    let moved = 0
    let snapshots = 0
    h.service.subscribe((event) => {
      if (event.type !== 'snapshot') return
      snapshots++
      const before = new Map<number, MonitorState>((previous?.monitors ?? []).map((m) => [m.id, m]))
      for (const m of event.snapshot.monitors) if (before.get(m.id) !== m) replaced++
      if (previous) {
        const old = runTimes(previous)
        for (const [id, at] of runTimes(event.snapshot)) if (old.get(id) !== at) moved++
      }
      previous = event.snapshot
    })
    await h.service.start()
    await h.advance(0)
    expect(h.service.getSnapshot()?.monitors).toHaveLength(count)
    const pass: Pass = { rows: {}, events: [], changed: [], runs: [] }
    for (const name of names)
      pass.rows[name] = { cpu: [], wall: [], radar: [], reads: [], menus: [] }
    for (let sweep = 0; sweep < SWEEPS; sweep++) {
      for (const m of meters.values()) m.reset()
      replaced = 0
      moved = 0
      snapshots = 0
      // One window per sweep: from the end of one sweep to the end of the next (the sync
      // status back to ok after a new picture), in steps of simulated time.
      for (let waited = 0; !(snapshots > 0 && h.service.getSyncStatus().state === 'ok');) {
        await h.advance(STEP_MS)
        waited += STEP_MS
        if (waited > 20 * INTERVAL_MS) throw new Error('no sweep ended within 20 intervals')
      }
      for (const [name, m] of meters) {
        const row = pass.rows[name]!
        row.cpu.push(m.cpuUs / snapshots)
        row.wall.push(m.wallUs / snapshots)
        row.radar.push(m.radarUs / snapshots)
        row.reads.push(m.readsUs / snapshots)
        row.menus.push(m.menus / snapshots)
      }
      pass.events.push([...meters.values()][0]!.refreshes / snapshots)
      pass.changed.push(replaced / snapshots)
      pass.runs.push(moved / snapshots)
    }
    return pass
  } finally {
    for (const t of trays) t.dispose()
    await h.close()
  }
}

for (const count of SIZES) {
  test(`tray refresh CPU per sweep at ${count.toLocaleString('en')} monitors, live world`, async () => {
    resetElectronMock()
    const build = Menu.buildFromTemplate.bind(Menu)
    const built = vi.spyOn(Menu, 'buildFromTemplate').mockImplementation((template) => {
      if (active) active.menus++
      return build(template)
    })
    try {
      const pass = await livePass(count, ['shipped', 'allNew'])
      const base = await livePass(count, ['baseline'])
      const rows = { ...pass.rows, ...base.rows } as Record<Name, Row>
      const cpu = (key: Name) => median(rows[key].cpu)
      const figure = (key: Name) =>
        `${ms(cpu(key))} CPU (wall ${ms(median(rows[key].wall))}; of it the engine's radar ` +
        `view ${ms(median(rows[key].radar))} and state reads ${ms(median(rows[key].reads))}), ` +
        `${median(rows[key].menus)} menu builds`
      report(
        `${count} monitors, a sweep (${median(pass.events)} engine events, ${median(pass.runs)} ` +
          `check run times moved, ${median(pass.changed)} monitor objects replaced): tray ` +
          `refresh ${figure('shipped')}; every monitor a new object: ${figure('allNew')}; ` +
          `baseline (full recompute on every event, ${median(base.events)} events): ` +
          `${figure('baseline')}; = ${(cpu('baseline') / cpu('shipped')).toFixed(1)}x less CPU ` +
          `(goal: in proportion to what changed; a menu build only when the menu's text changed)`,
      )
    } finally {
      built.mockRestore()
    }
  }, 600_000)
}
