// Managed teams of reseller accounts: for each account shown (every watched account, or the one the
// account switcher chose), the page of teams the API filters and sorts, read on its own so one
// account that is no reseller or fails never hides the others; each team's health rolled up from
// the monitors this app watches (the one health rule), and the writes, each reaching the account
// its team belongs to (the picture's team ids name it). A login link is opened at once and kept
// nowhere: not in this store, not in a toast.
import { defineStore } from 'pinia'
import { computed, reactive, ref } from 'vue'
import { messageOf } from '../../electron/shared/errors'
import { monitorHealth, type Health } from '../../electron/shared/health'
import type {
  ManagedTeamInput,
  ManagedTeamSort,
  ManagedTeamsView,
  TeamUserInput,
} from '../../electron/shared/managed-teams'
import type { ManageResult } from '../../electron/shared/monitor-input'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { outcomeText } from '../lib/outcome-text'
import { useMonitorsStore } from './monitors'
import { useSessionStore } from './session'
import { useShellStore } from './shell'

/** One team's monitors as this app sees them now, by the shared health rule. */
export interface TeamHealth {
  watched: number
  failed: number
  warning: number
  ok: number
  snoozed: number
  maintenance: number
  /** Pending, unknown or disabled. */
  other: number
}

const EMPTY: TeamHealth = {
  watched: 0,
  failed: 0,
  warning: 0,
  ok: 0,
  snoozed: 0,
  maintenance: 0,
  other: 0,
}

function tally(into: TeamHealth, health: Health): void {
  into.watched++
  if (health === 'failed') into.failed++
  else if (health === 'warning') into.warning++
  else if (health === 'ok') into.ok++
  else if (health === 'snoozed') into.snoozed++
  else if (health === 'maintenance') into.maintenance++
  else into.other++
}

/** What the API is asked for one account's teams: a partial name, an exact zone and its sort. */
export interface TeamsQuery {
  name: string
  timezone: string
  sort: ManagedTeamSort
}

const NO_QUERY: TeamsQuery = { name: '', timezone: '', sort: 'id' }

/** One account's part of the page, read on its own. */
export interface AccountTeams {
  /** The account's id; null with one account (nothing is named then). */
  id: string | null
  /** Its name as the user gave it; null with one account. */
  name: string | null
  view: ManagedTeamsView | null
  loading: boolean
  error: string | null
  page: number
  /** The filters its shown page was asked with (its pages and a retry keep them). */
  applied: TeamsQuery
}

const keyOf = (id: string | null) => id ?? ''

export const useTeamsStore = defineStore('teams', () => {
  const monitors = useMonitorsStore()
  const session = useSessionStore()
  const shell = useShellStore()
  /** Each account's part by account id ('' with one account). */
  const parts = ref<Record<string, AccountTeams>>({})
  /**
   * Each account's filters as its form holds them, by account id ('' with one account): a filter
   * chosen for one account's teams narrows that account's list only, and stays with it while the
   * switcher shows another.
   */
  const queries = reactive<Record<string, TeamsQuery>>({})
  const asked = new Map<string, number>()

  /** The accounts the page shows: the switcher's choice, else every watched account. */
  const shown = computed((): { id: string | null; name: string | null }[] => {
    const all = session.accounts
    if (all.length < 2) return [{ id: null, name: null }]
    const only = monitors.account
    const chosen = only === null ? all : all.filter((a) => a.id === only)
    return (chosen.length ? chosen : all).map((a) => ({ id: a.id, name: a.name }))
  })
  /** Whether each account is named (several shown at once, as the overview's rows). */
  const named = computed(() => shown.value.length > 1)
  const accounts = computed((): AccountTeams[] =>
    shown.value.map(
      (a) =>
        parts.value[keyOf(a.id)] ?? {
          ...a,
          view: null,
          loading: false,
          error: null,
          page: 1,
          applied: NO_QUERY,
        },
    ),
  )
  /** The accounts that are resellers, for a new team. */
  const resellers = computed(() => accounts.value.filter((part) => part.view?.state === 'reseller'))
  const loading = computed(() => accounts.value.some((part) => part.loading))

  /**
   * Reads one account's page: `page` (else where it was), with the filters its page was asked
   * with, or with those in its form when `apply` (a search: the form's filters take effect).
   */
  async function loadAccount(id: string | null, page?: number, apply = false): Promise<void> {
    const key = keyOf(id)
    const mine = (asked.get(key) ?? 0) + 1
    asked.set(key, mine)
    const name = session.accounts.find((a) => a.id === id)?.name ?? null
    const before = parts.value[key]
    const form = (queries[key] ??= { ...NO_QUERY })
    const query = apply || !before ? { ...form } : before.applied
    const part: AccountTeams = {
      id,
      name,
      view: before?.view ?? null,
      loading: true,
      error: before?.error ?? null,
      page: page ?? before?.page ?? 1,
      applied: query,
    }
    parts.value = { ...parts.value, [key]: part }
    const settle = (change: Partial<AccountTeams>) => {
      if (asked.get(key) !== mine) return
      parts.value = { ...parts.value, [key]: { ...part, ...change, loading: false } }
    }
    try {
      const view = await bridge().managedTeams({
        ...(id !== null ? { account: id } : {}),
        ...(query.name.trim() ? { name: query.name.trim() } : {}),
        ...(query.timezone.trim() ? { timezone: query.timezone.trim() } : {}),
        ...(query.sort !== 'id' ? { sort: query.sort } : {}),
        page: part.page,
      })
      settle({ view, error: null })
    } catch (error) {
      settle({ error: messageOf(error) })
    }
  }

  /** Every shown account where it was, each with its own filters. */
  async function load(): Promise<void> {
    await Promise.all(shown.value.map((a) => loadAccount(a.id)))
  }

  /** One account's list from its first page, with the filters its form now holds. */
  const search = (id: string | null): Promise<void> => loadAccount(id, 1, true)

  /** An account's filters as its form holds them (none until the account is first read). */
  const queryOf = (id: string | null): TeamsQuery | undefined => queries[keyOf(id)]

  /** The account (id) whose list holds a team; null with one account. */
  const accountOfTeam = (teamId: number): string | null => {
    for (const part of Object.values(parts.value)) {
      const view = part.view
      if (view?.state === 'reseller' && view.teams.some((t) => t.id === teamId)) return part.id
    }
    return null
  }

  /** Health by team id, over the monitors of the snapshot (every team, not only this page). */
  const health = computed(() => {
    const byTeam = new Map<number, TeamHealth>()
    const at = monitors.healthAt
    for (const monitor of monitors.monitors) {
      let entry = byTeam.get(monitor.teamId)
      if (!entry) byTeam.set(monitor.teamId, (entry = { ...EMPTY }))
      tally(entry, monitorHealth(monitor, at))
    }
    return byTeam
  })
  const healthOf = (teamId: number): TeamHealth => health.value.get(teamId) ?? EMPTY

  /** A team's name on this page, for the sentences said here. */
  const nameOf = (teamId: number): string => {
    for (const part of Object.values(parts.value)) {
      const view = part.view
      const team = view?.state === 'reseller' ? view.teams.find((t) => t.id === teamId) : null
      if (team) return team.name
    }
    return `#${teamId}`
  }

  /**
   * A write, then that account's list again when it worked; `done` says its success in the
   * dashboard's language (../lib/outcome-text.ts).
   */
  async function write(
    account: string | null,
    call: () => Promise<ManageResult>,
    done: () => string,
  ): Promise<ManageResult> {
    let result: ManageResult
    try {
      result = outcomeText(await call(), done)
    } catch (error) {
      return { ok: false, message: messageOf(error) }
    }
    if (result.ok) await loadAccount(account)
    return result
  }

  // Each sentence names the team as it was before the write (the list is read again after it).
  /** A new team, in `account` (its id) when several are watched. */
  const create = (input: ManagedTeamInput, account: string | null = null) =>
    write(
      account,
      () =>
        account === null
          ? bridge().createManagedTeam(input)
          : bridge().createManagedTeam(input, account),
      () => t('teams.done.created', { name: input.name ?? '' }),
    )
  const update = (teamId: number, input: ManagedTeamInput) => {
    const name = nameOf(teamId)
    return write(
      accountOfTeam(teamId),
      () => bridge().updateManagedTeam(teamId, input),
      () => t('teams.done.saved', { name }),
    )
  }
  const decouple = (teamId: number) => {
    const name = nameOf(teamId)
    return write(
      accountOfTeam(teamId),
      () => bridge().decoupleManagedTeam(teamId),
      () => t('teams.done.decoupled', { name }),
    )
  }
  const remove = (teamId: number) => {
    const name = nameOf(teamId)
    return write(
      accountOfTeam(teamId),
      () => bridge().deleteManagedTeam(teamId),
      () => t('teams.done.deleted', { name }),
    )
  }
  const addUser = (teamId: number, input: TeamUserInput) => {
    const team = nameOf(teamId)
    return write(
      accountOfTeam(teamId),
      () => bridge().addManagedTeamUser(teamId, input),
      () => t('teams.done.userAdded', { user: input.name.trim() || input.email.trim(), team }),
    )
  }
  /**
   * Makes a login link and opens it in the browser at once: in the app through the main
   * process's guarded opener, in a browser (serve mode) as a new tab. Only the message is kept.
   */
  async function logInAs(teamId: number, userId: number): Promise<ManageResult> {
    try {
      const team = nameOf(teamId)
      const answer = outcomeText(await bridge().managedTeamLoginLink(teamId, userId), () =>
        t('teams.done.loginLink', { team }),
      )
      if (!answer.ok) return answer
      if (shell.linksOpenThemselves()) {
        window.open(answer.url, '_blank', 'noopener,noreferrer')
        return { ok: true, message: t('teams.login.openedTab', { message: answer.message }) }
      }
      const opened = await shell.openExternal(answer.url)
      return opened.ok
        ? { ok: true, message: t('teams.login.openedBrowser', { message: answer.message }) }
        : { ok: false, message: t('teams.login.notOpened', { reason: opened.message }) }
    } catch (error) {
      return { ok: false, message: messageOf(error) }
    }
  }

  /**
   * The overview, showing this team's monitors only (its other filters back to the defaults, the
   * account choice kept: the page shows that account's teams). The team's picture id names its
   * account's team, never another account's team of the same service id.
   */
  function showMonitorsOf(teamId: number): void {
    const account = monitors.account
    monitors.resetFilters()
    monitors.account = account
    monitors.filters.teamId = teamId
  }

  return {
    accounts,
    named,
    resellers,
    loading,
    queryOf,
    load,
    loadAccount,
    search,
    healthOf,
    create,
    update,
    decouple,
    remove,
    addUser,
    logInAs,
    showMonitorsOf,
  }
})
