// Where the running app's control socket lives, per OS. Pure: the caller passes what it knows.
//   Linux/macOS: $XDG_RUNTIME_DIR/uptray/control.sock, else ~/.cache/uptray/control.sock
//     (the folder 0700, the socket 0600: only this user may connect).
//   Windows: the named pipe \\.\pipe\uptray-<user> (one per user).
//   UPTRAY_CONTROL_SOCKET (an absolute path) overrides both: tests and several setups side by side.
import { homedir, userInfo } from 'node:os'
import { dirname, isAbsolute, join, posix } from 'node:path'

export interface SocketPlace {
  /** The path to listen on and connect to. */
  path: string
  /** The folder to create with mode 0700, or null for a Windows pipe. */
  dir: string | null
  /** True when UPTRAY_CONTROL_SOCKET named the path: its folder is the user's, not Uptray's. */
  chosen?: true
}

export interface SocketPathInput {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  home: string
  user: string
}

/** A user name as a pipe name may carry it: unknown characters become `_`, at most 64. */
function pipeSafe(user: string): string {
  return (user.replace(/[^A-Za-z0-9._-]/g, '_') || 'user').slice(0, 64)
}

export function controlSocketPlace({ platform, env, home, user }: SocketPathInput): SocketPlace {
  const chosen = env.UPTRAY_CONTROL_SOCKET
  if (chosen && isAbsolute(chosen)) {
    return {
      path: chosen,
      dir: platform === 'win32' && chosen.startsWith('\\\\') ? null : dirname(chosen),
      chosen: true,
    }
  }
  if (platform === 'win32') return { path: `\\\\.\\pipe\\uptray-${pipeSafe(user)}`, dir: null }
  const runtime = env.XDG_RUNTIME_DIR
  // Only an absolute runtime folder counts: a relative one would depend on the working folder.
  const base = runtime && posix.isAbsolute(runtime) ? runtime : join(home, '.cache')
  const dir = join(base, 'uptray')
  return { path: join(dir, 'control.sock'), dir }
}

/** This user's place on this machine (the CLI asks here; a host listens here). */
export function localControlSocketPlace(
  env: Record<string, string | undefined> = process.env,
): SocketPlace {
  let user = env.USER ?? env.USERNAME ?? 'user'
  try {
    user = userInfo().username
  } catch {
    // No passwd entry (some containers): the environment's name will do.
  }
  return controlSocketPlace({ platform: process.platform, env, home: homedir(), user })
}
