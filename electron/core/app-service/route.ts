// The session operations as the app answers them. With one account (in slot 0) each goes to its
// session as it is. With several (or a lone account in another slot), an operation naming ids goes
// to the account whose slot those ids carry (the picture's ids, picture-ids.ts) and its answer
// comes back with the picture's ids; the picture, the sync status and the session view are the
// merged ones; a refresh, a bulk run or a tag over monitors of several accounts (each account
// given its own) and the lists of every account
// (coming up, team zones, destinations, status pages and their templates, tags) reach every
// session; managed teams and a new one name their account by id.
import type { BulkProgress } from '../../shared/bulk'
import type { TagsFailure } from '../../shared/tag-input'
import { failureOf } from './failure'
import type { AccountSession } from './account-session'
import type { Sessions } from './sessions'
import type { SessionOperations } from './session-operations'
import { keysToPicture, routeArgs, serviceId, slotOfId, toPicture } from './picture-ids'

type Method = (...args: unknown[]) => unknown

/**
 * The session an operation's ids name, with the arguments in its service's ids. An id of a slot
 * no account holds (a crafted one, or one of an account since removed) names nothing: it goes to
 * the first account as it is, where no monitor has it, never turned into one of the first
 * account's own ids.
 */
export function sessionFor(
  sessions: Sessions,
  args: readonly unknown[],
): { session: AccountSession; slot: number; args: unknown[] } {
  const routed = routeArgs(args)
  const session = sessions.at(routed.slot)
  if (session) return { session, ...routed }
  // The first account answers in its own slot's ids (not 0's: slot 0 may be free).
  const first = sessions.slotted()[0]!
  return { session: first.session, slot: first.slot, args: [...args] }
}

/** The ids of one slot, as its service numbers them. */
const ofSlot = (ids: readonly number[], slot: number): number[] =>
  ids.filter((id) => slotOfId(id) === slot).map(serviceId)

/**
 * Whether a list of numbers in the arguments holds ids of several accounts (a status page's
 * monitors picked across them): the account of the first would read the others' service numbers
 * as its own monitors. Bulk runs and tagging split such lists by account instead.
 */
function mixesAccounts(value: unknown, depth: number): boolean {
  if (depth === 0 || typeof value !== 'object' || value === null) return false
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value)
  const numbers = items.filter((item): item is number => typeof item === 'number')
  if (Array.isArray(value) && new Set(numbers.map(slotOfId)).size > 1) return true
  return items.some((item) => mixesAccounts(item, depth - 1))
}

/** The slots a list of picture ids names, in the order they first come. */
const slotsOf = (ids: readonly number[]): number[] => [...new Set(ids.map(slotOfId))]

export function routedOperations(sessions: Sessions): SessionOperations {
  const single = (name: string) =>
    (sessions.active.operations as unknown as Record<string, Method>)[name]!
  const routed: Record<string, Method> = {}
  for (const [name, member] of Object.entries(sessions.active.operations)) {
    if (typeof member !== 'function') continue
    routed[name] = (...args: unknown[]) => {
      if (!sessions.mapped) return single(name)(...args)
      if (args.some((arg) => mixesAccounts(arg, 3)))
        throw new Error('Those are monitors of several accounts: pick those of one account.')
      const { session, slot, args: own } = sessionFor(sessions, args)
      const result = (session.operations as unknown as Record<string, Method>)[name]!(...own)
      return result instanceof Promise
        ? result.then((value: unknown) => toPicture(slot, value))
        : toPicture(slot, result)
    }
  }
  const ops = routed as unknown as SessionOperations
  const each = () => sessions.slotted()
  /** Every account's answer, in the picture's ids. */
  const everyone = async <T>(read: (o: SessionOperations) => Promise<T>): Promise<T[]> =>
    Promise.all(
      each().map(async ({ session, slot }) => toPicture(slot, await read(session.operations))),
    )
  let bulkSlots: number[] = [0]
  /** The session of an account id (left out: the first); one it does not watch is refused. */
  const byAccount = (account: string | undefined): { session: AccountSession; slot: number } => {
    if (account === undefined) return sessions.slotted()[0]!
    // The account's own slot, not its place in the list.
    const slot = sessions.refs().find((ref) => ref.id === account)?.slot
    const session = slot === undefined ? undefined : sessions.at(slot)
    if (!session || slot === undefined) throw new Error('That account is not watched (any more).')
    return { session, slot }
  }

  const merged: Partial<SessionOperations> = {
    getSnapshot: () => sessions.picture.snapshot(),
    getSyncStatus: () => sessions.picture.syncStatus(),
    getSession: () => sessions.picture.sessionView(),

    async refreshNow() {
      if (!sessions.several)
        return single('refreshNow')() as ReturnType<SessionOperations['refreshNow']>
      const results = await Promise.all(sessions.all().map((s) => s.operations.refreshNow()))
      const refused = results
        .map((r, n) => (r.ok ? null : `${sessions.refs()[n]!.name}: ${r.message}`))
        .filter((m) => m !== null)
      if (refused.length === results.length) return { ok: false, message: refused.join(' ') }
      return { ok: true, message: ['Refreshing.', ...refused].join(' ') }
    },

    async readProblemMaintenance(limit) {
      const counts = await Promise.all(
        sessions.all().map((s) => s.operations.readProblemMaintenance(limit)),
      )
      return counts.reduce((a, b) => a + b, 0)
    },

    async comingUp() {
      if (!sessions.mapped) return sessions.active.operations.comingUp()
      const views = await everyone((o) => o.comingUp())
      const items = views.flatMap((v) => v.items).sort((a, b) => a.at.localeCompare(b.at))
      return { items, summary: views.find((v) => v.summary !== null)?.summary ?? null }
    },
    async teamZones() {
      if (!sessions.mapped) return sessions.active.operations.teamZones()
      return (await everyone((o) => o.teamZones())).flat()
    },
    async destinations() {
      if (!sessions.mapped) return sessions.active.operations.destinations()
      const views = await everyone((o) => o.destinations())
      const reads = views.map((v) => v.readAt)
      return {
        destinations: views.flatMap((v) => v.destinations),
        readAt: reads.includes(null) ? null : ([...reads].sort()[0] ?? null),
      }
    },
    async statusPages() {
      if (!sessions.mapped) return sessions.active.operations.statusPages()
      return (await everyone((o) => o.statusPages())).flat()
    },
    // Managed teams and tags are per account: a list or a new team names its account by id
    // (managed-teams.ts: each account finds its own reseller team); the other writes follow
    // their ids.
    async managedTeams(query) {
      const { account, ...rest } = query
      const { session, slot } = byAccount(account)
      const view = toPicture(slot, await session.operations.managedTeams(rest))
      // Users are keyed by team id: the keys become the picture's ids too.
      return view.state === 'reseller' ? { ...view, users: keysToPicture(slot, view.users) } : view
    },
    async createManagedTeam(input, account) {
      const { session, slot } = byAccount(account)
      return toPicture(slot, await session.operations.createManagedTeam(input))
    },
    async tags(account?: string) {
      if (account !== undefined || !sessions.several) {
        const { session, slot } = byAccount(account)
        return toPicture(slot, await session.operations.tags())
      }
      // Every account's, each read on its own: one that fails is named beside the others' tags
      // (as the sync line and a bulk run name an account in trouble), never hiding them.
      const refs = sessions.refs()
      const answers = await Promise.allSettled(
        each().map(async ({ session, slot }) => toPicture(slot, await session.operations.tags())),
      )
      const views = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []))
      const failed: TagsFailure[] = answers.flatMap((a, n) =>
        a.status === 'rejected'
          ? [{ account: refs[n]!.id, name: refs[n]!.name, ...failureOf(a.reason) }]
          : [],
      )
      // No account answered: the first one's failure is the answer, as with one account.
      if (views.length === 0) throw (answers[0] as PromiseRejectedResult).reason
      return {
        tags: views.flatMap((v) => v.tags),
        groups: views.flatMap((v) => v.groups),
        unreadable: views.reduce((n, v) => n + v.unreadable, 0),
        ...(failed.length > 0 ? { failed } : {}),
      }
    },

    async statusUpdateTemplates() {
      if (!sessions.mapped) return sessions.active.operations.statusUpdateTemplates()
      return (await everyone((o) => o.statusUpdateTemplates())).flat()
    },

    async cronFill(monitorIds) {
      const slots = slotsOf(monitorIds)
      if (!sessions.several || slots.length <= 1) return ops.cronFill(monitorIds)
      // Each account reads its own monitors' lists, on its own budget.
      const parts = await Promise.all(
        slots.map((slot) => ops.cronFill(monitorIds.filter((id) => slotOfId(id) === slot))),
      )
      const waits = parts.flatMap((p) => (p.retryInMs === null ? [] : [p.retryInMs]))
      return {
        lists: parts.flatMap((p) => p.lists),
        failedIds: parts.flatMap((p) => p.failedIds),
        leftIds: parts.flatMap((p) => p.leftIds),
        retryInMs: waits.length > 0 ? Math.min(...waits) : null,
      }
    },

    setFocus(monitorId) {
      if (!sessions.mapped) return sessions.active.operations.setFocus(monitorId)
      for (const { session, slot } of each()) {
        const own = monitorId !== null && slotOfId(monitorId) === slot
        session.operations.setFocus(own ? serviceId(monitorId) : null)
      }
    },

    async tagMonitors(input) {
      const slots = slotsOf(input.monitorIds)
      if (!sessions.several || slots.length === 1) return ops.tagMonitors(input)
      // Monitors of several accounts (a selection across them): each account tags its own.
      const answers = await Promise.all(
        slots.map(async (slot) => {
          const monitorIds = input.monitorIds.filter((id) => slotOfId(id) === slot)
          const answer = await ops.tagMonitors({ ...input, monitorIds })
          const name = sessions.refAt(slot)?.name
          return { ...answer, message: name ? `${name}: ${answer.message}` : answer.message }
        }),
      )
      const message = answers.map((a) => a.message).join(' ')
      // The first refusal speaks for the whole (its kind and fields).
      const refused = answers.find((a) => !a.ok)
      return refused ? { ...refused, message } : { ok: true, message }
    },

    async bulk(request) {
      if (!sessions.mapped) return sessions.active.operations.bulk(request)
      const slots = slotsOf(request.monitorIds)
      bulkSlots = slots
      // Each account gets its own monitors and checks only: an id of another account's, its
      // service number read here, could be one of this account's.
      await Promise.all(
        slots.map((slot) => {
          const checkIds = request.checkIds && ofSlot(request.checkIds, slot)
          return sessions.at(slot)?.operations.bulk({
            ...request,
            monitorIds: ofSlot(request.monitorIds, slot),
            ...(checkIds ? { checkIds } : {}),
          })
        }),
      )
      // Every account's part, not the first account's alone.
      return (
        merged.bulkProgress?.() ?? {
          kind: request.kind,
          total: 0,
          done: 0,
          running: false,
          results: [],
        }
      )
    },
    bulkProgress() {
      if (!sessions.mapped) return sessions.active.operations.bulkProgress()
      const parts = bulkSlots
        .map((slot) => {
          const progress = sessions.at(slot)?.operations.bulkProgress() ?? null
          return progress && toPicture(slot, progress)
        })
        .filter((p): p is BulkProgress => p !== null)
      if (parts.length === 0) return null
      const refused = parts.find((p) => p.refused !== undefined)?.refused
      return {
        kind: parts[0]!.kind,
        total: parts.reduce((n, p) => n + p.total, 0),
        done: parts.reduce((n, p) => n + p.done, 0),
        running: parts.some((p) => p.running),
        results: parts.flatMap((p) => p.results),
        ...(refused !== undefined ? { refused } : {}),
      }
    },
  }
  return { ...ops, ...merged }
}
