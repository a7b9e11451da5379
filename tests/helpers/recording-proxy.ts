// A real HTTP proxy (the `proxy` package) on 127.0.0.1 and a free port that records every
// request it forwards and every CONNECT tunnel it opens. Closed by `close()`.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProxy } from 'proxy'

export interface RecordingProxy {
  url: string
  /** `CONNECT host:port` and `GET http://...` lines, in arrival order. */
  seen: string[]
  close(): Promise<void>
}

export async function startRecordingProxy(): Promise<RecordingProxy> {
  const server = createServer()
  const seen: string[] = []
  server.on('request', (req) => seen.push(`${req.method} ${req.url}`))
  server.on('connect', (req) => seen.push(`CONNECT ${req.url}`))
  createProxy(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
