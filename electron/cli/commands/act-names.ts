// Names for a direct action's sentence: "Snoozed 'Uptime' of shop.example.com for 60 min." The
// running app knows them from its snapshot; a direct command knows only ids, so once the action
// has worked it reads them with one request (the monitor, or for a check the first page of the
// monitor list, where most accounts' monitors all are). Any failure of that read leaves the
// service's own sentence: the action is done either way.
import { createApiClient } from '../../core/api'
import type { FetchLike } from '../../core/ports'
import { clip } from '../../shared/clip'
import type { ActAction } from './parse-act'

export interface ActNames {
  monitor: string
  /** The check's label (or type), for check actions. */
  check: string | null
}

const NAME_LIMIT = 100

const shown = (text: string) => clip(text.replace(/\s+/g, ' ').trim(), NAME_LIMIT)

export interface NamesOptions {
  baseUrl: string
  token: string
  fetch: FetchLike
  timeoutMs?: number
}

/** The names behind the action's ids, or null when they could not be read in one request. */
export async function readNames(
  action: ActAction,
  options: NamesOptions,
): Promise<ActNames | null> {
  const client = createApiClient({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })
  try {
    if (action.op === 'maintenance-start' || action.op === 'maintenance-stop') {
      const monitor = await client.monitors.get(action.monitorId)
      return { monitor: shown(monitor.label ?? monitor.url), check: null }
    }
    const page = await client.monitors.listPage(1)
    for (const monitor of page.data) {
      const check = monitor.checks.find((c) => c.id === action.checkId)
      if (check) {
        return {
          monitor: shown(monitor.label ?? monitor.url),
          check: shown(check.label ?? check.type),
        }
      }
    }
    return null
  } catch {
    return null
  }
}

const minutesText = (minutes: number) => `${minutes.toLocaleString('en-US')} min`

/** The action's sentence with names instead of ids. */
export function namedSentence(action: ActAction, names: ActNames): string {
  const check = `'${names.check ?? 'the check'}' of ${names.monitor}`
  switch (action.op) {
    case 'snooze':
      return `Snoozed ${check} for ${minutesText(action.minutes)}.`
    case 'unsnooze':
      return `Unsnoozed ${check}: its notifications are back on.`
    case 'rerun':
      return `Asked the service to run ${check} now.`
    case 'maintenance-start':
      return `${names.monitor} is in maintenance for ${minutesText(action.minutes)}${
        action.name ? ` ('${shown(action.name)}')` : ''
      }.`
    case 'maintenance-stop':
      return `Maintenance on ${names.monitor} has ended.`
  }
}
