// The tray popover's data: the summary the host computes (shared/popover-summary.ts), never the snapshot;
// and its per-monitor actions. Snooze and Re-run act on the row's checks in one bulk run (the
// monitor is read back once, not after each check); Maintenance and Seen act on the monitor.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { ActionResult } from '../../electron/shared/app-service-api'
import type { BulkProgress } from '../../electron/shared/bulk'
import type { PopoverSummary, SummaryMonitor } from '../../electron/shared/popover-summary'
import { messageOf } from '../../electron/shared/errors'
import { QUICK_MAINTENANCE, QUICK_SNOOZE } from '../../electron/shared/presets'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { useRemindersStore } from './reminders'

export type PopoverAction = 'snooze' | 'maintenance' | 'rerun' | 'seen'

/** A bulk run of one monitor as one line: its result, or why the run was refused. */
function oneLine(progress: BulkProgress | null): ActionResult {
  // The app refuses a run only while another is under way; its sentence is English.
  if (progress?.refused) return { ok: false, message: t('bulk.busy') }
  const [result] = progress?.results ?? []
  if (!result) return { ok: false, message: t('popover.unknownMonitor') }
  return { ok: result.ok, message: result.message }
}

export const usePopoverStore = defineStore('popover', () => {
  const summary = shallowRef<PopoverSummary | null>(null)
  const loaded = ref(false)
  const loadError = ref<string | null>(null)
  let unsubscribe: (() => void) | null = null

  async function load() {
    unsubscribe ??= bridge().onSummaryChanged((s) => (summary.value = s))
    try {
      const s = await bridge().popoverSummary()
      // A push may have arrived while we waited; keep the newer one.
      if (s && (!summary.value || s.fetchedAt >= summary.value.fetchedAt)) summary.value = s
      loadError.value = null
    } catch (error) {
      loadError.value = messageOf(error)
    } finally {
      loaded.value = true
    }
  }

  function seed(first: PopoverSummary | null) {
    summary.value ??= first
  }

  /** Runs a row's action; answers one line, a failure with its reason. */
  async function act(action: PopoverAction, monitor: SummaryMonitor): Promise<ActionResult> {
    const checks = { monitorIds: [monitor.id], checkIds: monitor.checkIds }
    try {
      switch (action) {
        case 'snooze':
          return oneLine(
            await bridge().bulk({ kind: 'snooze', minutes: QUICK_SNOOZE.minutes, ...checks }),
          )
        case 'rerun':
          return oneLine(await bridge().bulk({ kind: 'rerun', ...checks }))
        case 'maintenance':
          return await bridge().startMaintenance(monitor.id, QUICK_MAINTENANCE.seconds)
        case 'seen':
          return await useRemindersStore().acknowledge(monitor.id)
      }
    } catch (error) {
      return { ok: false, message: t('popover.actionFailed', { message: messageOf(error) }) }
    }
  }

  /** The popover shows no monitor: the scheduler's hint that one is watched is cleared. */
  function unfocus() {
    bridge()
      .setFocus(null)
      .catch(() => undefined) // Only a hint for the scheduler.
  }

  return { summary, loaded, loadError, load, seed, act, unfocus }
})
