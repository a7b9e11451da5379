// Window sizes and positions survive restarts in their own small electron-store file (kept
// apart from the settings: they change on every drag and are never worth a migration).
import Store from 'electron-store'
import type { Rectangle } from 'electron'
import type { BoundsStore } from './setup-windows'

export function openWindowStateStore(userDataDir: string): BoundsStore {
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
