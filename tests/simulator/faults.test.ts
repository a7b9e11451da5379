// Every injected fault kind, seen by a real HTTP client.
import { afterEach, describe, expect, it } from 'vitest'
import { useSimulator } from '../helpers/simulator'

const sim = useSimulator({ clock: 'manual', scenario: 'steady', rateLimit: 1000 })

afterEach(async () => {
  await sim().control.clearFaults()
})

describe('simulator: injected faults', () => {
  it('status: answers the given status for the next N requests only', async () => {
    await sim().control.addFault({ kind: 'status', status: 503, count: 2 })
    expect((await sim().api('/api/me')).status).toBe(503)
    const second = await sim().api('/api/me')
    expect(second.status).toBe(503)
    expect(second.headers.get('x-ratelimit-limit')).toBe('1000')
    expect((await sim().api('/api/me')).status).toBe(200)
  })

  it('status within a time window on the simulator clock, limited to a path prefix', async () => {
    await sim().control.addFault({
      kind: 'status',
      status: 500,
      durationMs: 60_000,
      pathPrefix: '/api/monitors',
    })
    expect((await sim().api('/api/monitors')).status).toBe(500)
    expect((await sim().api('/api/me')).status).toBe(200)
    await sim().control.advance({ minutes: 1 })
    expect((await sim().api('/api/monitors')).status).toBe(200)
  })

  it('everyNth: only every n-th matching request fails (a flaky service)', async () => {
    await sim().control.addFault({ kind: 'status', status: 502, everyNth: 3, count: 2 })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await sim().api('/api/me')).status)
    expect(statuses).toEqual([200, 200, 502, 200, 200, 502, 200, 200])
  })

  it('delay: answers normally after the delay', async () => {
    await sim().control.addFault({ kind: 'delay', delayMs: 150, count: 1 })
    const started = performance.now()
    const response = await sim().api('/api/me')
    expect(response.status).toBe(200)
    // A functional check that the delay happened at all, not a speed goal.
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('malformed-json: the real answer at full length, with a syntax error', async () => {
    const real = await (await sim().api('/api/monitors')).text()
    await sim().control.addFault({ kind: 'malformed-json', count: 1 })
    const response = await sim().api('/api/monitors')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = await response.text()
    expect(text.length).toBeGreaterThanOrEqual(real.length)
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError)
    expect((await sim().api('/api/monitors')).status).toBe(200)
  })

  it('truncated-json: a complete exchange whose JSON stops halfway', async () => {
    const real = await (await sim().api('/api/monitors')).text()
    await sim().control.addFault({ kind: 'truncated-json', count: 1 })
    const response = await sim().api('/api/monitors')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.length).toBeLessThan(real.length)
    expect(real.startsWith(text)).toBe(true)
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError)
  })

  it('hang: no answer at all until the client gives up; then answers again', async () => {
    await sim().control.addFault({ kind: 'hang', count: 1 })
    await expect(sim().api('/api/me', { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    expect((await sim().api('/api/me')).status).toBe(200)
    // The server learns of the client leaving on its own schedule: wait for the log entry.
    let hung: unknown
    for (let i = 0; i < 50 && !hung; i++) {
      hung = (await sim().control.requests()).find((r) => r.status === 499)
      if (!hung) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(hung).toMatchObject({ path: '/api/me', status: 499 })
  })

  it('drift: null, retyped, removed and unknown fields on the chosen monitors only', async () => {
    type Page = { data: { id: number; checks: Record<string, unknown>[] }[] }
    const real = await sim().json<Page>('/api/monitors')
    const [a, b, c] = real.data
    if (!a || !b || !c) throw new Error('the steady scenario seeds more than 2 monitors')
    const variants = [
      ['settings-null', (check: Record<string, unknown>) => check.settings === null],
      ['label-null', (check: Record<string, unknown>) => check.label === null],
      [
        'result-unknown',
        (check: Record<string, unknown>) => check.latest_run_result === 'degraded',
      ],
      ['enabled-retyped', (check: Record<string, unknown>) => check.enabled === 'yes'],
      ['ended-at-removed', (check: Record<string, unknown>) => !('latest_run_ended_at' in check)],
    ] as const
    for (const [variant, drifted] of variants) {
      const fault = await sim().control.addFault({
        kind: 'drift',
        monitorIds: [a.id, b.id],
        variant,
      })
      const page = await sim().json<Page>('/api/monitors')
      const single = await sim().json<Page['data'][number]>(`/api/monitors/${c.id}`)
      await sim().control.removeFault(fault.id)
      expect(drifted(page.data[0]!.checks[0]!), variant).toBe(true)
      expect(drifted(page.data[1]!.checks[0]!), variant).toBe(true)
      // The other checks and monitors are what the service really says.
      expect(page.data[0]!.checks.slice(1)).toEqual(a.checks.slice(1))
      expect(page.data.slice(2)).toEqual(real.data.slice(2))
      expect(single).toEqual(c)
    }
    // Without a list: `share` of the monitors drift (here all of them).
    await sim().control.addFault({ kind: 'drift', share: 1 })
    const all = await sim().json<Page>('/api/monitors')
    expect(all.data.every((m, i) => JSON.stringify(m) !== JSON.stringify(real.data[i]))).toBe(true)
  })

  it('drop-connection: the client sees a network error mid-body', async () => {
    await sim().control.addFault({ kind: 'drop-connection', count: 1 })
    const attempt = async () => {
      const response = await sim().api('/api/monitors')
      return response.text()
    }
    await expect(attempt()).rejects.toThrow(TypeError)
    expect((await sim().api('/api/me')).status).toBe(200)
  })

  it('rate-limit-storm: 429 with Retry-After while active', async () => {
    await sim().control.addFault({ kind: 'rate-limit-storm', count: 3, retryAfterSeconds: 42 })
    for (let i = 0; i < 3; i++) {
      const response = await sim().api('/api/me')
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('42')
      expect(response.headers.get('x-ratelimit-remaining')).toBe('0')
      expect(await response.json()).toEqual({ message: 'Too Many Attempts.' })
    }
    expect((await sim().api('/api/me')).status).toBe(200)
  })

  it('token-revoked: 401 until the fault is cleared', async () => {
    const fault = await sim().control.addFault({ kind: 'token-revoked' })
    for (let i = 0; i < 3; i++) expect((await sim().api('/api/me')).status).toBe(401)
    await sim().control.advance({ hours: 5 })
    expect((await sim().api('/api/me')).status).toBe(401)
    expect((await sim().control.faults()).map((f) => f.id)).toEqual([fault.id])
    await sim().control.removeFault(fault.id)
    expect((await sim().api('/api/me')).status).toBe(200)
  })

  it('rejects an unknown fault kind with a 422 naming the field', async () => {
    const response = await fetch(`${sim().baseUrl}/__sim/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'gremlins' }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { kind: [expect.any(String)] } })
  })

  it('logs requests with method, path, status and simulator time; the log can be cleared', async () => {
    await sim().control.clearRequests()
    await sim().api('/api/me')
    await sim().api('/api/monitors/424242')
    const log = await sim().control.requests()
    expect(log.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['GET', '/api/me', 200],
      ['GET', '/api/monitors/424242', 404],
    ])
    expect(log[0]!.at).toBe(sim().now())
    expect(log[0]!.time).toBe(new Date(sim().now()).toISOString().slice(0, 19) + '+00:00')
    await sim().control.clearRequests()
    expect(await sim().control.requests()).toEqual([])
  })
})
