// User settings, edited in the Settings view; the theme is applied to the document here.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { TeamZoneView } from '../../electron/shared/app-service-api'
import {
  DEFAULT_SETTINGS,
  mergeSettings as merge,
  type Settings,
  type SettingsPatch,
  type Theme,
} from '../../electron/shared/settings'
import { bridge } from '../bridge'
import { runOptimistic } from './optimistic'
import { messageOf } from '../../electron/shared/errors'
import { applyLanguage, t } from '../i18n'

export const useSettingsStore = defineStore('settings', () => {
  const settings = shallowRef<Settings | null>(null)
  const loadError = ref<string | null>(null)
  let unsubscribe: (() => void) | null = null

  async function load() {
    unsubscribe ??= bridge().onSettingsChanged((s) => (settings.value = s))
    try {
      settings.value = await bridge().getSettings()
      loadError.value = null
    } catch (error) {
      loadError.value = messageOf(error)
    }
  }

  function update(patch: SettingsPatch, what = t('settings.save')) {
    return runOptimistic({
      what,
      apply: () => {
        const before = settings.value
        // The merge step of the app's applySettingsPatch; its validation (zod) stays in the app.
        settings.value = merge(before ?? DEFAULT_SETTINGS, patch)
        return () => (settings.value = before)
      },
      call: () => bridge().updateSettings(patch),
    })
  }

  /** Each team's time zone and where it came from (Settings, Team time zones). */
  const teamZones = shallowRef<TeamZoneView[]>([])
  const teamZonesError = ref<string | null>(null)

  async function loadTeamZones() {
    try {
      teamZones.value = await bridge().teamZones()
      teamZonesError.value = null
    } catch (error) {
      teamZonesError.value = messageOf(error)
    }
  }

  const theme = computed<Theme>(() => settings.value?.theme ?? 'system')

  watch(
    theme,
    (t) => {
      if (typeof document === 'undefined') return
      if (t === 'system') delete document.documentElement.dataset.theme
      else document.documentElement.dataset.theme = t
    },
    { immediate: true },
  )

  const language = computed(() => settings.value?.language ?? 'system')
  watch(language, (choice) => applyLanguage(choice), { immediate: true })

  function seed(first: Settings) {
    settings.value ??= first
  }

  return {
    settings,
    loadError,
    theme,
    language,
    teamZones,
    teamZonesError,
    load,
    loadTeamZones,
    seed,
    update,
  }
})
