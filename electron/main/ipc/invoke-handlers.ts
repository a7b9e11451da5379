// What each invoke channel does: a straight call into the AppService for every operation of the
// table (arguments already validated), and by hand for the shell's own `app:` channels (links,
// windows).
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import { callOperation, isShellMethod, type Method, type ShellApi } from '../../shared/operations'
import { installCliFromApp } from '../cli-install/from-app'

/** Runs one call whose arguments the operation's schema has already validated. */
export type InvokeHandler = (method: Method, args: readonly unknown[]) => unknown

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

export function createInvokeHandler({
  service,
  openExternal,
  openDashboard,
  hidePopover,
  snapshotFull = () => null,
  popoverSummary = () => null,
  checkForUpdates = async () => ({ ok: false, message: 'Updates are off in this run.' }),
  installCli = () => installCliFromApp(),
}: InvokeHandlerDeps): InvokeHandler {
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
  return (method, args) =>
    isShellMethod(method)
      ? callOperation(shell, method, args)
      : callOperation(service, method, args)
}
