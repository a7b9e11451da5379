// Every recorded response of the real service goes through the client function of its endpoint
// and yields the typed value the recording holds.
import { describe, expect, it } from 'vitest'
import { createApiClient, HttpStatusError } from '@app/core/api'
import { cases, NO_SPEC_ENDPOINT, TOKEN } from './cases'
import { loadRecording, recordingNames, replayFetch, responseOf } from './recordings'

describe('recorded responses of the real service', () => {
  it('maps every recording to a client function or lists it as having no spec endpoint', () => {
    const unmapped = recordingNames().filter((n) => !(n in cases) && !NO_SPEC_ENDPOINT.has(n))
    expect(unmapped).toEqual([])
  })

  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: ${c.method} ${c.path}`, async () => {
      const recording = loadRecording(name)
      const { fetch, sent } = replayFetch(() => responseOf(recording))
      const api = createApiClient({ baseUrl: 'https://staging.ohdear.test/', token: TOKEN, fetch })
      const value = await c.call(api)
      c.check(value as never)

      expect(sent).toHaveLength(1)
      const [request] = sent
      expect(request!.method).toBe(c.method)
      expect(request!.url.pathname).toBe(c.path)
      expect(request!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
      expect(request!.headers.get('accept')).toBe('application/json')
      expect(request!.body).toEqual(c.body)

      // The rate-limit state follows the headers, and stays unknown when they are absent.
      const limit = recording.headers['X-Ratelimit-Limit']
      if (limit) expect(api.rateLimit.get()).toMatchObject({ limit: Number(limit) })
      else expect(api.rateLimit.get()).toBeNull()
    })
  }

  it('update-status-page: a wrong method answers 405 with a message, mapped to HttpStatusError', async () => {
    const recording = loadRecording('update-status-page')
    const { fetch } = replayFetch(() => responseOf(recording))
    const api = createApiClient({ baseUrl: 'https://staging.ohdear.test', token: TOKEN, fetch })
    const error = await api.statusPages.get(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(405)
    expect((error as Error).message).toContain(
      'The PUT method is not supported for route api/status-pages/1',
    )
  })
})
