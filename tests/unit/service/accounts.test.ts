// Two accounts watched at once, each on its own simulator: one picture of both, actions reaching
// the account a monitor belongs to, one account's 401 or outage leaving the other working (and
// the sync status naming it), a budget per account, and no token ever sent to the other service.
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import { accountStore } from '@app/core/app-service/account-store'
import { SLOT_SPAN, serviceId } from '@app/core/app-service/picture-ids'
import { isSweepPage } from './harness'
import { startTwoAccounts, type TwoAccounts } from './two-accounts'

let t: TwoAccounts | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const sweeps = async (two: TwoAccounts, which: 'acme' | 'own') =>
  (await two.requests(two[which].sim)).filter(isSweepPage).length

describe('two accounts at once', () => {
  it('shows both accounts’ monitors in one picture, their ids kept apart', async () => {
    t = await startTwoAccounts({ acmeMonitors: 3, ownMonitors: 4 })
    await t.service.start()
    await t.advance(0)
    const monitors = t.service.getSnapshot()?.monitors ?? []
    expect(monitors).toHaveLength(7)
    const acme = monitors.filter((m) => m.account === 'acme')
    const own = monitors.filter((m) => m.account === 'own')
    expect(acme).toHaveLength(3)
    expect(own).toHaveLength(4)
    // The simulators number alike; the picture keeps every id unique, the first account's as is.
    expect(new Set(monitors.map((m) => m.id)).size).toBe(7)
    const acmeIds = (await t.acme.sim.control.info()).monitorCount
    expect(acmeIds).toBe(3)
    expect(acme.every((m) => m.id < SLOT_SPAN)).toBe(true)
    expect(own.every((m) => m.id > SLOT_SPAN)).toBe(true)
    expect(own.map((m) => serviceId(m.id)).sort()).toEqual(
      expect.arrayContaining(acme.map((m) => m.id).sort()),
    )
    const checkIds = monitors.flatMap((m) => m.checks.map((c) => c.id))
    expect(new Set(checkIds).size).toBe(checkIds.length)
    // Run times follow the picture's ids.
    expect(t.service.runTimes(own[0]!.id)?.monitorId).toBe(own[0]!.id)

    const session = t.service.getSession()
    expect(session.signedIn).toBe(true)
    expect(session.accounts?.map((a) => [a.id, a.name, a.signedIn])).toEqual([
      ['acme', 'Acme', true],
      ['own', 'Own sites', true],
    ])
    expect(t.service.getSyncStatus()).toMatchObject({
      state: 'ok',
      accounts: [
        { id: 'acme', state: 'ok' },
        { id: 'own', state: 'ok' },
      ],
    })
  })

  it('an action reaches the account the monitor belongs to, with the service’s own ids', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const own = t.service.getSnapshot()!.monitors.find((m) => m.account === 'own')!
    const check = own.checks[0]!
    const acmeBefore = (await t.requests(t.acme.sim)).length
    const result = await t.service.snoozeCheck(check.id, 30, own.id)
    expect(result.ok).toBe(true)
    await t.advance(0)
    const snoozes = (await t.requests(t.own.sim)).filter(
      (r) => r.method === 'POST' && r.path.includes('/snooze'),
    )
    expect(snoozes.map((r) => r.path)).toEqual([`/api/checks/${serviceId(check.id)}/snooze`])
    const acmeAfter = (await t.requests(t.acme.sim)).slice(acmeBefore)
    expect(acmeAfter.filter((r) => r.method === 'POST')).toEqual([])
    // The picture shows the snooze on the right account's check.
    const after = t.service.getSnapshot()!.monitors.find((m) => m.id === own.id)!
    expect(after.checks.find((c) => c.id === check.id)?.snoozedUntil).not.toBeNull()
    const twin = t.service.getSnapshot()!.monitors.find((m) => m.id === serviceId(own.id))!
    expect(twin.account).toBe('acme')
    expect(twin.checks.every((c) => c.snoozedUntil === null)).toBe(true)
  })

  it('run times of a second account’s monitor are keyed by the picture’s check ids', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const own = t.service.getSnapshot()!.monitors.find((m) => m.account === 'own')!
    const times = t.service.runTimes(own.id)!
    const keys = Object.keys(times.checks).map(Number)
    expect(keys.length).toBeGreaterThan(0)
    expect(own.checks.map((c) => c.id)).toEqual(expect.arrayContaining(keys))
  })

  it('an id of a slot no account holds reaches no account’s monitor', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const acme = t.service.getSnapshot()!.monitors.find((m) => m.account === 'acme')!
    const check = acme.checks[0]!
    // Slot 5 of two accounts: crafted, or an account's since removed.
    const stray = (id: number) => 5 * SLOT_SPAN + id
    expect(t.service.runTimes(stray(acme.id))).toBeNull()
    await t.service.snoozeCheck(stray(check.id), 30, stray(acme.id))
    await t.advance(0)
    const posts = [...(await t.requests(t.acme.sim)), ...(await t.requests(t.own.sim))].filter(
      (r) => r.method === 'POST',
    )
    expect(posts.map((r) => r.path)).not.toContain(`/api/checks/${check.id}/snooze`)
    const after = t.service.getSnapshot()!.monitors.find((m) => m.id === acme.id)!
    expect(after.checks.every((c) => c.snoozedUntil === null)).toBe(true)
  })

  it('a tag on monitors of both accounts reaches each monitor on its own account', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const monitors = t.service.getSnapshot()!.monitors
    const acme = monitors.find((m) => m.account === 'acme')!
    // Not the twin of the acme monitor: a mix-up would touch a monitor of that number on Own sites.
    const own = monitors.find((m) => m.account === 'own' && serviceId(m.id) !== acme.id)!
    const result = await t.service.tagMonitors({ name: 'shop', monitorIds: [own.id, acme.id] })
    expect(result).toMatchObject({ ok: true })
    expect(result.message).toContain('Acme: ')
    expect(result.message).toContain('Own sites: ')
    await t.advance(0)
    const updated = async (two: TwoAccounts, which: 'acme' | 'own') =>
      (await two.requests(two[which].sim))
        .filter((r) => r.method !== 'GET' && r.path.startsWith('/api/monitors/'))
        .map((r) => r.path)
    expect(await updated(t, 'acme')).toEqual([`/api/monitors/${acme.id}`])
    expect(await updated(t, 'own')).toEqual([`/api/monitors/${serviceId(own.id)}`])
  })

  it('a status page’s monitors picked across accounts are refused, none sent', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const monitors = t.service.getSnapshot()!.monitors
    const acme = monitors.find((m) => m.account === 'acme')!
    const own = monitors.find((m) => m.account === 'own')!
    await expect(t.service.setStatusPageMonitors(SLOT_SPAN + 1, [own.id, acme.id])).rejects.toThrow(
      /several accounts/,
    )
    const writes = [...(await t.requests(t.acme.sim)), ...(await t.requests(t.own.sim))].filter(
      (r) => r.method !== 'GET',
    )
    expect(writes).toEqual([])
  })

  it('a bulk run naming checks of both accounts gives each account its own', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const monitors = t.service.getSnapshot()!.monitors
    const acme = monitors.find((m) => m.account === 'acme')!
    const own = monitors.find((m) => m.account === 'own')!
    const checks = [acme.checks[0]!.id, own.checks[0]!.id]
    await t.service.bulk({
      kind: 'snooze',
      minutes: 30,
      monitorIds: [acme.id, own.id],
      checkIds: checks,
    })
    await t.advance(0)
    const progress = t.service.bulkProgress()!
    expect(progress.refused).toBeUndefined()
    expect(progress).toMatchObject({ total: 2, done: 2, running: false })
    const snoozes = async (which: 'acme' | 'own') =>
      (await t!.requests(t![which].sim))
        .filter((r) => r.method === 'POST' && r.path.endsWith('/snooze'))
        .map((r) => r.path)
    expect(await snoozes('acme')).toEqual([`/api/checks/${checks[0]}/snooze`])
    expect(await snoozes('own')).toEqual([`/api/checks/${serviceId(checks[1]!)}/snooze`])
  })

  it('a bulk run of the second account alone answers with that account’s progress', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const own = t.service.getSnapshot()!.monitors.find((m) => m.account === 'own')!
    const answer = await t.service.bulk({
      kind: 'snooze',
      minutes: 30,
      monitorIds: [own.id],
      checkIds: [own.checks[0]!.id],
    })
    expect(answer).toMatchObject({ kind: 'snooze', total: 1 })
  })

  it('one account’s 401 leaves the other polling, and the sync status names it', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    await t.acme.sim.control.setToken('acme-rotated-9999')
    await t.advance(60_000)
    const status = t.service.getSyncStatus()
    expect(status.state).toBe('error')
    expect(status.message).toMatch(/^Acme: /)
    expect(status.message).not.toMatch(/Own sites/)
    expect(status.accounts?.find((a) => a.id === 'acme')?.state).toBe('auth-needed')
    expect(status.accounts?.find((a) => a.id === 'own')?.state).toBe('ok')
    const ownBefore = await sweeps(t, 'own')
    const acmeBefore = await sweeps(t, 'acme')
    await t.advance(10 * 60_000)
    expect(await sweeps(t, 'own')).toBeGreaterThan(ownBefore)
    expect(await sweeps(t, 'acme')).toBe(acmeBefore)
    const picture = t.service.getSnapshot()!.monitors
    expect(picture.filter((m) => m.account === 'own')).toHaveLength(4)
    expect(t.service.getSession().signedIn).toBe(true)
  })

  it('one account’s outage leaves the other polling, and the sync status names it', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    await t.own.sim.control.addFault({ kind: 'status', status: 503, pathPrefix: '/api/monitors' })
    await t.advance(60_000)
    const status = t.service.getSyncStatus()
    expect(status.state).toBe('error')
    expect(status.message).toMatch(/^Own sites: /)
    expect(status.accounts?.find((a) => a.id === 'acme')?.state).toBe('ok')
    const acmeBefore = await sweeps(t, 'acme')
    await t.advance(5 * 60_000)
    expect(await sweeps(t, 'acme')).toBeGreaterThan(acmeBefore)
    // The failing account's last picture stays on screen beside the other's.
    const picture = t.service.getSnapshot()!.monitors
    expect(picture.filter((m) => m.account === 'own')).toHaveLength(4)
    expect(picture.filter((m) => m.account === 'acme')).toHaveLength(3)
  })

  it('each account keeps its own budget: a 429 on one never slows the other', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    await t.acme.sim.control.addFault({
      kind: 'rate-limit-storm',
      count: 1,
      retryAfterSeconds: 600,
    })
    await t.advance(60_000)
    const status = t.service.getSyncStatus()
    expect(status.accounts?.find((a) => a.id === 'acme')?.state).toBe('rate-limited')
    expect(status.accounts?.find((a) => a.id === 'own')?.state).toBe('ok')
    const acmeBefore = await sweeps(t, 'acme')
    const ownBefore = await sweeps(t, 'own')
    await t.advance(5 * 60_000)
    // Acme waits out its Retry-After; Own sites sweeps on at its usual pace (every 30 s).
    expect(await sweeps(t, 'acme')).toBe(acmeBefore)
    expect((await sweeps(t, 'own')) - ownBefore).toBeGreaterThanOrEqual(8)
  })

  it('never sends an account’s token to the other account’s service', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const own = t.service.getSnapshot()!.monitors.find((m) => m.account === 'own')!
    await t.service.rerunCheck(own.checks[0]!.id, own.id)
    await t.advance(3 * 60_000)
    const toAcme = t.sent.get(t.acme.sim.baseUrl) ?? []
    const toOwn = t.sent.get(t.own.sim.baseUrl) ?? []
    expect(toAcme.length).toBeGreaterThan(0)
    expect(toOwn.length).toBeGreaterThan(0)
    expect(new Set(toAcme)).toEqual(new Set([`Bearer ${t.acme.token}`]))
    expect(new Set(toOwn)).toEqual(new Set([`Bearer ${t.own.token}`]))
    // Each service accepted every request: none carried a token it does not know.
    for (const sim of [t.acme.sim, t.own.sim])
      expect((await t.requests(sim)).filter((r) => r.status === 401)).toEqual([])
    expect(JSON.stringify(t.events)).not.toMatch(/acme-token|own-token/)
  })
})

describe('accounts added and removed while running', () => {
  it('adds an account once its token works (to the keychain only), removes one with its data', async () => {
    t = await startTwoAccounts()
    // Start with Acme alone; Own sites is added from the app.
    await t.service.updateSettings({ accounts: [t.acme.ref] })
    await t.secrets.delete('account:own')
    await t.service.start()
    await t.advance(0)
    expect(t.service.getSnapshot()?.monitors).toHaveLength(3)
    expect(t.service.getSession().accounts).toBeUndefined()

    const refused = await t.service.addAccount('Own sites', {
      baseUrl: t.own.sim.baseUrl,
      token: 'not-the-token-0000',
    })
    expect(refused.ok).toBe(false)
    expect(refused.message).toMatch(/^Own sites was not added: /)
    expect(t.settings().accounts.map((a) => a.id)).toEqual(['acme'])
    expect(await t.secrets.get('account:own-sites')).toBeNull()
    const twin = await t.service.addAccount('ACME', {
      baseUrl: t.own.sim.baseUrl,
      token: t.own.token,
    })
    expect(twin).toMatchObject({ ok: false, message: 'There is already an account named "ACME".' })

    const added = await t.service.addAccount(' Own   sites ', {
      baseUrl: `${t.own.sim.baseUrl}/`,
      token: t.own.token,
    })
    expect(added).toMatchObject({ ok: true, message: expect.stringMatching(/^Added Own sites/) })
    expect(t.settings().accounts).toEqual([
      t.acme.ref,
      { id: 'own-sites', name: 'Own sites', baseUrl: t.own.sim.baseUrl, slot: 1 },
    ])
    expect(await t.secrets.get('account:own-sites')).toBe(t.own.token)
    expect(JSON.stringify(t.settings())).not.toContain(t.own.token)
    await t.advance(0)
    expect(t.service.getSnapshot()?.monitors).toHaveLength(7)
    await t.advance(60_000)
    const keys = () => t!.store.keys()
    expect(keys()).toContain('account.own-sites.snapshot-cache')

    const removed = await t.service.removeAccount('own-sites')
    expect(removed).toMatchObject({ ok: true })
    expect(t.settings().accounts).toEqual([t.acme.ref])
    expect(await t.secrets.get('account:own-sites')).toBeNull()
    expect(await t.secrets.get('account:acme')).toBe(t.acme.token)
    await t.advance(0)
    expect(keys().filter((k) => k.startsWith('account.own-sites.'))).toEqual([])
    expect(t.service.getSnapshot()?.monitors).toHaveLength(3)
    expect(t.service.getSnapshot()?.monitors.every((m) => m.account === undefined)).toBe(true)
    // Its service hears nothing more.
    const before = (await t.requests(t.own.sim)).length
    await t.advance(5 * 60_000)
    expect((await t.requests(t.own.sim)).length).toBe(before)
  })

  it('an account listed at another address is refused, its token kept from there', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const moved = { ...t.own.ref, baseUrl: t.acme.sim.baseUrl }
    const result = await t.service.updateSettings({ accounts: [t.acme.ref, moved] })
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('Own sites') })
    await t.advance(60_000)
    expect(t.settings().accounts).toEqual([t.acme.ref, t.own.ref])
    expect(t.sent.get(t.acme.sim.baseUrl)).not.toContain(`Bearer ${t.own.token}`)
  })

  it('two accounts added at once are both kept', async () => {
    t = await startTwoAccounts()
    await t.service.updateSettings({ accounts: [t.acme.ref] })
    await t.secrets.delete('account:own')
    await t.service.start()
    await t.advance(0)
    // Two accounts may share an address: both on Own sites' service, added together.
    const credentials = { baseUrl: t.own.sim.baseUrl, token: t.own.token }
    const added = await Promise.all([
      t.service.addAccount('Own sites', credentials),
      t.service.addAccount('Own again', credentials),
    ])
    expect(added.map((a) => a.ok)).toEqual([true, true])
    expect(t.settings().accounts.map((a) => a.id)).toEqual(['acme', 'own-sites', 'own-again'])
    expect(t.service.getSession().accounts?.map((a) => a.id)).toEqual([
      'acme',
      'own-sites',
      'own-again',
    ])
  })

  it('the first account takes over what was kept before accounts had names', async () => {
    const store = new MemoryKeyValueStore()
    await store.set('snapshot-cache', { kept: 'before accounts' })
    await store.set('reminders', [])
    const other = accountStore(store, 'own', { takesLegacy: false })
    expect(await other.get('snapshot-cache')).toBeUndefined()
    const first = accountStore(store, 'acme', { takesLegacy: true })
    expect(await first.get('snapshot-cache')).toEqual({ kept: 'before accounts' })
    // Moved, not copied: read once, from then on under the account's own key.
    expect(store.keys()).toEqual(['account.acme.snapshot-cache', 'reminders'])
    await first.set('team-offsets', { 1: '+01:00' })
    await other.set('team-offsets', { 1: '-05:00' })
    expect(await first.get('team-offsets')).toEqual({ 1: '+01:00' })
    expect(await other.get('team-offsets')).toEqual({ 1: '-05:00' })
    await other.delete('team-offsets')
    expect(await first.get('team-offsets')).toEqual({ 1: '+01:00' })
  })

  it('an old value that cannot be read is set aside under its old name, as before', async () => {
    const memory = new MemoryKeyValueStore()
    await memory.set('snapshot-cache', 'garbage')
    const renamed: [string, string][] = []
    const store = {
      get: async (key: string) => {
        if (key === 'snapshot-cache') throw new Error('not JSON')
        return memory.get(key)
      },
      set: (key: string, value: unknown) => memory.set(key, value),
      delete: (key: string) => memory.delete(key),
      rename: async (from: string, to: string) => void renamed.push([from, to]),
    }
    const first = accountStore(store, 'acme', { takesLegacy: true })
    await expect(first.get('snapshot-cache')).rejects.toThrow('not JSON')
    await first.rename!('snapshot-cache', 'snapshot-cache.corrupt-1')
    await first.rename!('reminders', 'reminders.corrupt-1')
    expect(renamed).toEqual([
      ['snapshot-cache', 'snapshot-cache.corrupt-1'],
      ['account.acme.reminders', 'account.acme.reminders.corrupt-1'],
    ])
  })
})
