// Each account keeps its slot (shared/account-slots.ts) whatever happens to the others, so the
// picture ids of its monitors and teams, and the rules and team zones naming them, stay its own:
// two simulators whose ids collide, a rule for the second account's monitor, then the accounts
// reordered, the first removed, and a new account added in the freed slot.
import { afterEach, describe, expect, it } from 'vitest'
import { SLOT_SPAN, serviceId, slotOfId } from '@app/core/app-service/picture-ids'
import type { AlertDecision, MonitorState } from '@app/shared/model'
import { startTwoAccounts, type TwoAccounts } from './two-accounts'

let t: TwoAccounts | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const uptime = (m: MonitorState) => m.checks.find((c) => c.type === 'uptime')!

/** The failure decisions told since `mark` about a picture monitor. */
function failuresOf(h: TwoAccounts, mark: number, monitor: MonitorState): AlertDecision[] {
  return h.events
    .slice(mark)
    .flatMap((e) => (e.type === 'decisions' ? e.decisions : []))
    .filter((d) => d.event.type === 'check.changed' && d.event.to === 'failed')
    .filter((d) => d.event.monitorId === monitor.id || d.event.checkId === uptime(monitor).id)
}

/** Two accounts watched, a rule muting the second's monitor; both monitors of one service id. */
async function withRule() {
  const h = await startTwoAccounts()
  t = h
  await h.service.start()
  await h.advance(0)
  const monitors = h.service.getSnapshot()!.monitors
  const own = monitors.find((m) => m.account === 'own')!
  const acme = monitors.find((m) => m.account === 'acme' && m.id === serviceId(own.id))!
  const saved = await h.service.updateSettings({
    notifications: {
      rules: [
        { scope: 'monitor', value: String(own.id), mode: 'never' },
        { scope: 'monitor', value: String(acme.id + 1), mode: 'never' },
      ],
    },
  })
  expect(saved).toMatchObject({ ok: true })
  return { h, own, acme }
}

/** Fails a monitor's uptime check on its simulator and lets a sweep see it. */
async function fail(h: TwoAccounts, sim: TwoAccounts['own']['sim'], monitor: MonitorState) {
  await sim.control.setCheckResult(serviceId(uptime(monitor).id), 'failed')
  await h.advance(6 * 60_000)
}

describe('stable slots with two accounts whose ids collide', () => {
  it('after the accounts are reordered, a rule for the second account’s monitor still mutes it and not the first’s', async () => {
    const { h, own, acme } = await withRule()
    const reordered = await h.service.updateSettings({ accounts: [h.own.ref, h.acme.ref] })
    expect(reordered).toMatchObject({ ok: true })
    expect(h.settings().accounts.map((a) => [a.id, a.slot])).toEqual([
      ['own', 1],
      ['acme', 0],
    ])
    // The picture's ids did not move: the same monitor under the same id.
    const after = h.service.getSnapshot()!.monitors
    expect(after.find((m) => m.id === own.id)?.account).toBe('own')
    expect(after.find((m) => m.id === acme.id)?.account).toBe('acme')

    const mark = h.events.length
    await fail(h, h.own.sim, own)
    await fail(h, h.acme.sim, acme)
    expect(failuresOf(h, mark, own)).toMatchObject([
      { notify: false, reason: `rule:monitor=${serviceId(own.id)}:never` },
    ])
    expect(failuresOf(h, mark, acme)).toMatchObject([{ notify: true }])
  })

  it('after the account before it is removed, the rule still mutes the same monitor (its ids keep their slot)', async () => {
    const { h, own } = await withRule()
    const removed = await h.service.removeAccount('acme')
    expect(removed).toMatchObject({ ok: true })
    expect(h.settings().accounts.map((a) => [a.id, a.slot])).toEqual([['own', 1]])
    // Alone now, but its picture ids are still its slot's.
    const monitors = h.service.getSnapshot()!.monitors
    expect(monitors.length).toBeGreaterThan(0)
    expect(monitors.every((m) => slotOfId(m.id) === 1 && m.account === 'own')).toBe(true)
    expect(monitors.find((m) => m.id === own.id)).toBeDefined()
    expect(h.service.getSession().accounts?.map((a) => [a.id, a.slot])).toEqual([['own', 1]])

    const mark = h.events.length
    await fail(h, h.own.sim, own)
    expect(failuresOf(h, mark, own)).toMatchObject([
      { notify: false, reason: `rule:monitor=${serviceId(own.id)}:never` },
    ])
    // An operation naming its picture ids reaches it.
    const snoozed = await h.service.snoozeCheck(uptime(own).id, 10)
    expect(snoozed).toMatchObject({ ok: true })
  })

  it('a new account takes the freed slot but none of the removed account’s rules', async () => {
    const { h, own, acme } = await withRule()
    expect(await h.service.removeAccount('acme')).toMatchObject({ ok: true })
    // The removed account's rule went with it; the second account's stays.
    expect(h.settings().notifications.rules.map((r) => r.value)).toEqual([String(own.id)])
    const added = await h.service.addAccount('Gamma', {
      baseUrl: h.acme.sim.baseUrl,
      token: h.acme.token,
    })
    expect(added).toMatchObject({ ok: true })
    expect(h.settings().accounts.map((a) => [a.id, a.slot])).toEqual([
      ['own', 1],
      ['gamma', 0],
    ])
    await h.advance(0)
    const gamma = h.service
      .getSnapshot()!
      .monitors.find((m) => m.account === 'gamma' && m.id === acme.id + 1)!
    expect(gamma).toBeDefined()

    const mark = h.events.length
    await fail(h, h.acme.sim, gamma)
    await fail(h, h.own.sim, own)
    // Acme's old rule named this id: it does not reach the new account.
    expect(failuresOf(h, mark, gamma)).toMatchObject([{ notify: true }])
    expect(failuresOf(h, mark, own)).toMatchObject([{ notify: false }])
  })

  it('a removed account’s timeline events go with it, so a new account in its slot starts clean', async () => {
    const h = await startTwoAccounts()
    t = h
    await h.service.start()
    await h.advance(0)
    const monitors = h.service.getSnapshot()!.monitors
    const own = monitors.find((m) => m.account === 'own')!
    const acme = monitors.find((m) => m.account === 'acme')!
    await fail(h, h.acme.sim, acme)
    await fail(h, h.own.sim, own)
    const about = (id: number) => (e: { monitorId: number | null }) => e.monitorId === id
    const before = (await h.service.timeline({})).events
    expect(before.some(about(acme.id))).toBe(true)
    expect(before.some(about(own.id))).toBe(true)

    expect(await h.service.removeAccount('acme')).toMatchObject({ ok: true })
    const after = (await h.service.timeline({})).events
    expect(after.filter((e) => e.monitorId !== null && slotOfId(e.monitorId) === 0)).toEqual([])
    expect(after.some(about(own.id))).toBe(true)

    await h.service.addAccount('Gamma', { baseUrl: h.acme.sim.baseUrl, token: h.acme.token })
    await h.advance(0)
    expect((await h.service.timeline({ account: 'gamma' })).events).toEqual([])
  })

  it('team 1 of each account has its own zone, set by its picture team id', async () => {
    const h = await startTwoAccounts()
    t = h
    await h.service.start()
    await h.advance(0)
    const teams = h.service.getSession().account!.teams
    const acmeTeam = teams.find((team) => slotOfId(team.id) === 0)!
    const ownTeam = teams.find((team) => team.id === SLOT_SPAN + acmeTeam.id)!
    expect(ownTeam).toBeDefined()
    const saved = await h.service.updateSettings({
      teamTimezones: {
        [String(acmeTeam.id)]: 'Asia/Kolkata',
        [String(ownTeam.id)]: 'America/New_York',
      },
    })
    expect(saved).toMatchObject({ ok: true })
    const zones = await h.service.teamZones()
    expect(zones.find((z) => z.teamId === acmeTeam.id)).toMatchObject({
      zone: 'Asia/Kolkata',
      source: 'setting',
    })
    expect(zones.find((z) => z.teamId === ownTeam.id)).toMatchObject({
      zone: 'America/New_York',
      source: 'setting',
    })
    // Reordered, each keeps its zone.
    await h.service.updateSettings({ accounts: [h.own.ref, h.acme.ref] })
    const again = await h.service.teamZones()
    expect(again.find((z) => z.teamId === ownTeam.id)?.zone).toBe('America/New_York')
    expect(again.find((z) => z.teamId === acmeTeam.id)?.zone).toBe('Asia/Kolkata')
  })
})
