// Tags and tag groups: the Tags page's list and its writes, and tagging the overview's selection.
// Tags are per account: each account shown (every watched one, or the header switcher's choice) is
// read on its own, so one failing never hides the others; its tags, groups and teams carry the
// picture's ids, which take each write to its account. A selection across accounts is tagged with
// one request per account, each said with its account's name.
// Writes are not optimistic: a form stays open until the service accepted it, and a refusal
// comes back with the service's message per field. A success is said from what was asked in the
// dashboard's language (the app's sentence is English: lib/error-text.ts showsAppWords).
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { messageOf } from '../../electron/shared/errors'
import type { ManageResult } from '../../electron/shared/monitor-input'
import type {
  TagGroupInput,
  TagInput,
  TagMonitorsInput,
  TagGroupView,
  TagsView,
  TagView,
} from '../../electron/shared/tag-input'
import type { Team } from '../../electron/shared/model'
import { compareNames } from '../../electron/shared/monitor-order'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { showsAppWords } from '../lib/error-text'
import { tn } from '../../electron/shared/i18n/translate'
import { useMonitorsStore } from './monitors'
import { useSessionStore } from './session'

/** One account's tags as read (or why not). */
interface AccountTags {
  view: TagsView | null
  loading: boolean
  error: string | null
}

/** An account shown: its id and name (null with one account) and its teams (picture ids). */
export interface TagAccount {
  id: string | null
  name: string | null
  teams: Team[]
}

/** A tag or group with the account it belongs to (its name null with one account). */
export type Owned<T> = T & { account: string | null; accountName: string | null }

const keyOf = (id: string | null) => id ?? ''

export const useTagsStore = defineStore('tags', () => {
  const session = useSessionStore()
  const monitorsStore = useMonitorsStore()
  const parts = ref<Record<string, AccountTags>>({})
  /** The last write's answer, for the page's result line. */
  const result = ref<ManageResult | null>(null)
  const busy = ref(false)

  /** The accounts shown: the switcher's choice, else every watched account (one: unnamed). */
  const accounts = computed((): TagAccount[] => {
    const all = session.accounts
    if (all.length < 2)
      return [{ id: null, name: null, teams: session.session?.account?.teams ?? [] }]
    const only = monitorsStore.account
    const chosen = all.filter((a) => only === null || a.id === only)
    return (chosen.length ? chosen : all).map((a) => ({
      id: a.id,
      name: a.name,
      teams: a.account?.teams ?? [],
    }))
  })
  /** Several accounts shown at once: each tag, group and form names its account. */
  const named = computed(() => accounts.value.length > 1)
  const partOf = (id: string | null): AccountTags | undefined => parts.value[keyOf(id)]

  /** The teams of the account shown first (one account: the account's teams, as before). */
  const teams = computed(() => accounts.value[0]?.teams ?? [])
  const teamName = (teamId: number) =>
    accounts.value.flatMap((a) => a.teams).find((team) => team.id === teamId)?.name ??
    t('tags.teamId', { id: teamId })

  function owned<T>(read: (view: TagsView) => T[]): Owned<T>[] {
    return accounts.value.flatMap((a) => {
      const view = partOf(a.id)?.view
      return view ? read(view).map((item) => ({ ...item, account: a.id, accountName: a.name })) : []
    })
  }
  // In the accounts' order, then by name (a list the answer lacks is none).
  const tags = computed((): Owned<TagView>[] =>
    owned((v) => [...(v.tags ?? [])].sort((a, b) => compareNames(a.name, b.name))),
  )
  const groups = computed((): Owned<TagGroupView>[] =>
    owned((v) => [...(v.groups ?? [])].sort((a, b) => compareNames(a.label, b.label))),
  )
  /** Some account's list has been read. */
  const view = computed(() => accounts.value.some((a) => partOf(a.id)?.view))
  const loading = computed(() => accounts.value.some((a) => partOf(a.id)?.loading))
  /** Each shown account whose list could not be read, with why. */
  const failures = computed(() =>
    accounts.value
      .map((a) => ({ id: a.id, name: a.name, error: partOf(a.id)?.error ?? null }))
      .filter((f): f is { id: string | null; name: string | null; error: string } => !!f.error),
  )
  const loadError = computed(() => failures.value[0]?.error ?? null)

  async function loadAccount(id: string | null): Promise<void> {
    const key = keyOf(id)
    const before = parts.value[key]
    const set = (part: AccountTags) => (parts.value = { ...parts.value, [key]: part })
    set({ view: before?.view ?? null, loading: true, error: before?.error ?? null })
    try {
      const view = await (id === null ? bridge().tags() : bridge().tags(id))
      set({ view, loading: false, error: null })
    } catch (error) {
      set({ view: parts.value[key]?.view ?? null, loading: false, error: messageOf(error) })
    }
  }

  async function load() {
    await Promise.all(accounts.value.map((a) => loadAccount(a.id)))
  }

  async function write(
    call: () => Promise<ManageResult>,
    done: () => string,
  ): Promise<ManageResult> {
    busy.value = true
    try {
      const answer = await call()
      result.value = answer.ok && !showsAppWords() ? { ...answer, message: done() } : answer
    } catch (error) {
      result.value = { ok: false, message: messageOf(error) }
    } finally {
      busy.value = false
    }
    // The list is read again only where it is shown (the bulk bar does not show it).
    if (result.value.ok && view.value) await load()
    return result.value
  }

  /** What a tagging did, in the dashboard's language. */
  const tagged = (input: TagMonitorsInput) =>
    tn(
      input.remove ? 'overview.results.tag.untagged' : 'overview.results.tag.tagged',
      new Set(input.monitorIds).size,
      { tag: input.name.trim() },
    )

  /** One account's tagging, said in the dashboard's language when it worked. */
  async function tagOne(input: TagMonitorsInput): Promise<ManageResult> {
    try {
      const answer = await bridge().tagMonitors(input)
      return answer.ok && !showsAppWords() ? { ...answer, message: tagged(input) } : answer
    } catch (error) {
      return { ok: false, message: messageOf(error) }
    }
  }

  /**
   * Tags the monitors, or takes the tag off: with monitors of several accounts, one request per
   * account with its own monitors, each answer named by its account.
   */
  async function tagMonitors(input: TagMonitorsInput): Promise<ManageResult> {
    // Each monitor's account, as the picture tags it.
    const byAccount = new Map<string, number[]>()
    for (const id of input.monitorIds) {
      const account = monitorsStore.byId(id)?.account ?? ''
      byAccount.set(account, [...(byAccount.get(account) ?? []), id])
    }
    if (session.accounts.length < 2 || byAccount.size < 2)
      return write(
        () => bridge().tagMonitors(input),
        () => tagged(input),
      )
    busy.value = true
    try {
      const answers = await Promise.all(
        [...byAccount].map(async ([id, monitorIds]) => {
          const answer = await tagOne({ ...input, monitorIds })
          const account = session.accounts.find((a) => a.id === id)?.name
          if (!account) return answer
          return { ...answer, message: t('tags.byAccount', { account, message: answer.message }) }
        }),
      )
      const message = answers.map((a) => a.message).join(' ')
      // The first refusal speaks for the whole (its kind and fields), every account said.
      const refused = answers.find((a) => !a.ok)
      result.value = refused ? { ...refused, message } : { ok: true, message }
    } finally {
      busy.value = false
    }
    if (result.value.ok && view.value) await load()
    return result.value
  }

  return {
    accounts,
    named,
    view,
    tags,
    groups,
    teams,
    teamName,
    loading,
    loadError,
    failures,
    result,
    busy,
    load,
    loadAccount,
    createTag: (input: TagInput) =>
      write(
        () => bridge().createTag(input),
        () => t('overview.results.tag.created', { tag: input.name.trim() }),
      ),
    tagMonitors,
    createGroup: (input: TagGroupInput) =>
      write(
        () => bridge().createTagGroup(input),
        () => t('overview.results.tag.groupCreated', { group: input.label.trim() }),
      ),
    updateGroup: (id: number, input: TagGroupInput) =>
      write(
        () => bridge().updateTagGroup(id, input),
        () => t('overview.results.tag.groupSaved', { group: input.label.trim() }),
      ),
    deleteGroup: (id: number) => {
      // Named before it goes: the list is read again after the delete.
      const label = groups.value.find((g) => g.id === id)?.label ?? `#${id}`
      return write(
        () => bridge().deleteTagGroup(id),
        () => t('overview.results.tag.groupDeleted', { group: label }),
      )
    },
    clearResult: () => (result.value = null),
  }
})
