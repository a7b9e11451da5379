// Adding a monitor, and editing or deleting one from its page. Not optimistic: the form stays
// until the service accepted it; a refusal comes back with the service's message per field.
// The new monitor is read into the picture by the app, so the overview shows it at once.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { messageOf } from '../../electron/shared/errors'
import type {
  ManageResult,
  MonitorChanges,
  MonitorInput,
  MonitorSettingsView,
} from '../../electron/shared/monitor-input'
import { bridge } from '../bridge'
import { t } from '../i18n'
import { outcomeText } from '../lib/outcome-text'
import { useSessionStore } from './session'

export const useMonitorFormStore = defineStore('monitor-form', () => {
  const session = useSessionStore()
  const busy = ref(false)
  const result = ref<ManageResult | null>(null)
  const settings = shallowRef<MonitorSettingsView | null>(null)
  const settingsError = ref<string | null>(null)

  const teams = computed(() => session.session?.account?.teams ?? [])
  /** The service's message per field of the last refusal (`url`, `team_id` ...). */
  const fieldErrors = computed<Record<string, string>>(() =>
    result.value && !result.value.ok ? (result.value.fields ?? {}) : {},
  )

  /** A write; `done` says its success in the dashboard's language (../lib/outcome-text.ts). */
  async function send(
    call: () => Promise<ManageResult>,
    done: () => string,
  ): Promise<ManageResult> {
    busy.value = true
    try {
      result.value = outcomeText(await call(), done)
    } catch (error) {
      result.value = { ok: false, message: messageOf(error) }
    } finally {
      busy.value = false
    }
    return result.value
  }

  async function loadSettings(monitorId: number) {
    settings.value = null
    settingsError.value = null
    try {
      settings.value = await bridge().monitorSettings(monitorId)
    } catch (error) {
      settingsError.value = messageOf(error)
    }
  }

  return {
    busy,
    result,
    settings,
    settingsError,
    teams,
    fieldErrors,
    loadSettings,
    create: (input: MonitorInput) =>
      send(
        () => bridge().createMonitor(input),
        () => t('monitorForm.done.created', { name: input.label?.trim() || input.url.trim() }),
      ),
    /** `name`: the monitor's label, for the sentence said here. */
    save: (monitorId: number, changes: MonitorChanges, name: string) =>
      send(
        () => bridge().updateMonitor(monitorId, changes),
        () => t('monitorForm.done.saved', { name: changes.label?.trim() || name }),
      ),
    remove: (monitorId: number, name: string) =>
      send(
        () => bridge().deleteMonitor(monitorId),
        () => t('monitorForm.done.deleted', { name }),
      ),
    reset: () => (result.value = null),
  }
})
