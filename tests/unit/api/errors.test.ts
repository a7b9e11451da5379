// Every failure maps to its typed error, over real HTTP, and the token appears in none of them.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AbortedError,
  ApiError,
  AuthError,
  BadResponseError,
  createApiClient,
  ForbiddenError,
  HttpStatusError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '@app/core/api'
import { json, type StubServer, startStub } from './http-stub'
import { everythingIn } from './token-leak'

const TOKEN = 'sk-live-9f8e7d6c5b4a3928'
const NOW = Date.UTC(2026, 2, 17, 12, 0, 0)

let stub: StubServer | undefined
afterEach(async () => {
  await stub?.close()
  stub = undefined
})

function client(baseUrl: string, timeoutMs?: number) {
  return createApiClient({
    baseUrl,
    token: TOKEN,
    fetch: globalThis.fetch,
    timeoutMs,
    clock: { now: () => NOW },
  })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  // The token must not leak through anything the error carries.
  expect(everythingIn(error)).not.toContain(TOKEN)
  return error as ApiError
}

describe('status mapping', () => {
  const statusCases = [
    [401, { error: 'Unauthenticated.' }, AuthError, 'Unauthenticated.'],
    [
      403,
      { message: 'This action is unauthorized.' },
      ForbiddenError,
      'This action is unauthorized.',
    ],
    [404, { message: 'Resource not found.' }, NotFoundError, 'Resource not found.'],
    [
      405,
      { message: 'The PUT method is not supported.' },
      HttpStatusError,
      'The PUT method is not supported.',
    ],
    [500, { message: 'Server Error' }, ServerError, 'Server Error'],
    [503, '<html>Service Unavailable</html>', ServerError, 'failed with 503'],
  ] as const

  for (const [status, body, type, text] of statusCases) {
    it(`${status} -> ${type.name}`, async () => {
      stub = await startStub((_req, res) => json(res, status, body))
      const error = await failure(client(stub.baseUrl).me())
      expect(error).toBeInstanceOf(type)
      expect(error.status).toBe(status)
      expect(error.method).toBe('GET')
      expect(error.path).toBe('/api/me')
      expect(error.message).toContain(text)
    })
  }

  it('422 -> ValidationError with the field errors', async () => {
    stub = await startStub((_req, res) =>
      json(res, 422, {
        message: 'The name has already been taken.',
        errors: {
          name: ['The name has already been taken.'],
          grace_time_in_minutes: ['Required.'],
        },
      }),
    )
    const error = await failure(
      client(stub.baseUrl).cronChecks.create(1, {
        name: 'backup',
        type: 'simple',
        frequency_in_minutes: 60,
        grace_time_in_minutes: 5,
      }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).fields).toEqual({
      name: ['The name has already been taken.'],
      grace_time_in_minutes: ['Required.'],
    })
    expect(error.message).toContain('The name has already been taken.')
  })

  it('429 with Retry-After -> RateLimitError waiting that many seconds', async () => {
    stub = await startStub((_req, res) =>
      json(
        res,
        429,
        { error: 'Too Many Attempts.' },
        { 'Retry-After': '42', 'X-RateLimit-Limit': '500', 'X-RateLimit-Remaining': '0' },
      ),
    )
    const api = client(stub.baseUrl)
    const error = (await failure(api.monitors.listPage(1))) as RateLimitError
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error.retryAfterMs).toBe(42_000)
    expect(error.retryAt).toBe(NOW + 42_000)
    expect(error.message).toContain('Too Many Attempts.')
    expect(api.rateLimit.get()).toEqual({
      limit: 500,
      remaining: 0,
      resetAt: NOW + 42_000,
      seenAt: NOW,
    })
  })

  it('429 with only X-RateLimit-Reset (Unix seconds) -> wait until then', async () => {
    const reset = Math.floor(NOW / 1000) + 90
    stub = await startStub((_req, res) =>
      json(res, 429, { error: 'Too Many Attempts.' }, { 'x-ratelimit-reset': String(reset) }),
    )
    const error = (await failure(client(stub.baseUrl).me())) as RateLimitError
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error.retryAfterMs).toBe(90_000)
  })

  it('429 with Retry-After as an HTTP date', async () => {
    stub = await startStub((_req, res) =>
      json(
        res,
        429,
        { error: 'Too Many Attempts.' },
        { 'Retry-After': new Date(NOW + 30_000).toUTCString() },
      ),
    )
    const error = (await failure(client(stub.baseUrl).me())) as RateLimitError
    expect(error.retryAfterMs).toBe(30_000)
  })

  it('429 without any hint -> RateLimitError with an unknown wait', async () => {
    stub = await startStub((_req, res) => json(res, 429, '{}'))
    const error = (await failure(client(stub.baseUrl).me())) as RateLimitError
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error.retryAfterMs).toBeNull()
  })

  it('a server message that echoes the token is redacted', async () => {
    stub = await startStub((req, res) =>
      json(res, 401, {
        error: `Token ${String(req.headers.authorization)} is invalid`,
        errors: { [TOKEN]: [TOKEN] },
      }),
    )
    const error = await failure(client(stub.baseUrl).me())
    expect(error).toBeInstanceOf(AuthError)
    expect(error.message).toContain('[redacted]')
  })
})

describe('transport failures', () => {
  it('connection refused -> NetworkError', async () => {
    const closed = await startStub(() => {})
    const baseUrl = closed.baseUrl
    await closed.close()
    const error = await failure(client(baseUrl).me())
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.status).toBeNull()
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('a fetch that throws with the token in its message -> NetworkError without the token', async () => {
    const api = createApiClient({
      baseUrl: 'https://service.test',
      token: TOKEN,
      fetch: async (_url, init) => {
        throw new TypeError(`failed: ${JSON.stringify(init?.headers)}`, {
          cause: { code: 'ECONNRESET', init },
        })
      },
    })
    const error = await failure(api.me())
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toContain('ECONNRESET')
  })

  it('no answer within the timeout -> TimeoutError', async () => {
    stub = await startStub(() => {}) // never answers
    const error = await failure(client(stub.baseUrl, 150).me())
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(150)
  })

  it('a body that never finishes -> TimeoutError (the timeout covers the body too)', async () => {
    stub = await startStub((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.write('{"id": 1,')
    })
    const error = await failure(client(stub.baseUrl, 150).me())
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it('a fetch that ignores its signal still ends at the timeout', async () => {
    const api = createApiClient({
      baseUrl: 'https://service.test',
      token: TOKEN,
      timeoutMs: 50,
      fetch: () => new Promise<Response>(() => {}),
    })
    expect(await failure(api.me())).toBeInstanceOf(TimeoutError)
  })

  it('the caller aborting mid-call -> AbortedError', async () => {
    const controller = new AbortController()
    stub = await startStub(() => controller.abort()) // aborts once the request arrived
    const error = await failure(client(stub.baseUrl).me({ signal: controller.signal }))
    expect(error).toBeInstanceOf(AbortedError)
  })

  it('an already aborted signal -> AbortedError without sending anything', async () => {
    stub = await startStub((_req, res) => json(res, 200, {}))
    const error = await failure(client(stub.baseUrl).me({ signal: AbortSignal.abort() }))
    expect(error).toBeInstanceOf(AbortedError)
    expect(stub.requests).toHaveLength(0)
  })

  it('malformed JSON -> BadResponseError', async () => {
    stub = await startStub((_req, res) => json(res, 200, '{"data": [{"id": 1,'))
    const error = await failure(client(stub.baseUrl).monitors.listPage(1))
    expect(error).toBeInstanceOf(BadResponseError)
    expect(error.message).toContain('not JSON')
  })

  it('an empty 200 where a body is expected -> BadResponseError', async () => {
    stub = await startStub((_req, res) => json(res, 200, ''))
    const error = await failure(client(stub.baseUrl).me())
    expect(error).toBeInstanceOf(BadResponseError)
    expect(error.message).toContain('empty body')
  })

  it('a required field with no fallback -> BadResponseError naming its path', async () => {
    stub = await startStub((_req, res) =>
      json(res, 200, {
        id: 1,
        team_id: 2,
        type: 'http',
        url: 'https://a.test',
        label: 'a',
        summarized_check_result: 'succeeded',
        checks: [{ id: 'three', type: 'uptime', label: 'Uptime', enabled: true }],
      }),
    )
    const error = (await failure(client(stub.baseUrl).monitors.get(1))) as BadResponseError
    expect(error).toBeInstanceOf(BadResponseError)
    expect(error.issuePath).toBe('checks[0].id')
    expect(error.message).toContain('checks[0].id')
  })

  it('a list that is not a list -> BadResponseError naming it', async () => {
    stub = await startStub((_req, res) => json(res, 200, { data: { monitors: [] } }))
    const error = (await failure(client(stub.baseUrl).monitors.listPage(1))) as BadResponseError
    expect(error).toBeInstanceOf(BadResponseError)
    expect(error.issuePath).toBe('data')
  })
})

describe('what is sent', () => {
  it('sends the token only in the Authorization header, JSON headers, and no retries', async () => {
    stub = await startStub((_req, res) => json(res, 500, { message: 'boom' }))
    await failure(client(stub.baseUrl).checks.snooze(940704, 30))
    expect(stub.requests).toHaveLength(1)
    const [request] = stub.requests
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/api/checks/940704/snooze')
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request!.headers.accept).toBe('application/json')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({ minutes: 30 })
  })
})

describe('base URL', () => {
  it('accepts the base URL with or without a trailing /api/', async () => {
    stub = await startStub((_req, res) =>
      json(res, 200, { id: 1, name: 'A', email: 'a@b.test', teams: [] }),
    )
    await client(`${stub.baseUrl}/api/`).me()
    await client(`${stub.baseUrl}/`).me()
    expect(stub.requests.map((r) => r.url)).toEqual(['/api/me', '/api/me'])
  })
})

describe('the leak detector itself', () => {
  it('finds a token hidden in a cause object', () => {
    expect(
      everythingIn(new Error('x', { cause: { headers: { Authorization: TOKEN } } })),
    ).toContain(TOKEN)
  })
})

describe('any error answer', () => {
  const expected = (status: number) =>
    status === 401
      ? AuthError
      : status === 403
        ? ForbiddenError
        : status === 404
          ? NotFoundError
          : status === 422
            ? ValidationError
            : status === 429
              ? RateLimitError
              : status >= 500
                ? ServerError
                : HttpStatusError

  it('maps every 4xx/5xx status and any body to its typed error, never crashing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }),
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc
            .record({ message: fc.anything(), error: fc.anything(), errors: fc.anything() })
            .map((v) => {
              try {
                return JSON.stringify(v) ?? ''
              } catch {
                return '{}'
              }
            }),
        ),
        async (status, body) => {
          const api = createApiClient({
            baseUrl: 'https://service.test',
            token: TOKEN,
            fetch: async () => new Response(body, { status }),
          })
          const error = await failure(api.monitors.listPage(1))
          expect(error).toBeInstanceOf(expected(status))
          expect(error.status).toBe(status)
          if (error instanceof ValidationError)
            for (const messages of Object.values(error.fields))
              expect(Array.isArray(messages)).toBe(true)
        },
      ),
      { numRuns: 500, seed: 42 },
    )
  })

  it('a 503 with Retry-After tells how long to wait', async () => {
    stub = await startStub((_req, res) =>
      json(res, 503, '<html>busy</html>', { 'Retry-After': '120' }),
    )
    const error = (await failure(client(stub.baseUrl).me())) as ServerError
    expect(error).toBeInstanceOf(ServerError)
    expect(error.retryAfterMs).toBe(120_000)
  })

  it('an HTML page with status 200 (captive portal) -> BadResponseError naming the content type', async () => {
    stub = await startStub((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end('<html>Sign in to the hotel wifi</html>')
    })
    const error = await failure(client(stub.baseUrl).me())
    expect(error).toBeInstanceOf(BadResponseError)
    expect(error.message).toContain('text/html')
  })

  it('X-RateLimit-Reset given as seconds-until-reset is read as a delay', async () => {
    stub = await startStub((_req, res) =>
      json(res, 429, { error: 'Too Many Attempts.' }, { 'X-RateLimit-Reset': '15' }),
    )
    const error = (await failure(client(stub.baseUrl).me())) as RateLimitError
    expect(error.retryAfterMs).toBe(15_000)
  })
})
