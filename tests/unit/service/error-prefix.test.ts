// A failure is said once. The demo's answer is shown as it is, so the AppService names what
// failed there ("The demo could not start"); an action's or a settings change's answer is shown
// by a layer that names the action itself, so the AppService gives only the reason.
import { afterEach, describe, expect, it } from 'vitest'
import { createAppService } from '@app/core/app-service/create-app-service'
import { MemoryKeyValueStore, MemorySecretStore } from '@app/adapters/memory-stores'
import { realClock } from '@app/core/wall-clock'
import { loadServeSettings } from '@app/serve/settings'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const count = (text: string, part: string): number => text.split(part).length - 1

/** A store on a full disk: reads work, every write fails. */
class FullDiskStore extends MemoryKeyValueStore {
  override async set(): Promise<void> {
    throw new Error('ENOSPC: no space left on device')
  }
}

describe('each failure is named once', () => {
  it('a demo that fails to start says so once, with the reason', async () => {
    h = await startHarness({
      monitors: 1,
      signedIn: false,
      demo: {
        start: () => Promise.reject(new Error('listen EADDRINUSE: address already in use')),
      },
    })
    await h.service.start()
    expect(await h.service.startDemo()).toEqual({
      ok: false,
      message: 'The demo could not start: listen EADDRINUSE: address already in use',
    })
  })

  it('a demo whose simulator refuses its token says the demo could not start, once', async () => {
    h = await startHarness({
      monitors: 1,
      signedIn: false,
      demo: { start: async () => ({ baseUrl: h!.sim.baseUrl, token: 'not-the-demo-token' }) },
    })
    await h.service.start()
    const result = await h.service.startDemo()
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(
      /^The demo could not start: The service rejected the API token \(401\)/,
    )
    expect(count(result.message, 'could not start')).toBe(1)
    expect(result.message).not.toContain('Sign-in failed')
  })

  it('settings that cannot be written give the reason alone (the shower names the action)', async () => {
    const logger = { info: () => {}, warn: () => {}, error: () => {} }
    const settings = await loadServeSettings(new FullDiskStore(), logger)
    const service = createAppService({
      fetch: () => Promise.reject(new Error('no network in this test')),
      clock: realClock,
      secrets: new MemorySecretStore(),
      store: new MemoryKeyValueStore(),
      logger,
      settings,
    })
    expect(await service.updateSettings({ theme: 'dark' })).toEqual({
      ok: false,
      message: 'ENOSPC: no space left on device',
    })
    expect(settings.get().theme).not.toBe('dark')
  })
})
