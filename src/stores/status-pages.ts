// Status pages with their recent updates and the templates; posting, editing, pinning and deleting
// updates; creating and deleting pages and choosing their monitors. Never optimistic: a public
// status page must only show what the service accepted, so each change reloads the pages.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type {
  ActionResult,
  StatusPageView,
  StatusUpdateTemplateView,
} from '../../electron/shared/app-service-api'
import type {
  NewStatusPage,
  Severity,
  StatusUpdateEdit,
  StatusUpdateInput,
} from '../../electron/shared/status-page-input'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'
import { messageOf } from '../../electron/shared/errors'

export type { Severity }
export const SEVERITIES: Severity[] = ['info', 'warning', 'high', 'resolved', 'scheduled']

export type UpdateDraft = StatusUpdateInput

export const useStatusPagesStore = defineStore('statusPages', () => {
  const pages = ref<StatusPageView[]>([])
  const templates = ref<StatusUpdateTemplateView[]>([])
  const loading = ref(false)
  const loadError = ref<string | null>(null)
  const posting = ref(false)
  /** What is being changed right now (one at a time), e.g. `delete-update:12`. */
  const busy = ref<string | null>(null)

  async function load() {
    loading.value = true
    try {
      const [p, t] = await Promise.all([bridge().statusPages(), bridge().statusUpdateTemplates()])
      pages.value = p
      templates.value = t
      loadError.value = null
    } catch (error) {
      loadError.value = messageOf(error)
    } finally {
      loading.value = false
    }
  }

  /** One change: its sentence as a toast (the failure's with what to do), then the pages again. */
  async function change(
    what: string,
    call: () => Promise<ActionResult>,
    failed: string,
    keep = 'Nothing was changed: try again.',
  ): Promise<boolean> {
    const toasts = useToastStore()
    busy.value = what
    try {
      const result = await call()
      if (!result.ok) {
        toasts.push('error', `${failed}: ${result.message}`, keep)
        return false
      }
      toasts.push('success', result.message)
      await load()
      return true
    } catch (error) {
      toasts.push('error', `${failed}: ${messageOf(error)}`, keep)
      return false
    } finally {
      busy.value = null
    }
  }

  async function post(draft: UpdateDraft): Promise<boolean> {
    posting.value = true
    try {
      return await change(
        'post',
        () => bridge().postStatusUpdate(draft),
        'Posting the update failed',
        'Your text is kept: fix it and post again.',
      )
    } finally {
      posting.value = false
    }
  }

  const edit = (input: StatusUpdateEdit) =>
    change(
      `edit-update:${input.updateId}`,
      () => bridge().editStatusUpdate(input),
      'Saving the update failed',
      'Your text is kept: fix it and save again.',
    )
  const removeUpdate = (updateId: number) =>
    change(
      `delete-update:${updateId}`,
      () => bridge().deleteStatusUpdate(updateId),
      'Deleting the update failed',
    )
  const create = (input: NewStatusPage) =>
    change(
      'create-page',
      () => bridge().createStatusPage(input),
      'Creating the status page failed',
      'Your choices are kept: fix them and create again.',
    )
  const removePage = (statusPageId: number) =>
    change(
      `delete-page:${statusPageId}`,
      () => bridge().deleteStatusPage(statusPageId),
      'Deleting the status page failed',
    )
  const setMonitors = (statusPageId: number, monitorIds: number[]) =>
    change(
      `monitors:${statusPageId}`,
      () => bridge().setStatusPageMonitors(statusPageId, monitorIds),
      'Changing the monitors failed',
      'Your choice is kept: try again.',
    )

  return {
    pages,
    templates,
    loading,
    loadError,
    posting,
    busy,
    load,
    post,
    edit,
    removeUpdate,
    create,
    removePage,
    setMonitors,
  }
})
