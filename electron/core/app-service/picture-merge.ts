// What several accounts' sessions show as one: their snapshots side by side (each monitor tagged
// with its account, its ids the picture's by the account's slot: picture-ids.ts), one sync status
// that names the accounts that fail, one session view. Pure functions; picture.ts calls them when
// a part changes (also for a lone account whose slot is not 0: its ids keep their slot).
import type { AccountRef } from '../../shared/accounts'
import type { AccountView, SessionView } from '../../shared/app-service-api'
import { TEXT_LIMITS, clip } from '../../shared/clip'
import type {
  AccountSync,
  CronState,
  MonitorState,
  Snapshot,
  SyncState,
  SyncStatus,
  Team,
} from '../../shared/model'
import { forEachCheckRun } from '../engine/check-run-table'
import { pictureId, toPicture } from './picture-ids'

export interface Part<T> {
  slot: number
  ref: AccountRef
  value: T
}

/** Tagged copies by the session's monitor object: an unchanged monitor stays the same object. */
export type TagCache = WeakMap<MonitorState, MonitorState>

function tagged(slot: number, ref: AccountRef, monitor: MonitorState): MonitorState {
  if (slot === 0) return { ...monitor, account: ref.id }
  const id = (n: number) => pictureId(slot, n)
  return {
    ...monitor,
    id: id(monitor.id),
    teamId: id(monitor.teamId),
    account: ref.id,
    checks: monitor.checks.map((check) => ({ ...check, id: id(check.id) })),
    maintenance: monitor.maintenance && {
      ...monitor.maintenance,
      periodId: id(monitor.maintenance.periodId),
    },
  }
}

function keyed(slot: number, record: Record<number, number>, into: Record<number, number>): void {
  for (const [key, value] of Object.entries(record)) into[pictureId(slot, Number(key))] = value
}

export function mergeSnapshots(
  parts: Part<Snapshot | null>[],
  cacheOf: (part: Part<unknown>) => TagCache,
): Snapshot | null {
  const present = parts.filter((p): p is Part<Snapshot> => p.value !== null)
  if (present.length === 0) return null
  const monitors: MonitorState[] = []
  const cron: Record<number, CronState[]> = {}
  const ran: Snapshot['ran'] = { monitors: {}, checks: {} }
  let count = 0
  const reasons: string[] = []
  let fetchedAt = present[0]!.value.fetchedAt
  for (const part of present) {
    const { slot, ref, value } = part
    const cache = cacheOf(part)
    for (const monitor of value.monitors) {
      let copy = cache.get(monitor)
      if (!copy) {
        copy = tagged(slot, ref, monitor)
        cache.set(monitor, copy)
      }
      monitors.push(copy)
    }
    for (const [monitorId, list] of Object.entries(value.cron))
      cron[pictureId(slot, Number(monitorId))] = toPicture(slot, list)
    keyed(slot, value.ran.monitors, ran.monitors)
    forEachCheckRun(value.ran, (at, checkId) => (ran.checks[pictureId(slot, checkId)] = at))
    count += value.unreadable.count
    for (const reason of value.unreadable.reasons) reasons.push(clip(`${ref.name}: ${reason}`, 200))
    if (value.fetchedAt > fetchedAt) fetchedAt = value.fetchedAt
  }
  return { fetchedAt, monitors, cron, unreadable: { count, reasons: reasons.slice(0, 5) }, ran }
}

const RANK: Record<SyncState, number> = {
  ok: 0,
  syncing: 1,
  'rate-limited': 2,
  offline: 3,
  error: 4,
  'auth-needed': 5,
}

const pick = (values: (string | null)[], latest: boolean): string | null => {
  const given = values.filter((v): v is string => v !== null).sort()
  return (latest ? given.at(-1) : given[0]) ?? null
}

/** One status for several accounts: the worst state, each failing account named in the message. */
export function mergeSync(parts: Part<SyncStatus>[]): SyncStatus {
  const statuses = parts.map((p) => p.value)
  const worst = parts.reduce((a, b) => (RANK[b.value.state] > RANK[a.value.state] ? b : a))
  // One account waiting for a token while others are watched is that account's problem, not
  // "everything signed out": the app still shows and polls the others.
  const allSignedOut = statuses.every((s) => s.state === 'auth-needed')
  const state = worst.value.state === 'auth-needed' && !allSignedOut ? 'error' : worst.value.state
  const failing = parts.filter((p) => p.value.state !== 'ok' && p.value.message !== null)
  const accounts: AccountSync[] = parts.map(({ ref, value }) => ({
    id: ref.id,
    name: ref.name,
    state: value.state,
    stale: value.stale,
    lastSuccessAt: value.lastSuccessAt,
    message: value.message,
    errorKind: value.errorKind,
  }))
  const notices = [...new Set(statuses.map((s) => s.notice).filter((n) => n !== null))]
  return {
    state,
    stale: statuses.some((s) => s.stale),
    // The picture is as fresh as its oldest part.
    lastSuccessAt: statuses.some((s) => s.lastSuccessAt === null)
      ? null
      : pick(
          statuses.map((s) => s.lastSuccessAt),
          false,
        ),
    nextSweepAt: pick(
      statuses.map((s) => s.nextSweepAt),
      false,
    ),
    offlineSince: pick(
      statuses.map((s) => s.offlineSince),
      false,
    ),
    rateLimitedUntil: pick(
      statuses.map((s) => s.rateLimitedUntil),
      true,
    ),
    budgetUsed: Math.max(...statuses.map((s) => s.budgetUsed)),
    message:
      failing.length === 0
        ? null
        : clip(failing.map((p) => `${p.ref.name}: ${p.value.message}`).join(' · '), 600),
    errorKind: worst.value.errorKind,
    notice: notices.length > 0 ? notices.join(' ') : null,
    // Each account's session has the app's notices: said once.
    noticeParts: [
      ...new Map(
        statuses.flatMap((s) => s.noticeParts ?? []).map((n) => [JSON.stringify(n), n]),
      ).values(),
    ],
    warnings: parts
      .flatMap((p) => p.value.warnings.map((w) => clip(`${p.ref.name}: ${w}`, TEXT_LIMITS.text)))
      .slice(0, 5),
    warningParts: parts
      .flatMap((p) => (p.value.warningParts ?? []).map((w) => ({ ...w, account: p.ref.name })))
      .slice(0, 5),
    accounts,
  }
}

/** One view for several accounts: signed in while any is; the teams of all (picture ids). */
export function mergeSessions(parts: Part<SessionView>[]): SessionView {
  const accounts: AccountView[] = parts.map(({ slot, ref, value }) => ({
    id: ref.id,
    name: ref.name,
    baseUrl: ref.baseUrl,
    slot,
    signedIn: value.signedIn,
    account: value.account && toPicture(slot, value.account),
  }))
  const first = parts.find((p) => p.value.account !== null)?.value.account ?? null
  // A team is named with its account: two accounts may both have an "Ops" team.
  const teams: Team[] = accounts.flatMap((a) =>
    (a.account?.teams ?? []).map((t) =>
      parts.length > 1 ? { ...t, name: clip(`${a.name}: ${t.name}`, TEXT_LIMITS.name) } : t,
    ),
  )
  return {
    signedIn: parts.some((p) => p.value.signedIn),
    demo: parts.some((p) => p.value.demo),
    account: first && { ...first, teams },
    accounts,
  }
}
