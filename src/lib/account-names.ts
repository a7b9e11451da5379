// Which account a monitor, or an id in the picture, belongs to, by the name the user gave it; only
// when several accounts are watched (with one, rows name no account, as before accounts).
import { computed, type ComputedRef } from 'vue'
import type { AccountView } from '../../electron/shared/app-service-api'
import { useSessionStore } from '../stores/session'

/**
 * The slot part of a picture id: the app's picture ids are `slot × 2^40 + service id`, the slot
 * being the account's own (AccountView.slot, shared/account-slots.ts), not its place in the list.
 * Used for an event's monitor that the snapshot no longer holds.
 */
const SLOT_SPAN = 2 ** 40
export const slotOfPictureId = (id: number): number =>
  Number.isSafeInteger(id) && id >= SLOT_SPAN ? Math.floor(id / SLOT_SPAN) : 0

/** The service's own id within a picture id. */
export const serviceIdOf = (id: number): number =>
  Number.isSafeInteger(id) && id >= SLOT_SPAN ? id % SLOT_SPAN : id

export interface AccountNames {
  /** Every watched account, in the settings' order (each with its slot); empty with one. */
  list: readonly AccountView[]
  /** Account id to name; null with one account. */
  byId: ReadonlyMap<string, string> | null
}

export function accountNames(accounts: readonly AccountView[]): AccountNames {
  if (accounts.length < 2) return { list: [], byId: null }
  return { list: accounts, byId: new Map(accounts.map((a) => [a.id, a.name])) }
}

/** The name of the account a picture id (a monitor's) belongs to; null with one account. */
export function accountOfId(names: AccountNames, id: number | null): string | null {
  if (id === null || names.byId === null) return null
  const slot = slotOfPictureId(id)
  return names.list.find((a) => a.slot === slot)?.name ?? null
}

/** The watched accounts' names, following the session. */
export function useAccountNames(): ComputedRef<AccountNames> {
  const session = useSessionStore()
  return computed(() => accountNames(session.accounts))
}
