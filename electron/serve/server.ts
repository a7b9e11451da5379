// Serve mode's listener: Hono for the dashboard files and the `ws` WebSocket on the same
// port, bound to 127.0.0.1 only. Returns the URL to print (it carries the access token).
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Logger } from '../core/ports'
import type { AppServiceApi } from '../shared/app-service-api'
import { newAccessToken } from './access'
import { firstScreenSource } from './first-screen'
import { createHttpApp } from './http-app'
import { attachWsServer } from './ws-server'

export const SERVE_HOST = '127.0.0.1'

export interface RunningServer {
  url: string
  origin: string
  port: number
  close(): Promise<void>
}

export async function startServer(options: {
  service: AppServiceApi
  port: number
  rendererDir: string
  logger: Logger
  accessToken?: string
  /** False: pages carry no first screenful and wait for the WebSocket (a benchmark's baseline). */
  firstScreen?: boolean
}): Promise<RunningServer> {
  const accessToken = options.accessToken ?? newAccessToken()
  let origin = ''
  const ownOrigin = () => origin
  let ws: ReturnType<typeof attachWsServer> | null = null
  const app = createHttpApp({
    accessToken,
    rendererDir: options.rendererDir,
    ownOrigin,
    firstScreen:
      options.firstScreen === false
        ? undefined
        : firstScreenSource(options.service, () => ws?.feed.summary() ?? null),
  })

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: SERVE_HOST }, () =>
      resolve(s as Server),
    ) as Server
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${SERVE_HOST}:${port}`
  ws = attachWsServer({
    server,
    service: options.service,
    accessToken,
    ownOrigin,
    logger: options.logger,
  })

  return {
    url: `${origin}/?token=${accessToken}`,
    origin,
    port,
    async close() {
      await ws?.close()
      server.closeAllConnections?.()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
