// The one way settings change, wherever the change comes from (the app's settings file, serve
// mode, the CLI's in-memory settings, the dashboard's optimistic view): the patch is checked,
// merged into the current settings (notifications field by field) and the result validated
// with the shared schema. Apart from settings.ts because the schema imports from it.
import { baseUrlProblem } from './base-url'
import { clip } from './clip'
import { settingsPatchSchema, settingsSchema } from './contract-schemas'
import { describeIssues } from './migrate-settings'
import { mergeSettings, type Settings, type SettingsPatch } from './settings'

export type SettingsPatchResult = { ok: true; settings: Settings } | { ok: false; message: string }

/** Settings as the AppService sees them: read at once, changed only through a patch. */
export interface SettingsSource {
  get(): Settings
  /** A refused patch resolves `{ ok: false }` and changes nothing; a failed save rejects. */
  update(patch: SettingsPatch): Promise<SettingsPatchResult>
}

/** The message names the first problems once, bounded (a patch's key names come from outside). */
function refused(reason: string): SettingsPatchResult {
  return { ok: false, message: clip(`Invalid settings: ${reason}`) }
}

/** `current` with `patch` applied and validated; a refused patch leaves `current` as it is. */
export function applySettingsPatch(current: Settings, patch: unknown): SettingsPatchResult {
  // The base URL gets the sentence sign-in gives too (it never repeats a password).
  const baseUrl: unknown =
    typeof patch === 'object' && patch ? Reflect.get(patch, 'baseUrl') : undefined
  const urlProblem = baseUrl === undefined ? null : baseUrlProblem(baseUrl)
  if (urlProblem) return refused(urlProblem)
  const parsedPatch = settingsPatchSchema.safeParse(patch)
  if (!parsedPatch.success) return refused(describeIssues(parsedPatch.error))
  const next = settingsSchema.safeParse(mergeSettings(current, parsedPatch.data))
  if (!next.success) return refused(describeIssues(next.error))
  return { ok: true, settings: next.data as Settings }
}

/** Settings kept for this run only (the CLI, tests), patched like the saved ones. */
export function memorySettings(initial: Settings): SettingsSource {
  let settings = initial
  return {
    get: () => settings,
    update(patch) {
      const result = applySettingsPatch(settings, patch)
      if (result.ok) settings = result.settings
      return Promise.resolve(result)
    },
  }
}
