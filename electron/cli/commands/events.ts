// `events`: the timeline the app keeps in its data folder, read only (nothing is moved, written
// or set aside; a file the app cannot read is the app's to set aside at its next start).
// `listEvents` is the seam: it takes anything with the AppService's `timeline`, the folder
// here or a running app reached over its control socket.
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pruneEvents, queryEvents } from '../../core/engine/timeline'
import { TIMELINE_KEY } from '../../core/engine/timeline-log'
import { parseTimelineRecord } from '../../core/engine/timeline-schema'
import type { AppServiceApi } from '../../shared/app-service-api'
import { messageOf } from '../../shared/errors'
import { safeLine } from '../../shared/safe-text'
import type { TimelineEvent, TimelinePage, TimelineQuery } from '../../shared/timeline'
import { CliError, EXIT } from '../exit-codes'
import { isoTime, isoTimesInText } from '../formats/iso-time'

export type TimelineSource = Pick<AppServiceApi, 'timeline'>

async function mustBeFolder(dataDir: string): Promise<void> {
  const found = await stat(dataDir).catch(() => null)
  if (!found) {
    throw new CliError(EXIT.unexpected, `The folder ${dataDir} does not exist (--data-dir).`)
  }
  if (!found.isDirectory()) {
    throw new CliError(EXIT.unexpected, `${dataDir} is not a folder (--data-dir).`)
  }
}

/** The timeline stored in `dataDir` (serve mode's folder; the desktop app's `cache` folder). */
export function folderTimeline(dataDir: string, now: () => number = Date.now): TimelineSource {
  return {
    async timeline(query) {
      const file = join(dataDir, `${TIMELINE_KEY}.json`)
      let text: string
      try {
        text = await readFile(file, 'utf8')
      } catch (error) {
        const code = (error as NodeJS.ErrnoException | null)?.code
        if (code === 'ENOENT' || code === 'ENOTDIR') {
          // No timeline yet is an empty one; no folder is a mistyped --data-dir.
          await mustBeFolder(dataDir)
          return { events: [], total: 0, unreadable: 0 }
        }
        throw new CliError(EXIT.unexpected, `Cannot read ${file}: ${messageOf(error)}`)
      }
      let raw: unknown
      try {
        raw = JSON.parse(text)
      } catch {
        throw new CliError(
          EXIT.unexpected,
          `${file} is not a timeline (not JSON); it was left as is.`,
        )
      }
      const parsed = parseTimelineRecord(raw)
      if (!parsed.ok) {
        throw new CliError(
          EXIT.unexpected,
          `${file} is not a timeline (${parsed.problem}); it was left as is.`,
        )
      }
      return queryEvents(pruneEvents(parsed.events, now()), query, parsed.unreadable)
    },
  }
}

/** The running app's timeline over its control socket; null when no app answers. */
export async function appTimeline(
  ask: (op: string, args: unknown[]) => Promise<{ ok: boolean; result?: unknown } | null>,
  query: TimelineQuery,
): Promise<TimelinePage | null> {
  const answer = await ask('timeline', [query])
  if (!answer?.ok) return null
  const page = answer.result as Partial<TimelinePage> | null
  if (!page || !Array.isArray(page.events)) return null
  // Read like anything from outside: events checked and bounded, the bad ones counted.
  const parsed = parseTimelineRecord({ schemaVersion: 1, events: page.events })
  if (!parsed.ok) return null
  const events = parsed.events.slice().reverse()
  const unreadable = (typeof page.unreadable === 'number' ? page.unreadable : 0) + parsed.unreadable
  const total = typeof page.total === 'number' ? page.total : events.length
  return { events, total, unreadable }
}

export function sinceQuery(sinceMs: number | null, now: number): TimelineQuery {
  return sinceMs === null ? {} : { since: new Date(now - sinceMs).toISOString() }
}

export function listEvents(
  source: TimelineSource,
  sinceMs: number | null,
  now: number,
): Promise<TimelinePage> {
  return source.timeline(sinceQuery(sinceMs, now))
}

/** An event's text on one line, as long as the dashboard's timeline shows it. */
const EVENT_TEXT_MAX = 500

function eventLine(event: TimelineEvent): string {
  const text = isoTimesInText(safeLine(event.text, EVENT_TEXT_MAX))
  return `${isoTime(event.at)}  ${event.kind.padEnd(6)}  ${text}`
}

export function eventsOutput(page: TimelinePage, json: boolean): string {
  if (json) {
    // The timeline's sentences write their times for people; the CLI's are ISO 8601.
    const events = page.events.map((e) => ({ ...e, text: isoTimesInText(e.text) }))
    return JSON.stringify({ ...page, events })
  }
  const lines = page.events.map(eventLine)
  if (lines.length === 0) lines.push('No events in the timeline for this period.')
  if (page.unreadable > 0) {
    lines.push(`(${page.unreadable} stored events could not be read and are not shown.)`)
  }
  return lines.join('\n')
}
