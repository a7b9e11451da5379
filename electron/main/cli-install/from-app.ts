// "Install command-line tool" as the running app does it (Preferences and the tray menu): the
// wrapper runs this app's binary on the CLI bundle beside it, unpacked from the asar archive.
import { join } from 'node:path'
import { app } from 'electron'
import type { ActionResult } from '../../shared/app-service-api'
import { installCli } from './install'

/** The CLI bundle of this app: out/cli/uptray.mjs, outside the asar archive when packaged. */
export function bundledCliPath(appPath: string, packaged: boolean): string {
  return join(packaged ? `${appPath}.unpacked` : appPath, 'out', 'cli', 'uptray.mjs')
}

export interface InstallFromAppOptions {
  platform?: NodeJS.Platform
  /** Whether a folder may be written (default: the file system says). */
  canWrite?: (dir: string) => boolean
}

/** Installs the wrapper and says where it went (or why not, e.g. on Windows). */
export async function installCliFromApp(
  options: InstallFromAppOptions = {},
): Promise<ActionResult> {
  const result = await installCli({
    platform: options.platform ?? process.platform,
    appBinary: process.execPath,
    cliPath: bundledCliPath(app.getAppPath(), app.isPackaged),
    home: app.getPath('home'),
    ...(options.canWrite ? { canWrite: options.canWrite } : {}),
  })
  return result.ok ? { ok: true, message: result.message } : { ok: false, message: result.message }
}
