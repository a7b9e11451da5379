// The rate limit: headers on every answer, 429 with Retry-After past it, recovery once the
// window passes on the simulator clock.
import { describe, expect, it } from 'vitest'
import { useSimulator } from '../helpers/simulator'

const sim = useSimulator({ clock: 'manual', scenario: 'steady', rateLimit: 5 })

describe('simulator: rate limit', () => {
  it('counts down X-RateLimit-Remaining, then answers 429 with Retry-After and X-RateLimit-Reset', async () => {
    const remaining: (string | null)[] = []
    for (let i = 0; i < 5; i++) {
      const response = await sim().api(i === 2 ? '/api/monitors/999999' : '/api/me')
      expect(response.headers.get('x-ratelimit-limit')).toBe('5')
      remaining.push(response.headers.get('x-ratelimit-remaining'))
    }
    // Error answers (the 404) count and carry the headers too.
    expect(remaining).toEqual(['4', '3', '2', '1', '0'])

    const limited = await sim().api('/api/me')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: 'Too Many Attempts.' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    const reset = Number(limited.headers.get('x-ratelimit-reset'))
    expect(reset).toBe(Math.ceil(sim().now() / 1000) + retryAfter)

    // Control calls are not limited, and the window only passes on the simulator clock.
    await sim().control.advance({ seconds: retryAfter - 1 })
    expect((await sim().api('/api/me')).status).toBe(429)
    await sim().control.advance({ seconds: 1 })
    const recovered = await sim().api('/api/me')
    expect(recovered.status).toBe(200)
    expect(recovered.headers.get('x-ratelimit-remaining')).toBe('4')
  })

  it('can change the limit through the control API', async () => {
    await sim().control.setRateLimit(500)
    const response = await sim().api('/api/me')
    expect(response.headers.get('x-ratelimit-limit')).toBe('500')
    expect(response.headers.get('x-ratelimit-remaining')).toBe('499')
  })
})
