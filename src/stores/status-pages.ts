// Status pages with their recent updates, and posting a new update (blank or from a template).
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type {
  StatusPageView,
  StatusUpdateTemplateView,
} from '../../electron/shared/app-service-api'
import { bridge } from '../bridge'
import { useToastStore } from './toasts'
import { messageOf } from '../../electron/shared/errors'

export type Severity = 'info' | 'warning' | 'high' | 'resolved' | 'scheduled'
export const SEVERITIES: Severity[] = ['info', 'warning', 'high', 'resolved', 'scheduled']

export interface UpdateDraft {
  statusPageId: number
  title: string
  text: string
  severity: Severity
  pinned: boolean
}

export const useStatusPagesStore = defineStore('statusPages', () => {
  const pages = ref<StatusPageView[]>([])
  const templates = ref<StatusUpdateTemplateView[]>([])
  const loading = ref(false)
  const loadError = ref<string | null>(null)
  const posting = ref(false)

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

  /** Not optimistic: a public status page must only show what the service accepted. */
  async function post(draft: UpdateDraft): Promise<boolean> {
    const toasts = useToastStore()
    posting.value = true
    try {
      const result = await bridge().postStatusUpdate(draft)
      if (!result.ok) {
        toasts.push(
          'error',
          `Posting the update failed: ${result.message}`,
          'Your text is kept: fix it and post again.',
        )
        return false
      }
      toasts.push('success', result.message || 'Update posted')
      await load()
      return true
    } catch (error) {
      toasts.push(
        'error',
        `Posting the update failed: ${messageOf(error)}`,
        'Your text is kept: try again.',
      )
      return false
    } finally {
      posting.value = false
    }
  }

  return { pages, templates, loading, loadError, posting, load, post }
})
