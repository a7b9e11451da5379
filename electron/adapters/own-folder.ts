// The one trust rule for folders the app keeps state in (the data folder, the control socket's
// folder): a plain folder of this user that nobody else may write into. Anything else could hold
// files planted by another user (settings pointing the token elsewhere, a FIFO that blocks a read).
import { lstatSync, type Stats } from 'node:fs'

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
