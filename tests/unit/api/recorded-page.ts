// The recorded monitor page, and copies of it with one field changed or removed: what the
// readers of monitor pages are held to.
import { loadRecording } from '../../contract/recordings'

export type Page = { data: Record<string, unknown>[] } & Record<string, unknown>

export const recorded = JSON.parse(loadRecording('monitors').data) as Page

/** A copy of the recording with the field at `path` set to `value` (removed when undefined). */
export function withField(path: (string | number)[], value: unknown): Page {
  const input = structuredClone(recorded)
  let at: Record<string | number, unknown> = input
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (value === undefined) delete at[last]
  else at[last] = value
  return input
}
