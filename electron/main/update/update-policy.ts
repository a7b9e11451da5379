// When the app looks for an update and what the tray and Preferences offer. Pure decisions; the
// wiring to electron-updater is setup-updater.ts.
//   - Only a packaged app, never in development or on the demo, ever checks.
//   - It checks at start and then whenever 12 hours have passed since the last check.
//   - A downloaded update waits for the user's 'Restart to update', and even then for every open
//     action (a request in flight) to finish first.

import { t } from '../../shared/i18n/translate'

export const CHECK_EVERY_MS = 12 * 60 * 60 * 1000

export interface UpdateContext {
  /** app.isPackaged: false under `npm start` and in tests. */
  packaged: boolean
  /** Started on the demo (UPTRAY_DEMO=1): a showcase, not a place to change the app. */
  demo: boolean
}

export type UpdatePhase = 'idle' | 'checking' | 'downloading' | 'ready'

export type UpdateCommand = 'update:check' | 'update:restart'

/** The one update entry of the tray menu and the Preferences button. */
export interface UpdateOffer {
  label: string
  enabled: boolean
  command: UpdateCommand | null
}

/** What Preferences says after 'Check for updates'. */
export function checkOutcome(
  context: UpdateContext,
  phase: UpdatePhase,
): { ok: boolean; message: string } {
  if (!context.packaged) return { ok: false, message: t('tray.update.onlyInstalled') }
  if (context.demo) return { ok: false, message: t('tray.update.notInDemo') }
  switch (phase) {
    case 'idle':
      return { ok: true, message: t('tray.update.upToDate') }
    case 'checking':
      return { ok: true, message: t('tray.update.stillLooking') }
    case 'downloading':
      return { ok: true, message: t('tray.update.downloadingNote') }
    case 'ready':
      return { ok: true, message: t('tray.update.readyNote') }
  }
}

export function updatesEnabled(context: UpdateContext): boolean {
  return context.packaged && !context.demo
}

/** Should the app look for an update now? `lastCheckAt` null: not yet since it started. */
export function shouldCheck(
  context: UpdateContext,
  now: number,
  lastCheckAt: number | null,
): boolean {
  if (!updatesEnabled(context)) return false
  return lastCheckAt === null || now - lastCheckAt >= CHECK_EVERY_MS
}

/** What to offer: nothing when updates are off, else the entry for the phase. */
export function updateOffer(context: UpdateContext, phase: UpdatePhase): UpdateOffer | null {
  if (!updatesEnabled(context)) return null
  switch (phase) {
    case 'idle':
      return { label: t('tray.update.check'), enabled: true, command: 'update:check' }
    case 'checking':
      return { label: t('tray.update.checking'), enabled: false, command: null }
    case 'downloading':
      return { label: t('tray.update.downloading'), enabled: false, command: null }
    case 'ready':
      return { label: t('tray.update.restart'), enabled: true, command: 'update:restart' }
  }
}
