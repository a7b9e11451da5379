// The one trust rule for folders the app keeps state in (the data folder, the control socket's
// folder): a plain folder of this user that nobody else may write into. Anything else could hold
// files planted by another user (settings pointing the token elsewhere, a FIFO that blocks a read).
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  type Stats,
} from 'node:fs'
import { open } from 'node:fs/promises'

/** Why `stat` is not a folder this user alone controls, or null when it is. */
export function folderDistrust(path: string, stat: Stats, uid = process.getuid?.()): string | null {
  if (!stat.isDirectory()) return `${path} is not a folder`
  // Windows has no uid and no POSIX mode bits: its ACLs are the folder's protection there.
  if (uid === undefined) return null
  if (stat.uid !== uid) return `${path} belongs to another user`
  if ((stat.mode & 0o022) !== 0) return `${path} can be written by other users`
  return null
}

/** Throws when `path` is not a folder this user alone controls (a missing folder is fine). */
export function assertOwnFolder(path: string): void {
  let stat: Stats
  try {
    stat = lstatSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const problem = folderDistrust(path, stat)
  if (problem) throw new Error(`${problem}: Uptray does not use it.`)
}

export interface DataFolder {
  /** True when settings and caches may be read from and written to the folder. */
  trusted: boolean
  /** For the user (notification, sync line, log) when the folder is not used; else null. */
  notice: string | null
}

/**
 * Creates the data folder (0700) or checks the one that is there. A folder others could write
 * into may hold planted files (an attacker's base URL, alerts muted), so it is not read at all:
 * the app runs on defaults kept in memory and says why. Running on stays the safer choice: the
 * watch goes on and alerts keep coming, which stopping would end.
 */
export function openDataFolder(path: string): DataFolder {
  const created = mkdirSync(path, { recursive: true, mode: 0o700 }) !== undefined
  // Followed when a link: the folder it leads to is the one read and written.
  const problem = created ? null : folderDistrust(path, statSync(path))
  if (!problem) return { trusted: true, notice: null }
  return {
    trusted: false,
    notice: `${problem}, so Uptray does not read or write it: this run uses the default settings, kept in memory. Make the folder yours alone (chmod 700 "${path}") and restart.`,
  }
}

/** Opening flags that never block: a FIFO planted in place of a file must not hang a read. */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)

/** Why a file is refused: only regular files are read. */
function notRegular(path: string): Error {
  return Object.assign(new Error(`${path} is not a regular file`), { code: 'ENOTREGULAR' })
}

/** A regular file's text; anything else (FIFO, device, socket, folder) throws, without waiting. */
export async function readRegularFile(path: string): Promise<string> {
  const handle = await open(path, READ_FLAGS)
  try {
    if (!(await handle.stat()).isFile()) throw notRegular(path)
    return await handle.readFile('utf8')
  } finally {
    await handle.close()
  }
}

/** readRegularFile for code that must read synchronously (settings before the app starts). */
export function readRegularFileSync(path: string): string {
  const fd = openSync(path, READ_FLAGS)
  try {
    if (!fstatSync(fd).isFile()) throw notRegular(path)
    return readFileSync(fd, 'utf8')
  } finally {
    closeSync(fd)
  }
}
