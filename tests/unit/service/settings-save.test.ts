// The AppService's answer to a settings patch: a refused one says why once and changes nothing.
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('saving settings', () => {
  it('a refused patch is reported in one sentence, and nothing changes or is announced', async () => {
    h = await startHarness({ monitors: 1 })
    await h.service.start()
    const before = h.settings()
    const events = h.events.length
    expect(await h.service.updateSettings({ theme: 'dark', budgetShare: 5 })).toEqual({
      ok: false,
      message: 'Invalid settings: budgetShare: Too big: expected number to be <=0.9',
    })
    expect(h.settings()).toEqual(before)
    expect(h.events.slice(events).filter((e) => e.type === 'settings')).toEqual([])
  })
})
