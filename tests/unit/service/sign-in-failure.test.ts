// First run: each way a token test can fail gives a reason the user can act on, never the token.
import { failureMessage } from '@app/shared/error-table'
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('first-run failure reasons', () => {
  it('names a rejected token, an unreachable host and a wrong address, each differently', async () => {
    h = await startHarness({ monitors: 2, signedIn: false })
    await h.service.start()

    const badToken = await h.service.testCredentials({
      baseUrl: h.sim.baseUrl,
      token: 'wrong-token-123',
    })
    // The error table's sentences (shared/error-table.ts), as every transport gives them.
    expect(badToken).toEqual({
      ok: false,
      message: failureMessage('token-rejected'),
    })

    const port = await closedPort()
    const unreachable = await h.service.testCredentials({
      baseUrl: `http://127.0.0.1:${port}`,
      token: h.sim.token,
    })
    expect(unreachable).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Cannot reach the service: GET \/api\/me failed: .*\. Check your connection and the address \(the base URL\)\.$/,
      ),
    })

    const wrongAddress = await h.service.testCredentials({
      baseUrl: `${h.sim.baseUrl}/not-the-api`,
      token: h.sim.token,
    })
    expect(wrongAddress).toEqual({
      ok: false,
      message: expect.stringMatching(/^The address does not answer like the monitoring API: .*404/),
    })

    for (const result of [badToken, unreachable, wrongAddress]) {
      expect(JSON.stringify(result)).not.toContain('wrong-token-123')
      expect(JSON.stringify(result)).not.toContain(h.sim.token)
    }
  })

  it('sign-in says the same thing as the test, and stores nothing', async () => {
    h = await startHarness({ monitors: 2, signedIn: false })
    await h.service.start()
    const result = await h.service.signIn({ baseUrl: h.sim.baseUrl, token: 'wrong-token-123' })
    expect(result).toEqual({
      ok: false,
      message: `Sign-in failed: ${failureMessage('token-rejected')}`,
    })
    expect(await h.token()).toBeNull()
  })
})
