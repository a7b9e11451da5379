// Start at login on Linux: Electron's login-item API does nothing there, so Uptray writes (or
// removes) an XDG autostart entry, which GNOME, KDE, Xfce and most other desktops honour.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'

export const AUTOSTART_FILE_NAME = 'uptray.desktop'

/** `$XDG_CONFIG_HOME/autostart`, else `~/.config/autostart`. */
export function autostartDir(env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'autostart')
}

/** Quotes an Exec argument as the Desktop Entry spec asks. */
function quoteExecArg(arg: string): string {
  if (!/[\s"'\\$`]/.test(arg)) return arg
  return `"${arg.replace(/(["`$\\])/g, '\\$1')}"`
}

/** The entry's text: starts the app hidden in the tray. */
export function autostartEntry(execPath: string, args: string[]): string {
  const exec = [execPath, ...args, '--hidden'].map(quoteExecArg).join(' ')
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Uptray',
    'Comment=Watch your monitors from the tray',
    `Exec=${exec}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n')
}

export async function setLinuxAutostart(
  enabled: boolean,
  options: { dir: string; execPath: string; args: string[] },
): Promise<void> {
  const file = join(options.dir, AUTOSTART_FILE_NAME)
  if (!enabled) {
    await rm(file, { force: true })
    return
  }
  await mkdir(options.dir, { recursive: true })
  await writeFile(file, autostartEntry(options.execPath, options.args), { mode: 0o644 })
}
