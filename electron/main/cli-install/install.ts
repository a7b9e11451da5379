// "Install command-line tool": writes the `uptray` wrapper (mode 0755) and says where it went.
import { accessSync, constants } from 'node:fs'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { canInstallWrapper, wrapperFolder, wrapperScript } from './wrapper'
import { t } from '../../shared/i18n/translate'

export interface CliInstallInput {
  platform: NodeJS.Platform
  /** The app's executable (process.execPath in the packaged app). */
  appBinary: string
  /** The bundled CLI, unpacked from the asar archive. */
  cliPath: string
  home: string
  canWrite?: (dir: string) => boolean
}

export interface CliInstallResult {
  ok: boolean
  message: string
  path: string | null
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK)
    return true
  } catch {
    return false
  }
}

export async function installCli(input: CliInstallInput): Promise<CliInstallResult> {
  if (!canInstallWrapper(input.platform)) {
    return {
      ok: false,
      message: t('tray.cli.windows'),
      path: null,
    }
  }
  const folder = wrapperFolder(input.home, input.canWrite ?? writable)
  const path = join(folder, 'uptray')
  try {
    await mkdir(folder, { recursive: true })
    await writeFile(path, wrapperScript(input.appBinary, input.cliPath))
    await chmod(path, 0o755)
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return {
      ok: false,
      message: t('tray.cli.failed', { folder, reason: why ?? '' }),
      path: null,
    }
  }
  const onPath = (process.env.PATH ?? '').split(':').includes(folder)
  return {
    ok: true,
    message: onPath
      ? t('tray.cli.installed', { path })
      : t('tray.cli.installedAddPath', { path, folder }),
    path,
  }
}
