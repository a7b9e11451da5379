// A forwarding HTTP proxy on 127.0.0.1 (a free port) that keeps each request's method, path and
// Authorization header: what a service behind it was sent, token included, for tests that check
// a token reached no other account's service. The simulator's own request log keeps no headers.
import { createServer, request, type Server } from 'node:http'

export interface SeenRequest {
  method: string
  path: string
  authorization: string | null
}

export interface RecordingProxy {
  baseUrl: string
  seen: SeenRequest[]
  close(): Promise<void>
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const to = new URL(target)
  const seen: SeenRequest[] = []
  const server: Server = createServer((req, res) => {
    seen.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      authorization: req.headers.authorization ?? null,
    })
    const forward = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
