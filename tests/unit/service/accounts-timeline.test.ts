// The timeline of two accounts watched at once (two simulators whose ids collide): asked for one
// account, it answers the events about that account's monitors only, whichever ids they share.
import { afterEach, describe, expect, it } from 'vitest'
import { SLOT_SPAN } from '@app/core/app-service/picture-ids'
import { startTwoAccounts, type TwoAccounts } from './two-accounts'

let t: TwoAccounts | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('the timeline of two accounts', () => {
  it('narrows to one account’s monitors by the account asked for', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const monitors = t.service.getSnapshot()!.monitors
    const own = monitors.find((m) => m.account === 'own')!
    // The first account's monitor with the same service id as own's.
    const acme = monitors.find((m) => m.id === own.id - SLOT_SPAN)!
    expect(acme.account).toBe('acme')
    expect((await t.service.snoozeCheck(own.checks[0]!.id, 30, own.id)).ok).toBe(true)
    expect((await t.service.snoozeCheck(acme.checks[0]!.id, 30, acme.id)).ok).toBe(true)
    await t.advance(0)

    const ids = async (account?: string | null) =>
      new Set((await t!.service.timeline({ account })).events.map((e) => e.monitorId))
    expect(await ids()).toEqual(new Set([own.id, acme.id]))
    expect(await ids(null)).toEqual(new Set([own.id, acme.id]))
    expect(await ids('own')).toEqual(new Set([own.id]))
    expect(await ids('acme')).toEqual(new Set([acme.id]))
    expect(await ids('nobody')).toEqual(new Set())

    // With the other filters: the kind, and a monitor of another account names nothing.
    const page = await t.service.timeline({ account: 'own', kinds: ['action'] })
    expect(page.total).toBeGreaterThan(0)
    expect(page.events.every((e) => e.kind === 'action' && e.monitorId === own.id)).toBe(true)
    expect((await t.service.timeline({ account: 'own', monitorId: acme.id })).total).toBe(0)
  })
})
