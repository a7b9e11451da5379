// The Node side's network (adapters/node-fetch.ts, used by the CLI and serve mode) against a
// real proxy and a real HTTPS server signed by a throwaway company CA: HTTP_PROXY/HTTPS_PROXY
// are followed (the proxy records the tunnels it opened), NO_PROXY bypasses them, and
// NODE_EXTRA_CA_CERTS makes a certificate from that CA trusted. The CLI runs as a real process.
import { request as httpRequest } from 'node:http'
import { createServer as createHttpsServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeFetch } from '@app/adapters/node-fetch'
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy'
import { useSimulator } from '../helpers/simulator'
import { makeTestCa, testCaUnavailable, type TestCa } from '../helpers/test-ca'
import { runCli } from '../cli/run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'h3-proxy-SECRET-token-6363'
const MONITORS = 4
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: MONITORS, seed: 9 })

let proxy: RecordingProxy
beforeAll(async () => {
  proxy = await startRecordingProxy()
})
afterAll(async () => {
  await proxy.close()
})

const simHost = () => new URL(sim().baseUrl).host

async function status(baseUrl: string, env: Record<string, string>) {
  const run = await runCli(['status', '--json', '--base-url', baseUrl], {
    UPTRAY_API_TOKEN: TOKEN,
    ...env,
  })
  return {
    ...run,
    monitors: run.code === 0 ? (JSON.parse(run.stdout) as { monitors: unknown[] }).monitors : null,
  }
}

describe('proxies', () => {
  it('status goes through HTTP_PROXY, which sees the tunnel to the service', async () => {
    proxy.seen.length = 0
    const run = await status(sim().baseUrl, { HTTP_PROXY: proxy.url })
    expect(run.code).toBe(0)
    expect(run.monitors).toHaveLength(MONITORS)
    expect(proxy.seen).toContain(`CONNECT ${simHost()}`)
  })

  it('NO_PROXY sends the service direct, past the proxy', async () => {
    proxy.seen.length = 0
    const run = await status(sim().baseUrl, { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' })
    expect(run.code).toBe(0)
    expect(run.monitors).toHaveLength(MONITORS)
    expect(proxy.seen).toEqual([])
  })

  it('a proxy that is down is the service unreachable (exit 3): nothing goes around it', async () => {
    const down = await startRecordingProxy()
    await down.close()
    const run = await status(sim().baseUrl, { http_proxy: down.url })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('uptray: Cannot reach the service: ')
    expect(run.stderr).not.toContain(TOKEN)
  })

  it('createNodeFetch reads the environment it is given (serve mode passes process.env)', async () => {
    proxy.seen.length = 0
    const through = createNodeFetch({ HTTP_PROXY: proxy.url })
    const direct = createNodeFetch({ HTTP_PROXY: proxy.url, no_proxy: `${simHost()}` })
    const headers = { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' }
    expect((await through(`${sim().baseUrl}/api/me`, { headers })).status).toBe(200)
    expect(proxy.seen).toEqual([`CONNECT ${simHost()}`])
    expect((await direct(`${sim().baseUrl}/api/me`, { headers })).status).toBe(200)
    expect(proxy.seen).toHaveLength(1)
  })
})

/** An HTTPS front for the simulator on 127.0.0.1, with a certificate from the test CA. */
async function startHttpsFront(ca: TestCa): Promise<{ url: string; server: Server }> {
  const target = new URL(sim().baseUrl)
  const server = createHttpsServer({ key: ca.key, cert: ca.cert }, (req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `https://127.0.0.1:${port}`, server }
}

const noCa = testCaUnavailable()
if (noCa) console.warn(`Skipping the NODE_EXTRA_CA_CERTS tests: ${noCa}.`)

describe.skipIf(noCa !== null)('a company certificate authority', () => {
  let ca: TestCa
  let front: { url: string; server: Server }
  beforeAll(async () => {
    ca = makeTestCa()
    front = await startHttpsFront(ca)
  })
  afterAll(async () => {
    front.server.closeAllConnections()
    await new Promise<void>((resolve) => front.server.close(() => resolve()))
    ca.remove()
  })

  it('is trusted through NODE_EXTRA_CA_CERTS, and without it the certificate is refused', async () => {
    const trusted = await status(front.url, { NODE_EXTRA_CA_CERTS: ca.caFile })
    expect(trusted.code).toBe(0)
    expect(trusted.monitors).toHaveLength(MONITORS)

    const refused = await status(front.url, {})
    expect(refused.code).toBe(3)
    expect(refused.stderr).toContain('uptray: Cannot reach the service: ')
  })

  it('works through HTTPS_PROXY too (the proxy only tunnels; the CA still checks the service)', async () => {
    proxy.seen.length = 0
    const run = await status(front.url, {
      HTTPS_PROXY: proxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    })
    expect(run.code).toBe(0)
    expect(run.monitors).toHaveLength(MONITORS)
    expect(proxy.seen).toContain(`CONNECT ${new URL(front.url).host}`)
  })
})
