// Window sizes and positions survive restarts in their own small electron-store file (kept
// apart from the settings: they change on every drag and are never worth a migration).
import { lstatSync } from 'node:fs'
import { join } from 'node:path'
import Store from 'electron-store'
import type { Rectangle } from 'electron'
import type { BoundsStore } from './setup-windows'

/** Bounds for this run only: an untrusted data folder, or something not a file in its place. */
export function memoryWindowStateStore(): BoundsStore {
  const bounds = new Map<string, Rectangle>()
  return { get: (name) => bounds.get(name), set: (name, value) => void bounds.set(name, value) }
}

function regularOrMissing(path: string): boolean {
  try {
    return lstatSync(path).isFile()
  } catch {
    return true
  }
}

export function openWindowStateStore(userDataDir: string): BoundsStore {
  // electron-store reads the file at once: a FIFO there would block the start for good.
  if (!regularOrMissing(join(userDataDir, 'window-state.json'))) return memoryWindowStateStore()
  const store = new Store<Record<string, Rectangle>>({
    cwd: userDataDir,
    name: 'window-state',
    // A damaged file only costs the remembered positions; never block the start for it.
    clearInvalidConfig: true,
  })
  return {
    get: (name) => store.get(name),
    set: (name, bounds) => store.set(name, bounds),
  }
}
