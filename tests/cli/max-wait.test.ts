// `status --max-wait` against the real simulator and the real CLI process: a 429 whose
// Retry-After fits is sat out (nothing is sent inside the wait, the sweep then finishes, exit 0);
// a longer one exits 3 naming when to retry; `--max-wait 0` does not wait at all.
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runStatus } from '@app/cli/status'
import type { LoggedRequest } from '@app/simulator/control-client'
import { useSimulator } from '../helpers/simulator'
import { runCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'h3-wait-SECRET-token-8282'
const MONITORS = 5
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: MONITORS, seed: 11 })

afterEach(async () => {
  await sim().control.clearFaults()
  await sim().control.clearRequests()
})

/** The monitor list answers 429 with this Retry-After (`count` times, else until cleared). */
async function rateLimitList(retryAfterSeconds: number, count?: number): Promise<void> {
  await sim().control.clearRequests()
  await sim().control.addFault({
    kind: 'rate-limit-storm',
    retryAfterSeconds,
    pathPrefix: '/api/monitors',
    ...(count !== undefined ? { count } : {}),
  })
}

async function apiRequests(): Promise<LoggedRequest[]> {
  return (await sim().control.requests()).filter((r) => r.path.startsWith('/api/'))
}

function status(...args: string[]) {
  return runCli(['status', '--json', '--base-url', sim().baseUrl, ...args], {
    UPTRAY_API_TOKEN: TOKEN,
  })
}

describe('status --max-wait', () => {
  it('sits out a short Retry-After, sending nothing inside it, then prints the whole picture', async () => {
    await rateLimitList(2, 1)
    const run = await status()
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as { monitors: unknown[] }
    expect(report.monitors).toHaveLength(MONITORS)
    expect(run.stderr).toMatch(/asked us to wait until \S+ \(429\); waiting/)

    const requests = await apiRequests()
    const limited = requests.filter((r) => r.status === 429)
    expect(limited).toHaveLength(1)
    const [answer] = limited as [LoggedRequest]
    const after = requests.filter((r) => r !== answer && r.at >= answer.at)
    // The sweep came back once the wait was over, and nothing was sent before that.
    expect(after.some((r) => r.path === '/api/monitors' && r.status === 200)).toBe(true)
    for (const request of after) expect(request.at).toBeGreaterThanOrEqual(answer.at + 2_000)
    expect(run.stdout + run.stderr).not.toContain(TOKEN)
  })

  it('exits 3 on a wait longer than --max-wait, naming when to retry, and sends nothing more', async () => {
    await rateLimitList(600)
    const started = Date.now()
    const run = await status('--max-wait', '30')
    expect(run.code).toBe(3)
    expect(run.stdout).toBe('')
    const retryAt = /Try again after (\S+?),/.exec(run.stderr)?.[1]
    expect(retryAt).toBeDefined()
    // About ten minutes from now (the header's 600 s, counted from the answer).
    const wait = Date.parse(retryAt!) - started
    expect(wait).toBeGreaterThan(590_000)
    expect(wait).toBeLessThan(620_000)
    expect(run.stderr).toMatch(/more than --max-wait 30 s/)
    const lists = (await apiRequests()).filter((r) => r.path === '/api/monitors')
    expect(lists.map((r) => r.status)).toEqual([429])
  })

  it('--max-wait 0 does not wait even for a short Retry-After', async () => {
    await rateLimitList(2, 1)
    const run = await status('--max-wait', '0')
    expect(run.code).toBe(3)
    expect(run.stderr).toMatch(/\(429\): 2 s, more than --max-wait 0 s/)
    const lists = (await apiRequests()).filter((r) => r.path === '/api/monitors')
    expect(lists.map((r) => r.status)).toEqual([429])
  })

  it('refuses a bad --max-wait with exit 4, sending nothing', async () => {
    await sim().control.clearRequests()
    const runs = await Promise.all([status('--max-wait=-5'), status('--max-wait', '2.5')])
    for (const run of runs) {
      expect(run.code).toBe(4)
      expect(run.stderr).toMatch(/--max-wait must be a whole number of seconds/)
    }
    expect(await apiRequests()).toEqual([])
  })
})

describe('status --max-wait in all', () => {
  it('counts every wait from the first 429: a second wait past it exits 3', async () => {
    // Two 429s of 2 s each: the second wait ends at least 4 s after the first 429.
    await rateLimitList(2, 2)
    const run = await status('--max-wait', '3')
    expect(run.code).toBe(3)
    expect(run.stderr).toMatch(/s of waiting already, more than --max-wait 3 s\. Try again after /)
    const lists = (await apiRequests()).filter((r) => r.path === '/api/monitors')
    expect(lists.map((r) => r.status)).toEqual([429, 429])
  })

  it('--help documents --max-wait', async () => {
    const run = await runCli(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /uptray status \[--json[^\]]*\] \[--max-wait SECONDS\] \[--account NAME\]\s+\[--base-url URL\]/,
    )
    expect(run.stdout).toMatch(/--max-wait seconds in all \(default 60; 0: never wait\)/)
  })
})

/**
 * A front for the simulator on 127.0.0.1 that drops `Retry-After` from its answers, as a service
 * sending only `X-RateLimit-Reset` would; records the resets it passed on (Unix seconds).
 */
async function startResetOnlyFront() {
  const target = new URL(sim().baseUrl)
  const resets: number[] = []
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const headers = { ...answer.headers }
        delete headers['retry-after']
        if (answer.statusCode === 429) resets.push(Number(headers['x-ratelimit-reset']))
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    resets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe('status --max-wait with X-RateLimit-Reset only', () => {
  it('waits until the reset time, sending nothing before it', async () => {
    const front = await startResetOnlyFront()
    try {
      await rateLimitList(2, 1)
      const output = await runStatus({
        baseUrl: front.url,
        token: TOKEN,
        json: true,
        fetch: globalThis.fetch,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
        maxWaitSeconds: 10,
      })
      expect((JSON.parse(output) as { monitors: unknown[] }).monitors).toHaveLength(MONITORS)
      expect(front.resets).toHaveLength(1)
      const resetAt = front.resets[0]! * 1000
      const requests = await apiRequests()
      const answer = requests.find((r) => r.status === 429)!
      for (const later of requests.filter((r) => r !== answer && r.at >= answer.at)) {
        expect(later.at).toBeGreaterThanOrEqual(resetAt)
      }
    } finally {
      await front.close()
    }
  })
})
