// What the shell does for a window: open a link outside the app, show the dashboard (at a monitor
// or one of its checks), send the window to a route (a tray item, a notification click), look for
// an update, install the command-line tool. Views reach these through this store, never the bridge.
import { defineStore } from 'pinia'
import type { ActionResult } from '../../electron/shared/app-service-api'
import { isCheckTypeName } from '../../electron/shared/check-type'
import { bridge, opensLinksItself } from '../bridge'

export const useShellStore = defineStore('shell', () => {
  /** In a plain browser links open themselves; in the app the shell opens them. */
  const linksOpenThemselves = (): boolean => opensLinksItself()

  const openExternal = (url: string): Promise<ActionResult> => bridge().openExternal(url)

  /** The dashboard window, at a monitor (at that check's page with a type) when one is given. */
  const openDashboard = (monitorId: number | null, checkType?: string): Promise<void> =>
    checkType ? bridge().openDashboard(monitorId, checkType) : bridge().openDashboard(monitorId)

  /** Follows the shell's requests to show a route with `go`; answers the function that stops. */
  function followNavigation(go: (path: string) => void): () => void {
    const stops = [
      bridge().onNavigateMonitor((id) => go(`/monitor/${id}`)),
      bridge().onNavigateView((view) => go(view)),
      bridge().onNavigateCheck(({ monitorId, checkType }) => {
        // The type comes from the service: a name the route cannot hold opens the monitor instead.
        const check = isCheckTypeName(checkType) ? `/check/${checkType}` : ''
        go(`/monitor/${monitorId}${check}`)
      }),
    ]
    return () => stops.forEach((stop) => stop())
  }

  const checkForUpdates = (): Promise<ActionResult> => bridge().checkForUpdates()

  const installCli = (): Promise<ActionResult> => bridge().installCli()

  return {
    linksOpenThemselves,
    openExternal,
    openDashboard,
    followNavigation,
    checkForUpdates,
    installCli,
  }
})
