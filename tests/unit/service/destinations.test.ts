import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SLOW_ROUND_MS } from '@app/core/app-service/slow-round'
import { type Harness, startHarness } from './harness'

let h: Harness
beforeEach(async () => {
  // The demo's team has a pager the service disabled after repeated delivery failures.
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
})
afterEach(async () => {
  await h.close()
})

const isDestinationRead = (path: string) => path.includes('notification-destinations')

describe('alert-path health', () => {
  it('reads the destinations on the slow round and warns about one the service disabled', async () => {
    expect(h.service.getSyncStatus().warnings).toEqual([])
    await h.advance(SLOW_ROUND_MS)
    const view = await h.service.destinations()
    const pager = view.destinations.find((d) => d.name === 'Pager')!
    expect(pager).toMatchObject({
      level: 'team',
      owner: 'Team',
      channel: 'On-call pager',
      enabled: false,
      disabledReason: 'Disabled after repeated delivery failures',
      canEnable: true,
    })
    expect(h.service.getSyncStatus().warnings).toEqual([
      'Pager was disabled by Oh Dear: Disabled after repeated delivery failures',
    ])
    // The same warning as data, for a window to say in its language.
    expect(h.service.getSyncStatus().warningParts).toEqual([
      {
        kind: 'destination-disabled',
        name: 'Pager',
        reason: 'Disabled after repeated delivery failures',
      },
    ])
    // No secret of the channel (API keys, webhook URLs) is in what the windows get.
    expect(JSON.stringify(view)).not.toMatch(/apiKey|hooks\.example\.com|P123/)
  })

  it('enables it again and the warning goes', async () => {
    await h.advance(SLOW_ROUND_MS)
    const pager = (await h.service.destinations()).destinations.find((d) => d.name === 'Pager')!
    const before = (await h.requests()).length
    const result = await h.service.enableDestination(pager.id)
    expect(result).toEqual({ ok: true, message: 'Pager is enabled again.' })
    const sent = (await h.requests()).slice(before)
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^POST /api/team-notification-destinations/\\d+/destination/${pager.id}/enable 200$`,
        ),
      ),
    ])
    expect(h.service.getSyncStatus().warnings).toEqual([])
    const after = (await h.service.destinations()).destinations.find((d) => d.id === pager.id)
    expect(after).toMatchObject({ enabled: true, disabledReason: null, canEnable: false })
  })

  it('refuses to enable a destination it has not read, sending nothing', async () => {
    const before = (await h.requests()).length
    const result = await h.service.enableDestination(999_999)
    expect(result.ok).toBe(false)
    expect(result.message).toContain('Nothing was changed')
    expect((await h.requests()).length).toBe(before)
  })

  it('reads one list a minute at most, each again only after hours', async () => {
    await h.advance(30 * SLOW_ROUND_MS)
    const reads = (await h.requests()).filter((r) => isDestinationRead(r.path))
    // 30 rounds: team, tag, tag groups, each tag group and monitors, one per minute at most.
    expect(reads.length).toBeGreaterThan(10)
    expect(reads.length).toBeLessThanOrEqual(30)
    const paths = reads.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('the Notifications page asks before the first round', () => {
  it('starts the first read at once instead of waiting a minute', async () => {
    expect((await h.service.destinations()).destinations).toEqual([])
    await h.advance(0)
    const reads = (await h.requests()).filter((r) => isDestinationRead(r.path))
    expect(reads.map((r) => r.path)).toEqual(['/api/team-notification-destinations'])
    expect((await h.service.destinations()).destinations.some((d) => d.name === 'Pager')).toBe(true)
  })
})
