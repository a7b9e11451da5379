// Every URL the crawler visited in the run the check page shows, one page at a time; its own
// loading and error state, so a failed page leaves the rest of the page standing.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { CrawledUrlsView } from '../../electron/shared/crawled-urls'
import { messageOf } from '../../electron/shared/errors'
import { bridge } from '../bridge'

export const useCrawledUrlsStore = defineStore('crawledUrls', () => {
  const monitorId = ref<number | null>(null)
  /** The run whose crawl is listed; null for the latest. */
  const runId = ref<number | null>(null)
  const page = ref(1)
  const data = shallowRef<CrawledUrlsView | null>(null)
  const loading = ref(false)
  const error = ref<string | null>(null)
  // The newest request wins: an answer for another run or page is dropped.
  let request = 0

  async function load(): Promise<void> {
    const id = monitorId.value
    if (id === null) return
    const mine = ++request
    loading.value = true
    error.value = null
    try {
      const view = await bridge().crawledUrls(id, { runId: runId.value, page: page.value })
      if (mine === request) data.value = view
    } catch (failure) {
      if (mine === request) {
        data.value = null
        error.value = messageOf(failure)
      }
    } finally {
      if (mine === request) loading.value = false
    }
  }

  /** The crawl of this monitor's run (null: the latest), from its first page. */
  function open(id: number, run: number | null): Promise<void> {
    if (monitorId.value !== id || runId.value !== run) data.value = null
    monitorId.value = id
    runId.value = run
    page.value = 1
    return load()
  }

  function goTo(next: number): Promise<void> {
    page.value = Math.max(1, next)
    return load()
  }

  return { monitorId, runId, page, data, loading, error, open, goTo, load }
})
