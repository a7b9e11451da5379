// The running app's answer when it watches several accounts. Its picture merges them: each monitor
// carries its account's id, and ids of every account but the first are picture ids (slot * 2^40
// + the service's id, core/app-service/picture-ids.ts). So `status` splits the app's snapshot by
// account, gives each monitor and check its service id back (the ids `uptray status` prints are
// the service's, as on its dashboard) and counts each account's report apart; a command run
// through the app (an action, maintenance, status-page) turns a service id into the picture id of
// the account it names, and the ids of the app's answer back into the service's.
import { pictureId, serviceId, slotOfId } from '../core/app-service/picture-ids'
import type { AccountRef } from '../shared/accounts'
import type { MonitorState, Snapshot, SyncStatus } from '../shared/model'
import { isErrorKind, type ErrorKind } from '../shared/error-table'
import { statusReport } from '../shared/status-report'
import type { Ask } from './account-place'
import type { ActAction } from './commands/parse-act'
import { cliErrorOf } from './exit-codes'
import type { AccountStatus } from './status-accounts'
import type { Target } from './targets'

/** The app's monitors as sent, each kept only when it has what a report reads. */
function readMonitors(value: unknown): MonitorState[] {
  const list = (value as { monitors?: unknown } | null)?.monitors
  if (!Array.isArray(list)) return []
  return list.filter((item: unknown): item is MonitorState => {
    const m = item as Partial<MonitorState> | null
    return (
      typeof m?.id === 'number' &&
      typeof m.label === 'string' &&
      typeof m.url === 'string' &&
      Array.isArray(m.checks)
    )
  })
}

/** One account's part of the picture, with the service's ids. */
function ownMonitors(monitors: MonitorState[], account: AccountRef): MonitorState[] {
  return monitors
    .filter((m) => m.account === account.id)
    .map((m) => ({
      ...m,
      id: serviceId(m.id),
      checks: m.checks.map((c) => ({ ...c, id: serviceId(c.id) })),
    }))
}

/**
 * Each target's report from the app's picture, or null when the app cannot give them all (a
 * target it does not watch, no picture yet, an answer unlike a snapshot): then the CLI asks the
 * service itself. An account's failure follows the headless rule: a refused token always, any
 * other failure only before its first good sweep (afterwards the app shows what it last read).
 */
export async function appStatuses(
  ask: Ask,
  targets: readonly Target[],
  appAccounts: readonly AccountRef[],
  now: number,
): Promise<AccountStatus[] | null> {
  const refs = targets.map((t) => appAccounts.find((a) => a.id === t.account?.id) ?? null)
  if (refs.some((ref) => ref === null)) return null
  const [snapshotAnswer, syncAnswer] = await Promise.all([
    ask('getSnapshot', []),
    ask('getSyncStatus', []),
  ])
  if (!snapshotAnswer?.ok || !syncAnswer?.ok) return null
  const snapshot = snapshotAnswer.result as Snapshot | null
  if (!snapshot || typeof snapshot.fetchedAt !== 'string') return null
  const monitors = readMonitors(snapshot)
  const sync = syncAnswer.result as SyncStatus | null
  const syncs = Array.isArray(sync?.accounts) ? sync.accounts : []
  return targets.map((target, i) => {
    const ref = refs[i]!
    const state = syncs.find((s) => s?.id === ref.id)
    const base = { name: target.name, baseUrl: target.baseUrl }
    // Read like anything from outside: an app of another version may name a kind unknown here.
    const kindOr = (fallback: ErrorKind) =>
      isErrorKind(state?.errorKind) ? state.errorKind : fallback
    const lastSuccessAt = typeof state?.lastSuccessAt === 'string' ? state.lastSuccessAt : null
    if (state?.state === 'auth-needed') {
      return { ...base, report: null, error: cliErrorOf(kindOr('token-rejected')) }
    }
    if (state && lastSuccessAt === null && (state.state === 'offline' || state.state === 'error')) {
      const kind = kindOr(state.state === 'offline' ? 'network' : 'unexpected')
      const detail = typeof state.message === 'string' ? state.message : null
      return { ...base, report: null, error: cliErrorOf(kind, detail) }
    }
    const own: Snapshot = {
      ...snapshot,
      fetchedAt: lastSuccessAt ?? snapshot.fetchedAt,
      monitors: ownMonitors(monitors, ref),
      // The app counts what it could not read over all accounts: not split here.
      unreadable: { count: 0, reasons: [] },
    }
    return { ...base, report: statusReport(own, now), error: null }
  })
}

/** The action with its ids as the app's picture has them for the account in `slot`. */
export function inPicture(action: ActAction, slot: number | null): ActAction {
  if ('checkId' in action) return { ...action, checkId: idInPicture(slot, action.checkId) }
  return { ...action, monitorId: idInPicture(slot, action.monitorId) }
}

/** An id as the app's picture has it for the account in `slot` (null: the app watches one). */
export function idInPicture(slot: number | null, id: number): number {
  return slot === null ? id : pictureId(slot, id)
}

/** Whether a picture id is one of the account in `slot`'s (any, when the app watches one). */
export function ofSlot(slot: number | null, id: number): boolean {
  return slot === null || slotOfId(id) === slot
}

const ID_KEY = /^(id|[a-zA-Z]+Id)$/
const IDS_KEY = /^[a-zA-Z]+Ids$/

/**
 * An answer of the app with the service's ids again: its `id` and `...Id` fields and `...Ids`
 * lists, the ones the app gave picture ids (core/app-service/picture-ids.ts, toPicture).
 */
export function fromPicture<T>(value: T, depth = 6): T {
  if (depth === 0 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => fromPicture(item, depth - 1)) as T
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'number' && ID_KEY.test(key)) out[key] = serviceId(item)
    else if (Array.isArray(item) && IDS_KEY.test(key))
      out[key] = item.map((n: unknown) => (typeof n === 'number' ? serviceId(n) : n))
    else out[key] = fromPicture(item, depth - 1)
  }
  return out as T
}
