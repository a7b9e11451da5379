/// <reference lib="dom" />
// The in-page fake bridge for the renderer benchmark. Injected with page.addInitScript, so it
// must be self-contained (no imports, no closures). It records when the app first asks for
// the snapshot (the start line of "first render") and when the first `painted` element (by
// default a monitor row) was painted. `summary` is every uptime check's summary.
export interface BenchWorld {
  count: number
  summary?: string
  painted?: string
  /** The popover's summary (shared/popover-summary.ts), answered to `popoverSummary`. */
  popover?: unknown
  /** A full snapshot's JSON to answer instead of the generated account (`count` is then unused). */
  full?: string
}

/**
 * The snapshot goes to the page as JSON text and is parsed when asked for, as over the
 * WebSocket. Pushes: `__emit(method, text)` parses and calls the listener of `on<Event>`.
 */
export function installBenchBridge({
  count,
  summary = 'ok',
  painted,
  popover,
  full,
}: BenchWorld): void {
  const results = ['succeeded', 'succeeded', 'succeeded', 'warning', 'failed']
  const monitors = Array.from({ length: count }, (_, i) => {
    const result = results[i % results.length]
    return {
      id: i + 1,
      teamId: (i % 3) + 1,
      label: `client-${String(i).padStart(5, '0')}.example.com`,
      url: `https://client-${i}.example.com`,
      type: 'http',
      groupName: `Group ${i % 50}`,
      tags: [`tag-${i % 20}`],
      result,
      checks: [
        {
          id: i * 10 + 1,
          type: 'uptime',
          label: 'Uptime',
          enabled: true,
          result,
          summary,
          snoozedUntil: null,
        },
        {
          id: i * 10 + 2,
          type: 'performance',
          label: 'Performance',
          enabled: true,
          result: 'succeeded',
          summary: null,
          snoozedUntil: null,
        },
      ],
      maintenance: null,
    }
  })
  const ranAt = Date.now()
  const snapshot = {
    fetchedAt: new Date(ranAt).toISOString(),
    monitors,
    cron: {},
    unreadable: { count: 0, reasons: [] },
    ran: { monitors: Object.fromEntries(monitors.map((m) => [m.id, ranAt])), checks: {} },
  }
  const w = window as unknown as Record<string, unknown>
  const text = full ?? JSON.stringify(snapshot)
  w.__benchState = full
    ? { version: 1, cursor: 0, ...(JSON.parse(full) as object) }
    : { version: 1, cursor: 0, monitors, ran: snapshot.ran }
  const listeners: Record<string, (payload: unknown) => void> = {}
  w.__emit = (method: string, message: string) => listeners[method]?.(JSON.parse(message))
  const longtasks: { start: number; duration: number }[] = []
  w.__longtasks = longtasks
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longtasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  const ok = { ok: true, message: 'ok' }
  const answers: Record<string, unknown> = {
    // The monitor page's details: empty, so it renders without charts to draw.
    uptime: [],
    httpTimings: [],
    pingMetrics: [],
    tcpMetrics: [],
    downtime: [],
    maintenancePeriods: { upcoming: [], recurring: [] },
    popoverSummary: popover ?? null,
    runTimes: null,
    getSession: {
      signedIn: true,
      demo: false,
      account: {
        userName: 'Bench',
        email: 'b@x',
        teams: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
        baseUrl: 'https://ohdear.app',
      },
    },
    getSyncStatus: {
      state: 'ok',
      stale: false,
      lastSuccessAt: new Date().toISOString(),
      nextSweepAt: null,
      offlineSince: null,
      rateLimitedUntil: null,
      budgetUsed: 0.1,
      message: null,
    },
    getSettings: {
      schemaVersion: 2,
      baseUrl: 'https://ohdear.app',
      sweepIntervalSeconds: 30,
      budgetShare: 0.3,
      notifications: {
        rules: [],
        notifyOnRecovery: true,
        sound: false,
        quietHours: { enabled: false, start: '22:00', end: '07:00' },
        pausedUntil: null,
      },
      startAtLogin: false,
      theme: 'light',
      globalShortcut: null,
    },
  }
  // The first painted row: observed from document start, so the figure does not depend on
  // when the test gets to look.
  const observer = new MutationObserver(() => {
    if (!document.querySelector(painted ?? '[data-test=monitor-row]')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__rowsPaintedAt = performance.now()), 0))
  })
  observer.observe(document, { childList: true, subtree: true })
  // Each answer reads both as the value itself and as the operation host's envelope
  // (`{ok: true, result}`), so the bridge fits a page that unwraps answers and one that does not.
  // Nothing (null) goes as the envelope.
  const answer = (value: unknown): unknown =>
    value !== null && typeof value === 'object'
      ? Object.assign(value, { ok: true, result: value })
      : { ok: true, result: value }
  const subscribe = (name: string) => (fn: (payload: unknown) => void) => {
    listeners[name] = fn
    return () => undefined
  }
  // The events as own properties: a bridge that copies the preload's object keeps them.
  const events = [
    'onSnapshotUpdate',
    'onSummaryChanged',
    'onSyncChanged',
    'onSessionChanged',
    'onSettingsChanged',
    'onNavigateMonitor',
    'onNavigateView',
    'onNavigateCheck',
  ]
  w.uptray = new Proxy(Object.fromEntries(events.map((name) => [name, subscribe(name)])), {
    get(_t, name: string) {
      if (name.startsWith('on')) return subscribe(name)
      if (name === 'getSnapshot' || name === 'snapshotFull') {
        return async () => {
          w.__snapshotAskedAt = performance.now()
          const full = JSON.parse(text) as unknown
          return answer(name === 'snapshotFull' ? { epoch: 'bench', version: 1, full } : full)
        }
      }
      return async () => answer(name in answers ? answers[name] : { ...ok })
    },
  })
}
