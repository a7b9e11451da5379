// The AppService keeps its timeline: changes with the alert policy's verdict, notifications, its
// own actions and sync problems, on the fake clock against the simulator, across a restart.
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import { monitorHealth } from '@app/shared/health'
import type { Snapshot } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

let harnesses: Harness[] = []
afterEach(async () => {
  for (const h of harnesses) await h.close()
  harnesses = []
})

async function open(options: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const h = await startHarness(options)
  harnesses.push(h)
  return h
}

describe('AppService timeline', () => {
  it('starts with a history it cannot read set aside, and says so on the sync line', async () => {
    const store = new MemoryKeyValueStore()
    await store.set('timeline', { schemaVersion: 'nope' })
    const h = await open({ monitors: 3, store, scenario: 'steady' })
    await h.service.start()
    await h.advance(0)
    expect(h.service.getSnapshot()?.monitors).toHaveLength(3)
    expect(h.service.getSyncStatus().notice).toMatch(
      /timeline could not be read.*timeline\.corrupt-/,
    )
    expect(store.keys().some((k) => k.startsWith('timeline.corrupt-'))).toBe(true)
    expect((await h.service.timeline({})).events).toEqual([])
  })

  it('records changes, alerts, actions and sync problems, and keeps them across a restart', async () => {
    const store = new MemoryKeyValueStore()
    const h = await open({ monitors: 6, store, scenario: 'steady' })
    await h.service.start()
    await h.advance(0)
    const snapshot = h.service.getSnapshot() as Snapshot
    // Signing in at start is no sync problem.
    expect((await h.service.timeline({ kinds: ['sync'] })).events).toEqual([])
    const monitor = snapshot.monitors[1]!
    const check = monitor.checks.find((c) => c.type === 'uptime')!

    await h.syncSim()
    await h.sim.control.setCheckResult(check.id, 'failed', 'Down')
    await h.advance(60_000)
    const changes = await h.service.timeline({ monitorId: monitor.id, kinds: ['change'] })
    expect(changes.events[0]).toMatchObject({
      kind: 'change',
      type: 'check.changed',
      monitorId: monitor.id,
      checkId: check.id,
      to: 'failed',
      reason: null,
    })
    const alerts = await h.service.timeline({ kinds: ['alert'] })
    expect(alerts.events.length).toBeGreaterThan(0)

    const snoozed = await h.service.snoozeCheck(check.id, 30)
    expect(snoozed.ok).toBe(true)
    await h.advance(1_000)
    const actions = await h.service.timeline({ kinds: ['action'] })
    expect(actions.events[0]).toMatchObject({
      type: 'snoozeCheck',
      monitorId: monitor.id,
      checkId: check.id,
      reason: null,
    })
    const refused = await h.service.rerunCheck(999_999)
    expect(refused).toMatchObject({ ok: false, kind: 'not-found' })
    expect((await h.service.timeline({ kinds: ['action'] })).events[0]).toMatchObject({
      type: 'rerunCheck',
      reason: refused.message,
    })

    await h.sim.control.addFault({ kind: 'drop-connection' })
    await h.advance(60_000)
    const sync = await h.service.timeline({ kinds: ['sync'] })
    expect(sync.events[0]).toMatchObject({ kind: 'sync', type: 'offline' })
    await h.sim.control.clearFaults()

    const handover = await h.service.timelineHandover(
      new Date(h.clock.now() - 3_600_000).toISOString(),
      new Date(h.clock.now() + 1).toISOString(),
    )
    expect(handover).toContain('## Failed in this period')
    expect(handover).toContain(`**${monitor.label}**`)
    expect(handover).toMatch(/## Snoozed\n\n- \*\*/)

    const before = await h.service.timeline({})
    await h.service.stop()
    const port = Number(new URL(h.sim.baseUrl).port)
    await h.close()
    harnesses = harnesses.filter((x) => x !== h)

    const again = await open({ monitors: 6, store, scenario: 'steady', port })
    await again.service.start()
    const after = await again.service.timeline({})
    // The same rows, but the outage under way when the app stopped has ended with the restart.
    const kept = after.events.slice(-before.events.length)
    const notSync = (e: { kind: string }) => e.kind !== 'sync'
    expect(kept.filter(notSync)).toEqual(before.events.filter(notSync))
    const outage = kept.find((e) => e.kind === 'sync')!
    expect(outage.seq).toBe(before.events.find((e) => e.kind === 'sync')!.seq)
    expect(outage.text).toMatch(/^Offline from .* Back to normal\.$/)
  })

  it('records cron management, a pause and its end, with names; an outage is one row', async () => {
    const h = await open({ monitors: 4, scenario: 'steady', slowRounds: false })
    await h.service.start()
    await h.advance(0)
    const target = h.service.getSnapshot()!.monitors[0]!
    const created = await h.service.createCronCheck(target.id, {
      name: 'Nightly backup',
      type: 'simple',
      frequencyInMinutes: 60,
      graceTimeInMinutes: 5,
    })
    expect(created.ok).toBe(true)
    await h.advance(1_000)
    const job = h.service.getSnapshot()!.cron[target.id]!.find((c) => c.name === 'Nightly backup')!
    expect((await h.service.snoozeCronCheck(job.id, 30)).ok).toBe(true)
    expect((await h.service.deleteCronCheck(job.id)).ok).toBe(true)
    await h.service.updateSettings({ notifications: { pausedUntil: '2099-01-01T08:00:00.000Z' } })
    await h.service.updateSettings({ notifications: { pausedUntil: null } })
    const actions = (await h.service.timeline({ kinds: ['action'] })).events.map((e) => e.text)
    expect(actions.reverse()).toEqual([
      'This app: Created the cron check Nightly backup.',
      expect.stringMatching(
        /^This app: Snoozed the cron check for 30 minutes\. \(the cron job 'Nightly backup' on /,
      ),
      'This app: Deleted the cron check Nightly backup.',
      'This app: Paused notifications until 2099-01-01 08:00 UTC.',
      'This app: Resumed notifications.',
    ])
    const deleted = (await h.service.timeline({ kinds: ['action'] })).events.find(
      (e) => e.type === 'deleteCronCheck',
    )
    expect(deleted).toMatchObject({ monitorId: target.id, checkType: 'cron' })

    await h.syncSim()
    await h.sim.control.addFault({ kind: 'drop-connection' })
    await h.advance(5 * 60_000)
    await h.syncSim()
    await h.sim.control.clearFaults()
    await h.advance(6 * 60_000)
    expect(h.service.getSyncStatus().state).toBe('ok')
    const sync = (await h.service.timeline({ kinds: ['sync'] })).events
    expect(sync).toHaveLength(1)
    expect(sync[0]!.text).toMatch(
      /^Offline from .* UTC to .* UTC: the service did not answer\. Back to normal\.$/,
    )
  })

  it('the handover names a maintenance window running now, as the tray counts it', async () => {
    const h = await open({ monitors: 4, scenario: 'steady', slowRounds: false })
    await h.service.start()
    await h.advance(0)
    const target = h.service.getSnapshot()!.monitors[2]!
    const check = target.checks[0]!
    await h.syncSim()
    await h.sim.control.setCheckResult(check.id, 'failed', 'Down')
    await h.advance(60_000)
    expect((await h.service.startMaintenance(target.id, 3600, 'Deploy')).ok).toBe(true)
    await h.advance(5_000)
    const now = h.clock.now()
    const inSnapshot = h.service.getSnapshot()!.monitors.find((m) => m.id === target.id)!
    expect(monitorHealth(inSnapshot, now)).toBe('maintenance')
    const handover = await h.service.timelineHandover(
      new Date(now - 3_600_000).toISOString(),
      new Date(now + 1).toISOString(),
    )
    expect(handover).toMatch(
      new RegExp(
        `## In maintenance\\n\\n- \\*\\*${target.label.replace(/[.]/g, '\\.')}\\*\\* \\(Deploy\\): until `,
      ),
    )
    expect(handover).not.toContain('No maintenance running')
  })
})
