import { describe, expect, it } from 'vitest'
import { DETAIL_CACHE_MAX_ENTRIES, DetailCache } from '@app/core/engine/detail-cache'
import { FakeClock } from '../../helpers/fake-clock'

describe('DetailCache', () => {
  it('serves a fresh value without loading again, and reloads after the TTL', async () => {
    const clock = new FakeClock()
    const cache = new DetailCache(clock)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('uptime:1:24h', 60_000, load)).toBe(1)
    await clock.advance(59_999)
    expect(await cache.get('uptime:1:24h', 60_000, load)).toBe(1)
    await clock.advance(1)
    expect(await cache.get('uptime:1:24h', 60_000, load)).toBe(2)
  })

  it('shares one load between concurrent asks', async () => {
    const cache = new DetailCache(new FakeClock())
    let loads = 0
    const load = async () => {
      loads++
      await new Promise((r) => setImmediate(r))
      return 'x'
    }
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)])
    expect([a, b, loads]).toEqual(['x', 'x', 1])
  })

  it('does not cache a failure', async () => {
    const cache = new DetailCache(new FakeClock())
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(await cache.get('k', 1000, async () => 'ok')).toBe('ok')
  })

  it('drops entries by prefix', async () => {
    const cache = new DetailCache(new FakeClock())
    cache.set('maintenance:1', 'a', 60_000)
    cache.set('maintenance:12', 'b', 60_000)
    cache.set('cron:1', 'c', 60_000)
    cache.invalidate('maintenance:1')
    expect(cache.peek('maintenance:1')).toBeUndefined()
    expect(cache.peek('maintenance:12')).toBeUndefined()
    expect(cache.peek('cron:1')).toBe('c')
  })

  it('stays bounded when keys keep changing (one per minute for days)', async () => {
    const clock = new FakeClock()
    const cache = new DetailCache(clock)
    for (let minute = 0; minute < 3 * 24 * 60; minute++) {
      await cache.get(`uptime:1:24h:${minute}`, 5 * 60_000, async () => minute)
      await clock.advance(60_000)
    }
    expect(cache.size).toBeLessThanOrEqual(DETAIL_CACHE_MAX_ENTRIES)
    // Fresh entries survive the pruning.
    expect(cache.peek(`uptime:1:24h:${3 * 24 * 60 - 1}`)).toBe(3 * 24 * 60 - 1)
  })
})
