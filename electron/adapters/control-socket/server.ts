// The running app's control socket (desktop and serve mode): a Unix socket or a Windows named
// pipe, never TCP. Requests are answered by handle-request.ts from the app's own state: a client
// needs no token and spends no API request. A stale socket file (its app crashed) is replaced; a
// live one (another app answers) is left alone and start fails with SocketInUseError. Only a socket
// is ever removed: a path naming anything else is refused and left as it is.
import { chmodSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import type { Logger } from '../../core/ports'
import type { AppServiceApi } from '../../shared/app-service-api'
import { folderDistrust } from '../own-folder'
import { serveConnection } from './connection'
import { MAX_LINE_BYTES } from './protocol'
import type { SocketPlace } from './socket-path'

export interface ControlSocketOptions {
  place: SocketPlace
  service: AppServiceApi
  logger: Logger
  maxLineBytes?: number
  /** Unsent bytes a connection may hold (connection.ts); for tests. */
  maxBufferedBytes?: number
}

export interface ControlSocket {
  path: string
  close(): Promise<void>
}

export class SocketInUseError extends Error {
  constructor(path: string) {
    super(`Another Uptray is already running and answers on ${path}; this one does not listen.`)
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code

/**
 * Creates the folder 0700. An existing folder must be this user's: Uptray's own folder is tightened
 * to 0700; a folder named through UPTRAY_CONTROL_SOCKET that was there before is never chmodded
 * (it may be the user's home) and is refused when others may write into it.
 */
function prepareDir(dir: string, chosen: boolean): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined
  const stat = lstatSync(dir)
  if (!stat.isDirectory()) throw new Error(`${dir} is not a folder.`)
  if (process.getuid && stat.uid !== process.getuid()) {
    throw new Error(`${dir} belongs to another user: no control socket.`)
  }
  if (created || !chosen) {
    chmodSync(dir, 0o700)
    return
  }
  const problem = folderDistrust(dir, stat)
  if (problem) throw new Error(`${problem}: no control socket.`)
}

/** Removes a stale socket file; anything else at the path is not ours to delete. */
function removeStale(path: string): void {
  if (!lstatSync(path).isSocket()) {
    throw new Error(`${path} exists and is not a socket: it is left alone, no control socket.`)
  }
  unlinkSync(path)
}

/** True when an app answers on `path`; false when nothing does (a stale file). */
function alive(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(path, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

export async function startControlSocket(options: ControlSocketOptions): Promise<ControlSocket> {
  const { place, service, logger } = options
  const max = options.maxLineBytes ?? MAX_LINE_BYTES
  if (place.dir) prepareDir(place.dir, place.chosen === true)
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => socket.destroy())
    socket.on('close', () => sockets.delete(socket))
    serveConnection(socket, {
      service,
      maxLineBytes: max,
      maxBufferedBytes: options.maxBufferedBytes,
    })
  })
  server.on('error', (error) => logger.warn('control socket error', { message: error.message }))

  try {
    await listen(server, place.path)
  } catch (error) {
    if (codeOf(error) !== 'EADDRINUSE') throw error
    if (await alive(place.path)) throw new SocketInUseError(place.path)
    // The app that made this file is gone: replace it.
    if (place.dir) removeStale(place.path)
    await listen(server, place.path)
  }
  if (place.dir) chmodSync(place.path, 0o600)

  return {
    path: place.path,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
