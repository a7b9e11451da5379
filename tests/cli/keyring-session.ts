// A private Secret Service for CLI tests that spawn several processes: a session D-Bus of its own
// (dbus-daemon) with an unlocked gnome-keyring on it, in a temp folder, as scripts/with-keyring.sh
// makes one for the vault tests. Every CLI run given `env` reads and writes that keyring, never
// the machine's; stop() ends the bus (the keyring daemon exits with it) and removes the folder.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface KeyringSession {
  env: Record<string, string>
  /** The secret under service `uptray` and `account` (keyring-rs calls it username), by secret-tool. */
  lookup(account: string): string | null
  stop(): void
}

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
}

/** Why a Secret Service cannot be started here, or null when it can. */
export function keyringUnavailable(): string | null {
  for (const command of ['dbus-daemon', 'gnome-keyring-daemon', 'secret-tool']) {
    if (!has(command)) return `${command} is not installed`
  }
  return null
}

export function startKeyring(): KeyringSession {
  const folder = mkdtempSync(join(tmpdir(), 'uptray-keyring-'))
  const run = join(folder, 'run')
  mkdirSync(run, { mode: 0o700 })
  mkdirSync(join(folder, 'data'))
  const bus = spawnSync(
    'dbus-daemon',
    ['--session', '--fork', '--print-address=1', '--print-pid=1'],
    {
      encoding: 'utf8',
    },
  )
  const [address, pid] = bus.stdout.trim().split('\n')
  if (bus.status !== 0 || !address || !pid) {
    rmSync(folder, { recursive: true, force: true })
    throw new Error(`dbus-daemon did not start: ${bus.stderr}`)
  }
  const env = {
    DBUS_SESSION_BUS_ADDRESS: address,
    XDG_DATA_HOME: join(folder, 'data'),
    XDG_RUNTIME_DIR: run,
  }
  const daemon = spawnSync('gnome-keyring-daemon', ['--unlock', '--components=secrets'], {
    input: 'pass\n',
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (daemon.status !== 0) throw new Error(`gnome-keyring-daemon did not start: ${daemon.stderr}`)
  return {
    env,
    lookup(account) {
      const found = spawnSync('secret-tool', ['lookup', 'service', 'uptray', 'username', account], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      })
      return found.status === 0 && found.stdout !== '' ? found.stdout : null
    },
    stop() {
      try {
        process.kill(Number(pid))
      } catch {
        // Already gone.
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
