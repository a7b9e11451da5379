// Tags and tag groups: the Tags page's list and its writes, and tagging the overview's selection.
// Writes are not optimistic: a form stays open until the service accepted it, and a refusal
// comes back with the service's message per field. A success is said from what was asked in the
// dashboard's language (the app's sentence is English: lib/error-text.ts showsAppWords).
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { messageOf } from '../../electron/shared/errors'
import type { ManageResult } from '../../electron/shared/monitor-input'
import type {
  TagGroupInput,
  TagInput,
  TagMonitorsInput,
  TagsView,
} from '../../electron/shared/tag-input'
import { compareNames } from '../../electron/shared/monitor-order'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { showsAppWords } from '../lib/error-text'
import { tn } from '../lib/count-text'
import { useSessionStore } from './session'

export const useTagsStore = defineStore('tags', () => {
  const session = useSessionStore()
  const view = shallowRef<TagsView | null>(null)
  const loading = ref(false)
  const loadError = ref<string | null>(null)
  /** The last write's answer, for the page's result line. */
  const result = ref<ManageResult | null>(null)
  const busy = ref(false)

  const teams = computed(() => session.session?.account?.teams ?? [])
  const teamName = (teamId: number) =>
    teams.value.find((team) => team.id === teamId)?.name ?? t('tags.teamId', { id: teamId })
  const tags = computed(() =>
    [...(view.value?.tags ?? [])].sort((a, b) => compareNames(a.name, b.name)),
  )
  const groups = computed(() =>
    [...(view.value?.groups ?? [])].sort((a, b) => compareNames(a.label, b.label)),
  )

  async function load() {
    loading.value = true
    try {
      view.value = await bridge().tags()
      loadError.value = null
    } catch (error) {
      loadError.value = messageOf(error)
    } finally {
      loading.value = false
    }
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

  return {
    view,
    tags,
    groups,
    teams,
    teamName,
    loading,
    loadError,
    result,
    busy,
    load,
    createTag: (input: TagInput) =>
      write(
        () => bridge().createTag(input),
        () => t('overview.results.tag.created', { tag: input.name.trim() }),
      ),
    tagMonitors: (input: TagMonitorsInput) =>
      write(
        () => bridge().tagMonitors(input),
        () =>
          tn(
            input.remove ? 'overview.results.tag.untagged' : 'overview.results.tag.tagged',
            new Set(input.monitorIds).size,
            { tag: input.name.trim() },
          ),
      ),
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
      const label = view.value?.groups.find((g) => g.id === id)?.label ?? `#${id}`
      return write(
        () => bridge().deleteTagGroup(id),
        () => t('overview.results.tag.groupDeleted', { group: label }),
      )
    },
    clearResult: () => (result.value = null),
  }
})
