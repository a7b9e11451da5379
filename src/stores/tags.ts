// Tags and tag groups: the Tags page's list and its writes, and tagging the overview's selection.
// Writes are not optimistic: a form stays open until the service accepted it, and a refusal
// comes back with the service's message per field.
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

  async function write(call: () => Promise<ManageResult>): Promise<ManageResult> {
    busy.value = true
    try {
      result.value = await call()
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
    createTag: (input: TagInput) => write(() => bridge().createTag(input)),
    tagMonitors: (input: TagMonitorsInput) => write(() => bridge().tagMonitors(input)),
    createGroup: (input: TagGroupInput) => write(() => bridge().createTagGroup(input)),
    updateGroup: (id: number, input: TagGroupInput) =>
      write(() => bridge().updateTagGroup(id, input)),
    deleteGroup: (id: number) => write(() => bridge().deleteTagGroup(id)),
    clearResult: () => (result.value = null),
  }
})
