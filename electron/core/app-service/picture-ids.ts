// Ids in the app's picture when several accounts are watched. The service's ids (monitors, checks,
// teams, cron checks, periods...) are unique within one account only: two accounts, or two
// simulators, may both have monitor 1. The picture keeps every id a number (routes, selections
// and rules stay as they are) and puts the account's slot above the service's ids:
// picture id = slot * 2^40 + service id. The slot is the account's own, kept in its settings entry
// (shared/account-slots.ts), not its place in the list: reordering or removing accounts changes
// no other account's ids. The first account ever has slot 0, so with one account the picture's
// ids are the service's own, unchanged (a lone account left after the first was removed keeps its
// slot's). The service's ids stay far below 2^40 (the live service's are under 10^8); slots stay
// below 8192, so every picture id is a safe integer.
//
// An operation's arguments name their account by any id in them: the first at or above 2^40 picks
// the slot (none: slot 0) and every id of that slot is turned back into the service's.
// Its answer gets the slot's ids again (`id` and `...Id` fields, `...Ids` lists).
import { SLOT_SPAN, pictureId, serviceId, slotOfId } from '../../shared/account-slots'

export { SLOT_SPAN, pictureId, serviceId, slotOfId }

/** A record keyed by the service's ids (run times by check), keyed by the slot's picture ids. */
export function keysToPicture<V>(slot: number, record: Record<number, V>): Record<number, V> {
  if (slot === 0) return record
  const out: Record<number, V> = {}
  for (const [key, value] of Object.entries(record)) out[pictureId(slot, Number(key))] = value
  return out
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/** The slot the first picture id in `value` names (0 when none does), looked for 3 levels deep. */
function firstSlot(value: unknown, depth: number): number {
  if (typeof value === 'number') return slotOfId(value)
  if (depth === 0) return 0
  const items = Array.isArray(value) ? value : isPlain(value) ? Object.values(value) : []
  for (const item of items) {
    const slot = firstSlot(item, depth - 1)
    if (slot !== 0) return slot
  }
  return 0
}

function toService(value: unknown, slot: number, depth: number): unknown {
  if (typeof value === 'number') return slotOfId(value) === slot ? serviceId(value) : value
  if (depth === 0) return value
  if (Array.isArray(value)) return value.map((item) => toService(item, slot, depth - 1))
  if (isPlain(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = toService(item, slot, depth - 1)
    return out
  }
  return value
}

/** The account an operation's arguments name, and the arguments with the service's ids. */
export function routeArgs(args: readonly unknown[]): { slot: number; args: unknown[] } {
  const slot = firstSlot(args, 4)
  return { slot, args: slot === 0 ? [...args] : (toService(args, slot, 4) as unknown[]) }
}

const ID_KEY = /^(id|[a-zA-Z]+Id)$/
const IDS_KEY = /^[a-zA-Z]+Ids$/

/** `value` (an operation's answer) with the slot's picture ids, 6 levels deep. */
export function toPicture<T>(slot: number, value: T, depth = 6): T {
  if (slot === 0 || depth === 0) return value
  if (Array.isArray(value)) return value.map((item) => toPicture(slot, item, depth - 1)) as T
  if (!isPlain(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'number' && ID_KEY.test(key)) out[key] = pictureId(slot, item)
    else if (Array.isArray(item) && IDS_KEY.test(key))
      out[key] = item.map((n) => (typeof n === 'number' ? pictureId(slot, n) : n))
    else out[key] = toPicture(slot, item, depth - 1)
  }
  return out as T
}
