// The desktop app's settings file as the CLI reads and changes it while the app is not running:
// the file the app keeps in Electron's user data folder (<appData>/<app name>/settings.json),
// read and migrated with the shared migrateSettings, changed with the shared applySettingsPatch
// and written atomically, 0600 in a 0700 folder (adapters/file-store.ts), as the app writes it.
// A folder others may write into is refused, as the app refuses to read it (adapters/own-folder.ts).
// A file that cannot be read is left as it is: the app sets it aside itself on its next start.
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { FileStore } from '../adapters/file-store'
import { assertOwnFolder, readRegularFile } from '../adapters/own-folder'
import { messageOf } from '../shared/errors'
import { migrateSettings } from '../shared/migrate-settings'
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from '../shared/settings'
import { applySettingsPatch } from '../shared/settings-patch'
import { CliError, EXIT } from './exit-codes'

/** The file's key in its folder: `settings.json`, the name electron-store is given. */
const SETTINGS_KEY = 'settings'

/**
 * Electron's appData folder: $XDG_CONFIG_HOME or ~/.config on Linux, Application Support on
 * macOS, %APPDATA% on Windows.
 */
export function appDataDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  const home = env.HOME || homedir()
  if (platform === 'darwin') return join(home, 'Library', 'Application Support')
  if (platform === 'win32') return env.APPDATA || join(home, 'AppData', 'Roaming')
  return env.XDG_CONFIG_HOME || join(home, '.config')
}

/**
 * The app's user data folder. Electron names it after the app: package.json's name (`uptray`)
 * when run from the repository, and the packaged app may carry the productName (`Uptray`,
 * resources/electron-builder.yml); the one holding a settings file wins, else `uptray`.
 */
export function userDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  const base = appDataDir(env, platform)
  const candidates = ['uptray', 'Uptray'].map((name) => join(base, name))
  return candidates.find((dir) => existsSync(join(dir, `${SETTINGS_KEY}.json`))) ?? candidates[0]!
}

export interface SettingsFile {
  path: string
  read(): Promise<Settings>
  /** Applies the patch to the file's settings and writes them; a refused patch is exit 4. */
  update(patch: SettingsPatch): Promise<Settings>
}

export function openSettingsFile(directory: string): SettingsFile {
  const store = new FileStore(directory)
  const path = store.pathFor(SETTINGS_KEY)

  function trusted(): void {
    try {
      assertOwnFolder(directory)
    } catch (error) {
      throw new CliError(EXIT.unexpected, messageOf(error))
    }
  }

  async function read(): Promise<Settings> {
    trusted()
    let text: string
    try {
      text = await readRegularFile(path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        return structuredClone(DEFAULT_SETTINGS)
      }
      throw new CliError(EXIT.unexpected, `Cannot read ${path}: ${messageOf(error)}`)
    }
    let problem: string
    try {
      const result = migrateSettings(JSON.parse(text))
      if (result.ok) return result.settings
      problem = result.problem
    } catch {
      problem = 'not valid JSON'
    }
    throw new CliError(
      EXIT.unexpected,
      `${path} cannot be read (${problem}); it was left as is (the app sets it aside when it starts).`,
    )
  }

  return {
    path,
    read,
    async update(patch) {
      const result = applySettingsPatch(await read(), patch)
      if (!result.ok) throw new CliError(EXIT.badArguments, result.message)
      try {
        await store.set(SETTINGS_KEY, result.settings)
      } catch (error) {
        throw new CliError(EXIT.unexpected, `Cannot write ${path}: ${messageOf(error)}`)
      }
      return result.settings
    },
  }
}
