// Each account's slot (shared/account-slots.ts): given once, kept through reordering and
// renaming, freed on removal with the rules and team zones naming it; a version-3 file's
// accounts get their place as their slot; a bad or repeated slot is repaired, never losing the
// account.
import { describe, expect, it } from 'vitest'
import { SLOT_SPAN, lowestFreeSlot, repairSlots, withSlots } from '@app/shared/account-slots'
import type { AccountEntry, AccountRef } from '@app/shared/accounts'
import { SLOTS_REPAIRED, migrateSettings } from '@app/shared/migrate-settings'
import type { NotificationRule } from '@app/shared/notification-rule'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { applySettingsPatch } from '@app/shared/settings-patch'

const entry = (id: string, baseUrl = 'https://ohdear.app'): AccountEntry => ({
  id,
  name: id.toUpperCase(),
  baseUrl,
})
const slotsOf = (accounts: readonly AccountRef[]) => accounts.map((a) => [a.id, a.slot])
const pictureOf = (slot: number, id: number) => String(slot * SLOT_SPAN + id)

/** Settings after each patch, as every writer applies it (settings-patch.ts). */
function patched(start: Settings, ...patches: unknown[]): Settings {
  let settings = start
  for (const patch of patches) {
    const result = applySettingsPatch(settings, patch)
    if (!result.ok) throw new Error(result.message)
    settings = result.settings
  }
  return settings
}

describe('slots as accounts are added, reordered, renamed and removed', () => {
  it('the first account ever takes 0, the next the lowest free; reordering and renaming keep them', () => {
    const one = patched(DEFAULT_SETTINGS, { accounts: [entry('acme')] })
    expect(slotsOf(one.accounts)).toEqual([['acme', 0]])
    const two = patched(one, { accounts: [...one.accounts, entry('own')] })
    expect(slotsOf(two.accounts)).toEqual([
      ['acme', 0],
      ['own', 1],
    ])
    const [acme, own] = two.accounts
    const swapped = patched(two, { accounts: [{ ...own!, name: 'Renamed' }, acme] })
    expect(slotsOf(swapped.accounts)).toEqual([
      ['own', 1],
      ['acme', 0],
    ])
    expect(swapped.accounts[0]!.name).toBe('Renamed')
  })

  it('a slot a change brings is not trusted: a kept account keeps its own, a new one the lowest free', () => {
    const two = patched(DEFAULT_SETTINGS, { accounts: [entry('acme'), entry('own')] })
    const [acme, own] = two.accounts
    const meddled = patched(two, {
      accounts: [
        { ...acme!, slot: 5 },
        { ...own!, slot: 0 },
        { ...entry('new'), slot: 1 },
      ],
    })
    expect(slotsOf(meddled.accounts)).toEqual([
      ['acme', 0],
      ['own', 1],
      ['new', 2],
    ])
    expect(lowestFreeSlot([0, 2, 1, 4])).toBe(3)
  })

  it('the same id at another address is another account: the old one is removed, rules and all', () => {
    const two = patched(DEFAULT_SETTINGS, { accounts: [entry('acme'), entry('own')] })
    const moved = withSlots(
      [entry('acme', 'https://elsewhere.example'), entry('own')],
      two.accounts,
    )
    expect(moved.map((a) => a.slot)).toEqual([0, 1])
    const rules: NotificationRule[] = [{ scope: 'monitor', value: '5', mode: 'never' }]
    const withRules = patched(two, { notifications: { rules } })
    const after = patched(withRules, {
      accounts: [entry('acme', 'https://elsewhere.example'), entry('own')],
    })
    expect(after.notifications.rules).toEqual([])
  })

  it('removing an account frees its slot and drops its monitor and team rules and team zones in the same change; a new account reuses the slot with none of them', () => {
    const two = patched(DEFAULT_SETTINGS, { accounts: [entry('acme'), entry('own')] })
    const rules: NotificationRule[] = [
      { scope: 'monitor', value: '5', mode: 'never' },
      { scope: 'team', value: '2', mode: 'failures' },
      { scope: 'monitor', value: pictureOf(1, 5), mode: 'always' },
      { scope: 'tag', value: 'prod', mode: 'never' },
      { scope: 'check-type', value: 'broken_links', mode: 'never' },
    ]
    const withRules = patched(two, {
      notifications: { rules },
      teamTimezones: { '2': 'Asia/Kolkata', [pictureOf(1, 2)]: 'America/New_York' },
    })
    const own = withRules.accounts[1]!
    const removed = patched(withRules, { accounts: [own] })
    expect(slotsOf(removed.accounts)).toEqual([['own', 1]])
    expect(removed.notifications.rules).toEqual([
      { scope: 'monitor', value: pictureOf(1, 5), mode: 'always' },
      { scope: 'tag', value: 'prod', mode: 'never' },
      { scope: 'check-type', value: 'broken_links', mode: 'never' },
    ])
    expect(removed.teamTimezones).toEqual({ [pictureOf(1, 2)]: 'America/New_York' })
    const added = patched(removed, { accounts: [own, entry('gamma')] })
    expect(slotsOf(added.accounts)).toEqual([
      ['own', 1],
      ['gamma', 0],
    ])
    expect(added.notifications.rules.map((r) => r.value)).not.toContain('5')
    expect(added.teamTimezones).not.toHaveProperty('2')
  })

  it('a change that keeps every account drops nothing', () => {
    const two = patched(DEFAULT_SETTINGS, { accounts: [entry('acme'), entry('own')] })
    const rules: NotificationRule[] = [{ scope: 'monitor', value: '5', mode: 'never' }]
    const withRules = patched(two, { notifications: { rules } })
    const swapped = patched(withRules, { accounts: [...withRules.accounts].reverse() })
    expect(swapped.notifications.rules).toEqual(rules)
  })

  it('the saved settings refuse two accounts with one slot', () => {
    const two = patched(DEFAULT_SETTINGS, { accounts: [entry('acme'), entry('own')] })
    const result = applySettingsPatch(
      { ...two, accounts: [{ ...two.accounts[0]!, slot: 1 }, two.accounts[1]!] },
      { theme: 'dark' },
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(/account slots must differ/)
  })
})

describe('reading slots from a settings file', () => {
  const acme = { id: 'acme', name: 'Acme', baseUrl: 'https://ohdear.app' }
  const own = { id: 'own', name: 'Own', baseUrl: 'http://127.0.0.1:9000' }

  it('a version-3 file: each account gets its place as its slot (the picture ids it had), rules and zones kept as they are', () => {
    const rules: NotificationRule[] = [
      { scope: 'monitor', value: '5', mode: 'never' },
      { scope: 'monitor', value: pictureOf(1, 5), mode: 'always' },
    ]
    const v3 = {
      ...DEFAULT_SETTINGS,
      schemaVersion: 3,
      accounts: [acme, own],
      notifications: { ...DEFAULT_SETTINGS.notifications, rules },
      teamTimezones: { [pictureOf(1, 2)]: 'Asia/Kolkata' },
    }
    const result = migrateSettings(v3)
    expect(result).toMatchObject({ ok: true, migrated: true, notice: null })
    if (!result.ok) return
    expect(result.settings.schemaVersion).toBe(4)
    expect(slotsOf(result.settings.accounts)).toEqual([
      ['acme', 0],
      ['own', 1],
    ])
    expect(result.settings.notifications.rules).toEqual(rules)
    expect(result.settings.teamTimezones).toEqual({ [pictureOf(1, 2)]: 'Asia/Kolkata' })
  })

  it('a version-2 file (one account, rules by the service ids): its account takes slot 0, its rules stay', () => {
    const rules: NotificationRule[] = [{ scope: 'monitor', value: '5', mode: 'never' }]
    const result = migrateSettings({
      schemaVersion: 2,
      baseUrl: 'https://ohdear.app',
      notifications: { rules },
      teamTimezones: { '2': 'Asia/Kolkata' },
    })
    expect(result.ok && slotsOf(result.settings.accounts)).toEqual([['ohdear-app', 0]])
    expect(result.ok && result.settings.notifications.rules).toEqual(rules)
    expect(result.ok && result.settings.teamTimezones).toEqual({ '2': 'Asia/Kolkata' })
  })

  it.each([
    ['missing', [acme, { ...own, slot: 0 }], [1, 0]],
    [
      'repeated',
      [
        { ...acme, slot: 3 },
        { ...own, slot: 3 },
      ],
      [3, 0],
    ],
    [
      'not a whole number',
      [
        { ...acme, slot: 1.5 },
        { ...own, slot: 1 },
      ],
      [0, 1],
    ],
    [
      'out of range',
      [
        { ...acme, slot: -1 },
        { ...own, slot: 9000 },
      ],
      [0, 1],
    ],
    [
      'a string',
      [
        { ...acme, slot: '0' },
        { ...own, slot: 2 },
      ],
      [0, 2],
    ],
  ])(
    'a %s slot is replaced by a free one, the account kept, the user told',
    (_what, accounts, slots) => {
      const result = migrateSettings({ ...DEFAULT_SETTINGS, accounts })
      expect(result).toMatchObject({ ok: true, migrated: true, notice: SLOTS_REPAIRED })
      expect(result.ok && result.settings.accounts.map((a) => a.slot)).toEqual(slots)
      expect(result.ok && result.settings.accounts.map((a) => a.id)).toEqual(['acme', 'own'])
    },
  )

  it('good slots are read as they are, nothing rewritten', () => {
    const accounts = [
      { ...own, slot: 4 },
      { ...acme, slot: 0 },
    ]
    const result = migrateSettings({ ...DEFAULT_SETTINGS, accounts })
    expect(result).toMatchObject({ ok: true, migrated: false, notice: null })
    expect(result.ok && result.settings.accounts).toEqual(accounts)
  })

  it('repairSlots leaves what is no account to the schema', () => {
    expect(repairSlots([null, 'x', { id: 'a' }])).toEqual({
      list: [null, 'x', { id: 'a', slot: 0 }],
      repaired: 1,
    })
  })
})
