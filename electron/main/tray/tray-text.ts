// The words the tray shows: the one-line tooltip ("2 failing, 1 warning - synced 20 s ago")
// and the menu's status line. Pure functions of the snapshot, sync status and time.
import { format } from 'date-fns'
import type { Snapshot, SyncStatus } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import type { ProblemCounts } from './health'
import { isPaused, trayViewOf } from './tray-state'

/** "20 s", "5 min", "3 h", "2 d": short enough for a tooltip. */
export function shortAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000))
  if (s < 60) return `${s} s`
  const min = Math.floor(s / 60)
  if (min < 60) return `${min} min`
  const h = Math.floor(min / 60)
  return h < 48 ? `${h} h` : `${Math.floor(h / 24)} d`
}

export function problemSummary(problems: ProblemCounts): string {
  if (problems.total === 0) return 'No monitors yet'
  const parts: string[] = []
  if (problems.failing > 0) parts.push(`${problems.failing} failing`)
  if (problems.warning > 0) {
    parts.push(`${problems.warning} warning${problems.warning === 1 ? '' : 's'}`)
  }
  if (parts.length > 0) return parts.join(', ')
  return problems.total === 1 ? 'The monitor is up' : `All ${problems.total} monitors up`
}

function syncPhrase(sync: SyncStatus, now: number): string {
  const since = sync.lastSuccessAt ? shortAge(now - Date.parse(sync.lastSuccessAt)) : null
  switch (sync.state) {
    case 'offline':
      return since ? `offline, last synced ${since} ago` : 'offline'
    case 'rate-limited':
      return 'rate limited, waiting'
    case 'error':
      return since ? `sync failing, last synced ${since} ago` : 'sync failing'
    default:
      if (sync.stale) return since ? `stale, last synced ${since} ago` : 'stale data'
      return since ? `synced ${since} ago` : 'syncing'
  }
}

export function tooltipText(
  snapshot: Snapshot | null,
  sync: SyncStatus,
  settings: Settings,
  now: number,
): string {
  if (sync.state === 'auth-needed') return 'Uptray - sign in needed'
  if (snapshot === null) return `Uptray - ${syncPhrase(sync, now)}`
  const { problems } = trayViewOf(snapshot, sync, settings, now)
  const paused = isPaused(settings, now) ? ' - notifications paused' : ''
  return `${problemSummary(problems)} - ${syncPhrase(sync, now)}${paused}`
}

/** The first, disabled line of the menu: what is wrong and how fresh the data is. */
export function statusLine(
  snapshot: Snapshot | null,
  sync: SyncStatus,
  settings: Settings,
  now: number,
): string {
  if (sync.state === 'auth-needed') return 'Sign in needed: the API token was refused'
  return tooltipText(snapshot, sync, settings, now).replace(/^Uptray - /, '')
}

/** "until 14:05" today, or "until Tue 08:00" further away. */
export function untilText(iso: string, now: number): string {
  const at = Date.parse(iso)
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString()
  return `until ${format(at, sameDay ? 'HH:mm' : 'EEE HH:mm')}`
}
