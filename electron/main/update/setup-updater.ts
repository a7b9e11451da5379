// Auto-update through electron-updater (GitHub Releases, see resources/electron-builder.yml). The
// decisions are update-policy.ts; this file wires them to the updater, a timer and the app.
// The updater is injected (index passes electron-updater's autoUpdater; tests a small fake).
import {
  CHECK_EVERY_MS,
  checkOutcome,
  shouldCheck,
  updateOffer,
  type UpdateContext,
  type UpdateOffer,
  type UpdatePhase,
} from './update-policy'

/** The part of electron-updater's AppUpdater the app uses. */
export interface Updater {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  checkForUpdates(): Promise<unknown>
  quitAndInstall(): void
  on(
    event: 'checking-for-update' | 'update-not-available' | 'update-available',
    listener: () => void,
  ): unknown
  on(event: 'update-downloaded', listener: () => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

export interface UpdaterDeps {
  updater: Updater
  context: UpdateContext
  now: () => number
  /** Resolves when no action is in flight (the AppService's idle()): restart waits for it. */
  idle: () => Promise<void>
  /** The offer changed: redraw the tray menu, tell the windows. */
  onChange: (offer: UpdateOffer | null) => void
  warn: (message: string) => void
  /** How often the 12-hour rule is looked at (a sleeping machine misses timer ticks). */
  tickMs?: number
}

export interface UpdaterControl {
  offer(): UpdateOffer | null
  check(): Promise<void>
  /** Checks (when updates are on) and says what came of it (Preferences). */
  checkNow(): Promise<{ ok: boolean; message: string }>
  restart(): Promise<void>
  dispose(): void
}

const TICK_MS = 60 * 60 * 1000

export function setupUpdater(deps: UpdaterDeps): UpdaterControl {
  const { updater, context } = deps
  let phase: UpdatePhase = 'idle'
  let lastCheckAt: number | null = null
  let restarting = false
  const set = (next: UpdatePhase) => {
    if (next === phase) return
    phase = next
    deps.onChange(updateOffer(context, phase))
  }

  // Downloads quietly; installs on the next quit or on 'Restart to update'.
  updater.autoDownload = true
  updater.autoInstallOnAppQuit = true
  updater.on('checking-for-update', () => set('checking'))
  updater.on('update-not-available', () => set('idle'))
  updater.on('update-available', () => set('downloading'))
  updater.on('update-downloaded', () => set('ready'))
  updater.on('error', (error) => {
    deps.warn(`Update check failed: ${error.message.slice(0, 300)}`)
    if (phase !== 'ready') set('idle')
  })

  async function check(): Promise<void> {
    if (!updateOffer(context, phase)?.enabled || phase === 'ready') return
    lastCheckAt = deps.now()
    set('checking')
    try {
      await updater.checkForUpdates()
    } catch (error) {
      deps.warn(
        `Update check failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
      )
      set('idle')
    }
  }

  function tick(): void {
    if (phase === 'idle' && shouldCheck(context, deps.now(), lastCheckAt)) void check()
  }

  tick()
  const timer = shouldCheck(context, deps.now(), null)
    ? setInterval(tick, Math.min(deps.tickMs ?? TICK_MS, CHECK_EVERY_MS))
    : null

  return {
    offer: () => updateOffer(context, phase),
    check,
    async checkNow() {
      await check()
      return checkOutcome(context, phase)
    },
    async restart() {
      if (phase !== 'ready' || restarting) return
      restarting = true
      // Never in the middle of an action: wait until none is in flight.
      await deps.idle()
      updater.quitAndInstall()
    },
    dispose() {
      if (timer) clearInterval(timer)
    },
  }
}
