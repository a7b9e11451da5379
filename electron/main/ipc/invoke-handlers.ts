// The desktop app's operation host: the AppService for every operation of the table, and the
// shell's own `app:` channels (links, windows) by hand. The host validates and answers the
// envelope (core/app-service/operation-host.ts); setup-ipc.ts only frames it.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import type { ShellApi } from '../../shared/operations'
import { createOperationHost, type OperationHost } from '../../core/app-service/operation-host'
import { installCliFromApp } from '../cli-install/from-app'
import { t } from '../../shared/i18n/translate'

export interface InvokeHandlerDeps {
  service: AppServiceApi
  openExternal: (url: string) => Promise<ActionResult>
  /** Shows the dashboard window, at this monitor (and this check's page) when one is given. */
  openDashboard: (monitorId: number | null, checkType?: string | null) => void
  /** Hides the tray popover (no-op when it is not open). */
  hidePopover: () => void
  /** The snapshot feed's full picture and popover summary (shared/snapshot-feed.ts). */
  snapshotFull?: ShellApi['snapshotFull']
  popoverSummary?: ShellApi['popoverSummary']
  /** Auto-update (main/update/); absent: updates are off. */
  checkForUpdates?: ShellApi['checkForUpdates']
  /** "Install command-line tool" (default: the wrapper for this app, cli-install/). */
  installCli?: ShellApi['installCli']
}

export function createIpcHost({
  service,
  openExternal,
  openDashboard,
  hidePopover,
  snapshotFull = () => null,
  popoverSummary = () => null,
  checkForUpdates = async () => ({ ok: false, message: t('tray.update.off') }),
  installCli = () => installCliFromApp(),
}: InvokeHandlerDeps): OperationHost {
  const shell: ShellApi = {
    openExternal: (url) => openExternal(url),
    // The popover asks for this: the dashboard takes over and the popover gets out of the way.
    openDashboard: (monitorId, checkType) => {
      openDashboard(monitorId, checkType)
      hidePopover()
    },
    snapshotFull: () => snapshotFull(),
    popoverSummary: () => popoverSummary(),
    checkForUpdates: () => checkForUpdates(),
    installCli: () => installCli(),
  }
  return createOperationHost({ service, shell })
}
