// A stand-in address for a service: a server on 127.0.0.1 (a free port) that forwards every
// request to the service behind it and keeps its method, path and Authorization header, token
// included, for tests that check a token reached no other account's service (the simulator's own
// request log keeps no headers). Not an HTTP_PROXY: see tests/helpers/recording-proxy.ts for that.
import { createServer, request, type Server } from 'node:http'

export interface SeenRequest {
  method: string
  path: string
  authorization: string | null
}

export interface AuthRecorder {
  baseUrl: string
  seen: SeenRequest[]
  close(): Promise<void>
}

export async function startAuthRecorder(target: string): Promise<AuthRecorder> {
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
