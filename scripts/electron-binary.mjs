// Finds the Electron binary without triggering the `electron` package's lazy download
// (which fails on machines without internet). Returns null when there is none.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'

export function findElectronBinary() {
  const require = createRequire(import.meta.url)
  let packageDir
  try {
    packageDir = dirname(require.resolve('electron/package.json'))
  } catch {
    return null
  }
  const pathFile = join(packageDir, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : 'electron'
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist')
  const binary = join(distDir, relative)
  return existsSync(binary) ? binary : null
}
