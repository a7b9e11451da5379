// electron-updater's autoUpdater, loaded only when updates are on (a packaged app not on the
// demo): development and tests never load it.
import type { Updater } from './setup-updater'

export async function loadAutoUpdater(): Promise<Updater> {
  const updater = await import('electron-updater')
  // A CommonJS module: its exports arrive as the default export under Node's ESM loader.
  return (updater.default ?? updater).autoUpdater
}
