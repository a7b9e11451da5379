// Managed teams of a reseller account: the page of teams the API filters and sorts, each team's
// health rolled up from the monitors this app watches (the one health rule), and the writes. A
// login link is opened at once and kept nowhere: not in this store, not in a toast.
import { defineStore } from 'pinia'
import { computed, reactive, ref, shallowRef } from 'vue'
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

export const useTeamsStore = defineStore('teams', () => {
  const monitors = useMonitorsStore()
  const shell = useShellStore()
  const view = shallowRef<ManagedTeamsView | null>(null)
  const loading = ref(false)
  const loadError = ref<string | null>(null)
  /** What the API is asked: a partial name, an exact zone, its sort and the page. */
  const query = reactive({ name: '', timezone: '', sort: 'id' as ManagedTeamSort, page: 1 })
  let asked = 0

  async function load(): Promise<void> {
    const mine = ++asked
    loading.value = true
    try {
      const answer = await bridge().managedTeams({
        ...(query.name.trim() ? { name: query.name.trim() } : {}),
        ...(query.timezone.trim() ? { timezone: query.timezone.trim() } : {}),
        ...(query.sort !== 'id' ? { sort: query.sort } : {}),
        page: query.page,
      })
      if (mine !== asked) return
      view.value = answer
      loadError.value = null
    } catch (error) {
      if (mine === asked) loadError.value = messageOf(error)
    } finally {
      if (mine === asked) loading.value = false
    }
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
  const nameOf = (teamId: number): string =>
    (view.value?.state === 'reseller'
      ? view.value.teams.find((team) => team.id === teamId)?.name
      : undefined) ?? `#${teamId}`

  /**
   * A write, then the list again when it worked; `done` says its success in the dashboard's
   * language (../lib/outcome-text.ts).
   */
  async function write(
    call: () => Promise<ManageResult>,
    done: () => string,
  ): Promise<ManageResult> {
    let result: ManageResult
    try {
      result = outcomeText(await call(), done)
    } catch (error) {
      return { ok: false, message: messageOf(error) }
    }
    if (result.ok) await load()
    return result
  }

  // Each sentence names the team as it was before the write (the list is read again after it).
  const create = (input: ManagedTeamInput) =>
    write(
      () => bridge().createManagedTeam(input),
      () => t('teams.done.created', { name: input.name ?? '' }),
    )
  const update = (teamId: number, input: ManagedTeamInput) => {
    const name = nameOf(teamId)
    return write(
      () => bridge().updateManagedTeam(teamId, input),
      () => t('teams.done.saved', { name }),
    )
  }
  const decouple = (teamId: number) => {
    const name = nameOf(teamId)
    return write(
      () => bridge().decoupleManagedTeam(teamId),
      () => t('teams.done.decoupled', { name }),
    )
  }
  const remove = (teamId: number) => {
    const name = nameOf(teamId)
    return write(
      () => bridge().deleteManagedTeam(teamId),
      () => t('teams.done.deleted', { name }),
    )
  }
  const addUser = (teamId: number, input: TeamUserInput) => {
    const team = nameOf(teamId)
    return write(
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

  /** The overview, showing this team's monitors only (its other filters back to the defaults). */
  function showMonitorsOf(teamId: number): void {
    monitors.resetFilters()
    monitors.filters.teamId = teamId
  }

  return {
    view,
    loading,
    loadError,
    query,
    load,
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
