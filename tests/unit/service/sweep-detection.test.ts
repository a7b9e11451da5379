import { afterEach, describe, expect, it } from 'vitest'
import type { ChangeEvent } from '@app/shared/model'
import { type Harness, isSweepPage, lastSync, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

function changeEvents(harness: Harness): ChangeEvent[] {
  return harness.events.flatMap((e) =>
    e.type === 'decisions' ? e.decisions.map((d) => d.event) : [],
  )
}

describe('sweeps', () => {
  it('reads every page of monitors, then sweeps again one interval after the last start', async () => {
    h = await startHarness({ monitors: 450 })
    await h.service.start()
    await h.advance(0)
    const snapshot = h.service.getSnapshot()
    expect(snapshot?.monitors).toHaveLength(450)
    const pages = (await h.requests()).filter(isSweepPage)
    expect(pages.map((r) => new URLSearchParams(r.query).get('page[number]'))).toEqual([
      '1',
      '2',
      '3',
    ])
    expect(h.service.getSyncStatus()).toMatchObject({ state: 'ok', stale: false })

    const start = pages[0]!.at
    await h.advance(30_000)
    const after = (await h.requests()).filter(isSweepPage)
    expect(after).toHaveLength(6)
    // Wall clock: the second sweep starts exactly one interval after the first one started.
    expect(after[3]!.at - start).toBe(30_000)
    expect(lastSync(h.events)?.nextSweepAt).toBe(new Date(start + 60_000).toISOString())
  })

  it('notices a check flipped in the simulator within one sweep', async () => {
    h = await startHarness({ monitors: 20 })
    await h.service.start()
    await h.advance(0)
    const monitor = h.service.getSnapshot()!.monitors[3]!
    const check = monitor.checks.find((c) => c.type === 'uptime')!
    expect(check.result).not.toBe('failed')

    await h.advance(5_000)
    await h.syncSim()
    await h.sim.control.setCheckResult(check.id, 'failed')
    await h.advance(25_000) // the next sweep is due 30 s after the first

    const flipped = h.service.getSnapshot()!.monitors.find((m) => m.id === monitor.id)!
    expect(flipped.checks.find((c) => c.id === check.id)?.result).toBe('failed')
    const event = changeEvents(h).find((e) => e.type === 'check.changed' && e.checkId === check.id)
    expect(event).toMatchObject({ monitorId: monitor.id, to: 'failed' })
  })

  it('emits no change events on the first sweep of a fresh start', async () => {
    h = await startHarness({ monitors: 30 })
    await h.service.start()
    await h.advance(0)
    expect(h.events.some((e) => e.type === 'snapshot')).toBe(true)
    expect(changeEvents(h)).toEqual([])
  })
})
