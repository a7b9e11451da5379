// Tags and tag groups: the Tags page's list and its writes, and tagging the overview's selection.
// Tags are per account: every watched account's are asked at once, and the answer names each
// account whose tags could not be read (its failure's kind and sentence) beside the others' tags;
// the header switcher's choice, and a retry, ask one account. Tags, groups and teams carry the
// picture's ids, which tell their account and take each write to it. A selection across accounts is tagged with
// one request per account, each said with its account's name.
// Writes are not optimistic: a form stays open until the service accepted it, and a refusal
// comes back with the service's message per field. A success is said from what was asked in the
// dashboard's language (the app's sentence is English: lib/error-text.ts showsAppWords).
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { slotOfId } from '../../electron/shared/account-slots'
import { kindOf, messageOf } from '../../electron/shared/errors'
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
import { failureText, showsAppWords, type KindedFailure } from '../lib/error-text'
import { tn } from '../../electron/shared/i18n/translate'
import { useMonitorsStore } from './monitors'
import { useSessionStore } from './session'

/** One account's tags and groups (its part of an answer for every account). */
type AccountList = Pick<TagsView, 'tags' | 'groups'>

/** One account's tags as read (or why not: the failure, worded when shown). */
interface AccountTags {
  view: AccountList | null
  loading: boolean
  error: KindedFailure | null
}

/**
 * An account shown: its id, name and slot (null with one account) and its teams (picture ids).
 */
export interface TagAccount {
  id: string | null
  name: string | null
  slot: number | null
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
      return [{ id: null, name: null, slot: null, teams: session.session?.account?.teams ?? [] }]
    const only = monitorsStore.account
    const chosen = all.filter((a) => only === null || a.id === only)
    return (chosen.length ? chosen : all).map((a) => ({
      id: a.id,
      name: a.name,
      slot: a.slot,
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

  function owned<T>(read: (view: AccountList) => T[]): Owned<T>[] {
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
  /** Each shown account whose list could not be read, with why (in the dashboard's language). */
  const failures = computed(() =>
    accounts.value.flatMap((a) => {
      const error = partOf(a.id)?.error
      return error ? [{ id: a.id, name: a.name, error: failureText(error) }] : []
    }),
  )
  const loadError = computed(() => failures.value[0]?.error ?? null)

  const setPart = (id: string | null, part: Omit<AccountTags, 'view'> & Partial<AccountTags>) => {
    const key = keyOf(id)
    // Without a new list, the one read before stays shown.
    parts.value = { ...parts.value, [key]: { view: parts.value[key]?.view ?? null, ...part } }
  }
  const failureOf = (error: unknown): KindedFailure => ({
    kind: kindOf(error),
    message: messageOf(error),
  })

  async function loadAccount(id: string | null): Promise<void> {
    setPart(id, { loading: true, error: partOf(id)?.error ?? null })
    try {
      const view = await (id === null ? bridge().tags() : bridge().tags(id))
      setPart(id, { view, loading: false, error: null })
    } catch (error) {
      setPart(id, { loading: false, error: failureOf(error) })
    }
  }

  /** Every account shown at once: each one's tags told by their ids' slot, each failure by name. */
  async function loadEvery(shown: TagAccount[]): Promise<void> {
    for (const a of shown) setPart(a.id, { loading: true, error: partOf(a.id)?.error ?? null })
    let answer: TagsView
    try {
      answer = await bridge().tags()
    } catch {
      // None answered (the answer is the first one's failure): each asked alone says its own.
      await Promise.all(shown.map((a) => loadAccount(a.id)))
      return
    }
    const failed = answer.failed ?? []
    for (const a of shown) {
      const failure = failed.find((f) => f.account === a.id)
      if (failure) {
        setPart(a.id, { loading: false, error: failure })
        continue
      }
      const own = (item: { id: number }) => slotOfId(item.id) === a.slot
      const view = {
        tags: (answer.tags ?? []).filter(own),
        groups: (answer.groups ?? []).filter(own),
      }
      setPart(a.id, { view, loading: false, error: null })
    }
  }

  async function load() {
    const shown = accounts.value
    if (named.value) await loadEvery(shown)
    else await Promise.all(shown.map((a) => loadAccount(a.id)))
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
