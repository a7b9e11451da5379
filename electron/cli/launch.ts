// The entry of the CLI bundle (out/cli/uptray.mjs): turns on Node's compile cache, then loads
// the CLI. The bundle is split into chunks (scripts/build-cli.mjs) that are compiled once and
// read from the cache afterwards, which is most of a short command's start-up.
import * as nodeModule from 'node:module'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** The user's cache folder for Uptray's compiled CLI code. */
export function compileCacheDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  const home = env.HOME || homedir()
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'uptray', 'compile-cache')
  if (platform === 'win32') {
    return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'uptray', 'compile-cache')
  }
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'uptray', 'compile-cache')
}

// Absent before Node 22.1 (and in older Electron runtimes): the CLI then simply compiles afresh.
// An unwritable folder only disables the cache (enableCompileCache reports it, never throws).
const enable = (nodeModule as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache
if (enable && !process.env.NODE_DISABLE_COMPILE_CACHE) {
  try {
    enable(process.env.NODE_COMPILE_CACHE || compileCacheDir(process.env, process.platform))
  } catch {
    // A cache is only a speed-up.
  }
}

await import('./index')
