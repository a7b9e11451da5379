// Each account's slot: its part of the app's picture ids (core/app-service/picture-ids.ts: picture
// id = slot * 2^40 + service id). The slot is kept in the account's settings entry and never
// follows its place in the list, so reordering, renaming or removing accounts leaves every other
// account's picture ids (and the rules, team zones, routes and selections naming them) as they
// were. A new account takes the lowest slot no account holds (the first account ever takes 0, so
// one account's picture ids are its service's); a removed account's slot is free again, and the
// monitor and team rules and team zones naming it go in the same settings change, so an account
// added later never inherits them. Pure, no zod: the renderer's optimistic view uses it too.
import type { AccountEntry, AccountRef } from './accounts'
import type { NotificationRule } from './notification-rule'

/** Service ids stay far below 2^40 (the live service's are under 10^8). */
export const SLOT_SPAN = 2 ** 40
/** The highest slot whose picture ids stay safe integers (8191 * 2^40 + 2^40 - 1 = 2^53 - 1). */
export const SLOT_MAX = 8191

export const isSlot = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SLOT_MAX

export const slotOfId = (id: number): number =>
  Number.isSafeInteger(id) && id >= SLOT_SPAN ? Math.floor(id / SLOT_SPAN) : 0

export const serviceId = (id: number): number =>
  Number.isSafeInteger(id) && id >= SLOT_SPAN ? id % SLOT_SPAN : id

export const pictureId = (slot: number, id: number): number =>
  slot === 0 ? id : slot * SLOT_SPAN + id

/** The lowest slot not in `taken`. */
export function lowestFreeSlot(taken: Iterable<number>): number {
  const held = new Set(taken)
  let slot = 0
  while (held.has(slot)) slot += 1
  return slot
}

/**
 * The accounts of `next` with their slots: an account already listed in `current` (same id and
 * address) keeps its slot whatever the entry says; a new one takes the lowest free slot (a slot
 * it brings is not trusted: it may be another account's, or one whose rules were just dropped).
 */
export function withSlots(
  next: readonly AccountEntry[],
  current: readonly AccountRef[],
): AccountRef[] {
  const kept = (entry: AccountEntry) =>
    current.find((a) => a.id === entry.id && a.baseUrl === entry.baseUrl)
  const taken = new Set<number>()
  for (const entry of next) {
    const slot = kept(entry)?.slot
    if (slot !== undefined) taken.add(slot)
  }
  return next.map((entry) => {
    const slot = kept(entry)?.slot
    if (slot !== undefined) return { ...entry, slot }
    const given = lowestFreeSlot(taken)
    taken.add(given)
    return { ...entry, slot: given }
  })
}

/**
 * The slots of the accounts of `before` that `after` no longer lists (by id and address: the same
 * id at another address is another account), even when a new account takes one at once.
 */
export function freedSlots(before: readonly AccountRef[], after: readonly AccountRef[]): number[] {
  const kept = (a: AccountRef) =>
    after.some((b) => b.id === a.id && b.baseUrl === a.baseUrl && b.slot === a.slot)
  return before.filter((a) => !kept(a)).map((a) => a.slot)
}

const ID = /^\d{1,16}$/

/** Whether a rule or zone key names an id of one of `slots` (a monitor or team of that account). */
const namesSlot = (key: string, slots: ReadonlySet<number>): boolean =>
  ID.test(key) && slots.has(slotOfId(Number(key)))

/** The rules without the monitor and team rules of `slots` (tag and check-type rules stay). */
export function rulesWithout(
  rules: readonly NotificationRule[],
  slots: readonly number[],
): NotificationRule[] {
  const gone = new Set(slots)
  return rules.filter(
    (rule) => !((rule.scope === 'monitor' || rule.scope === 'team') && namesSlot(rule.value, gone)),
  )
}

/** The team zones without those of `slots` (keys are picture team ids). */
export function zonesWithout(
  zones: Readonly<Record<string, string>>,
  slots: readonly number[],
): Record<string, string> {
  const gone = new Set(slots)
  return Object.fromEntries(Object.entries(zones).filter(([key]) => !namesSlot(key, gone)))
}

/**
 * Settings' raw account list as read from a file, each entry with a usable slot: a missing,
 * malformed or repeated slot is replaced by the lowest free one (the first entry holding a slot
 * keeps it), and the entry is never dropped for it. Entries that are not objects are left for the
 * schema to judge. `repaired` counts the entries that got another slot.
 */
export function repairSlots(list: readonly unknown[]): { list: unknown[]; repaired: number } {
  const isEntry = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
  const taken = new Set<number>()
  const keeps = list.map((item) => {
    if (!isEntry(item) || !isSlot(item.slot) || taken.has(item.slot)) return false
    taken.add(item.slot)
    return true
  })
  let repaired = 0
  const out = list.map((item, n) => {
    if (!isEntry(item) || keeps[n]) return item
    const slot = lowestFreeSlot(taken)
    taken.add(slot)
    repaired += 1
    return { ...item, slot }
  })
  return { list: out, repaired }
}
