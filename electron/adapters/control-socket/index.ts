// The control socket of this user on this machine (see socket-path.ts for the rules).
import type { Logger } from '../../core/ports'
import type { AppServiceApi } from '../../shared/app-service-api'
import { messageOf } from '../../shared/errors'
import { startControlSocket, type ControlSocket } from './server'
import { localControlSocketPlace, type SocketPlace } from './socket-path'

export { startControlSocket, SocketInUseError, type ControlSocket } from './server'
export { localControlSocketPlace } from './socket-path'
export type { ControlStatus } from './protocol'

/**
 * Starts this user's control socket for a host (desktop or serve mode). A problem never stops the
 * app: it is logged, and the app runs without the socket (null).
 */
export async function openControlSocket(
  service: AppServiceApi,
  logger: Logger,
  place: SocketPlace = localControlSocketPlace(),
): Promise<ControlSocket | null> {
  try {
    return await startControlSocket({ place, service, logger })
  } catch (error) {
    logger.warn(`Control socket not started: ${messageOf(error)}`)
    return null
  }
}
