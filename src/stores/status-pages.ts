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
import type { Messages } from '../../electron/shared/i18n/messages/en'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useToastStore } from './toasts'
import { messageOf } from '../../electron/shared/errors'

export type { Severity }
export const SEVERITIES: Severity[] = ['info', 'warning', 'high', 'resolved', 'scheduled']

export type UpdateDraft = StatusUpdateInput

type Failed = `statusPages.failed.${keyof Messages['statusPages']['failed']}`
type Hint = `statusPages.hint.${keyof Messages['statusPages']['hint']}`

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
    failed: Failed,
    keep: Hint = 'statusPages.hint.nothingChanged',
  ): Promise<boolean> {
    const toasts = useToastStore()
    busy.value = what
    try {
      const result = await call()
      if (!result.ok) {
        toasts.push('error', t(failed, { message: result.message }), t(keep))
        return false
      }
      toasts.push('success', result.message)
      await load()
      return true
    } catch (error) {
      toasts.push('error', t(failed, { message: messageOf(error) }), t(keep))
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
        'statusPages.failed.post',
        'statusPages.hint.textKeptPost',
      )
    } finally {
      posting.value = false
    }
  }

  const edit = (input: StatusUpdateEdit) =>
    change(
      `edit-update:${input.updateId}`,
      () => bridge().editStatusUpdate(input),
      'statusPages.failed.edit',
      'statusPages.hint.textKeptSave',
    )
  const removeUpdate = (updateId: number) =>
    change(
      `delete-update:${updateId}`,
      () => bridge().deleteStatusUpdate(updateId),
      'statusPages.failed.removeUpdate',
    )
  const create = (input: NewStatusPage) =>
    change(
      'create-page',
      () => bridge().createStatusPage(input),
      'statusPages.failed.create',
      'statusPages.hint.choicesKept',
    )
  const removePage = (statusPageId: number) =>
    change(
      `delete-page:${statusPageId}`,
      () => bridge().deleteStatusPage(statusPageId),
      'statusPages.failed.removePage',
    )
  const setMonitors = (statusPageId: number, monitorIds: number[]) =>
    change(
      `monitors:${statusPageId}`,
      () => bridge().setStatusPageMonitors(statusPageId, monitorIds),
      'statusPages.failed.monitors',
      'statusPages.hint.choiceKept',
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
