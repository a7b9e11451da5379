// Failures produced by the real simulator (its fault injection and its own rate limit) reach the
// caller as the right typed error, and the rate-limit state follows the simulator's headers.
import { afterEach, describe, expect, it } from 'vitest'
import {
  AuthError,
  BadResponseError,
  createApiClient,
  NetworkError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '@app/core/api'
import { useSimulatedApi } from './sim-client'
import { everythingIn } from './token-leak'

const ctx = useSimulatedApi({ monitors: 5, seed: 11, rateLimit: 1000 })

afterEach(async () => {
  await ctx().sim.control.clearFaults()
  await ctx().sim.control.setRateLimit(1000)
})

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Error)
  expect(everythingIn(error)).not.toContain(ctx().sim.token)
  return error
}

describe('simulator faults', () => {
  it('500 and 503 -> ServerError', async () => {
    const { api, sim } = ctx()
    await sim.control.addFault({ kind: 'status', status: 503, count: 1 })
    expect(await failure(api.monitors.listPage(1))).toBeInstanceOf(ServerError)
    await sim.control.addFault({ kind: 'status', status: 500, count: 1 })
    const error = (await failure(api.me())) as ServerError
    expect(error.status).toBe(500)
    expect(error.message).toContain('Server Error')
    await expect(api.me()).resolves.toMatchObject({ id: expect.any(Number) }) // the fault is spent
  })

  it('a revoked token -> AuthError', async () => {
    const { api, sim } = ctx()
    await sim.control.addFault({ kind: 'token-revoked', count: 1 })
    const error = (await failure(api.monitors.listPage(1))) as AuthError
    expect(error).toBeInstanceOf(AuthError)
    expect(error.message).toContain('Unauthenticated.')
  })

  it('a rate-limit storm -> RateLimitError with the Retry-After wait', async () => {
    const { api, sim } = ctx()
    await sim.control.addFault({ kind: 'rate-limit-storm', count: 1, retryAfterSeconds: 37 })
    const error = (await failure(api.monitors.listPage(1))) as RateLimitError
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error.retryAfterMs).toBe(37_000)
    expect(api.rateLimit.get()).toMatchObject({ remaining: 0 })
  })

  it('malformed JSON -> BadResponseError', async () => {
    const { api, sim } = ctx()
    await sim.control.addFault({ kind: 'malformed-json', count: 1 })
    expect(await failure(api.monitors.listPage(1))).toBeInstanceOf(BadResponseError)
  })

  it('a connection dropped mid-body -> NetworkError', async () => {
    const { api, sim } = ctx()
    await sim.control.addFault({ kind: 'drop-connection', count: 1 })
    expect(await failure(api.monitors.listPage(1))).toBeInstanceOf(NetworkError)
  })

  it('a slow answer -> TimeoutError', async () => {
    const { sim } = ctx()
    await sim.control.addFault({ kind: 'delay', delayMs: 2_000, count: 1 })
    const impatient = createApiClient({
      baseUrl: sim.baseUrl,
      token: sim.token,
      fetch: globalThis.fetch,
      timeoutMs: 200,
    })
    const error = (await failure(impatient.me())) as TimeoutError
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it('a wrong token -> AuthError, with the token nowhere in it', async () => {
    const { sim } = ctx()
    const wrong = createApiClient({
      baseUrl: sim.baseUrl,
      token: 'not-the-right-token-123',
      fetch: globalThis.fetch,
    })
    const error = await wrong.me().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthError)
    expect(everythingIn(error)).not.toContain('not-the-right-token-123')
  })
})

describe('the simulator rate limit', () => {
  it('counts down X-RateLimit-Remaining, then answers 429 with a wait', async () => {
    const { sim } = ctx()
    await sim.control.setRateLimit(3)
    await sim.control.reset({ seed: 11, monitors: 5 })
    await sim.control.setRateLimit(3)
    const api = createApiClient({ baseUrl: sim.baseUrl, token: sim.token, fetch: globalThis.fetch })
    const remaining: (number | null)[] = []
    api.rateLimit.subscribe((s) => remaining.push(s.remaining))
    await api.me()
    await api.me()
    await api.me()
    const error = (await failure(api.me())) as RateLimitError
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error.retryAfterMs).toBeGreaterThan(0)
    expect(remaining.slice(0, 3)).toEqual([2, 1, 0])
    expect(api.rateLimit.get()).toMatchObject({ limit: 3, remaining: 0 })
  })
})
