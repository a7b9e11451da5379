// The `uptray` command of the packaged app: a small shell wrapper that runs the bundled CLI with
// the app's own binary in Node mode. Pure: the caller says where things are.
import { join } from 'node:path'

/** POSIX single quotes: the path is taken literally by sh, whatever it contains. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

export function wrapperScript(appBinary: string, cliPath: string): string {
  return `#!/bin/sh\nELECTRON_RUN_AS_NODE=1 exec ${quote(appBinary)} ${quote(cliPath)} "$@"\n`
}

/** /usr/local/bin when this user may write there, else ~/.local/bin. */
export function wrapperFolder(home: string, canWrite: (dir: string) => boolean): string {
  return canWrite('/usr/local/bin') ? '/usr/local/bin' : join(home, '.local', 'bin')
}

/** Only macOS and Linux get the wrapper; Windows gets the installer's PATH entry. */
export function canInstallWrapper(platform: NodeJS.Platform): boolean {
  return platform === 'darwin' || platform === 'linux'
}
