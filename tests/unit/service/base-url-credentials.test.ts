// A base URL with a user name or password is refused by sign-in, the token test and the
// settings save path, before anything is sent or stored, in a sentence without the password.
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

const PASSWORD = 'hunter2-SECRET-pw'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

function withCredentials(baseUrl: string): string {
  const url = new URL(baseUrl)
  url.username = 'ops'
  url.password = PASSWORD
  return url.href
}

describe('a base URL with credentials', () => {
  it('is refused by sign-in and the token test: nothing sent, nothing stored', async () => {
    h = await startHarness({ monitors: 2, signedIn: false })
    await h.service.start()
    const baseUrl = withCredentials(h.sim.baseUrl)
    const before = h.settings()

    for (const result of [
      await h.service.signIn({ baseUrl, token: h.sim.token }),
      await h.service.testCredentials({ baseUrl, token: h.sim.token }),
    ]) {
      expect(result.ok).toBe(false)
      const message = 'message' in result ? result.message : ''
      expect(message).toMatch(/may not contain a user name or password/)
      expect(message).toContain(h.sim.baseUrl)
      expect(message).not.toContain(PASSWORD)
    }
    expect(await h.requests()).toEqual([])
    expect(await h.token()).toBeNull()
    expect(h.settings()).toEqual(before)
    expect(h.service.getSession().signedIn).toBe(false)
    expect(JSON.stringify(h.logs)).not.toContain(PASSWORD)
  })

  it('is not saved as the base URL setting', async () => {
    h = await startHarness({ monitors: 2 })
    await h.service.start()
    const result = await h.service.updateSettings({ baseUrl: withCredentials(h.sim.baseUrl) })
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/user name or password/)
    expect(result.message).not.toContain(PASSWORD)
    expect(h.settings().baseUrl).toBe(h.sim.baseUrl)
    expect(JSON.stringify(h.events)).not.toContain(PASSWORD)
  })
})
