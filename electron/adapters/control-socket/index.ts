// The control socket of this user on this machine (see socket-path.ts for the rules).
import { homedir, userInfo } from 'node:os'
import { controlSocketPlace, type SocketPlace } from './socket-path'

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

export { startControlSocket, SocketInUseError, type ControlSocket } from './server'
export type { ControlStatus } from './protocol'
