// Which operations of the operation table (shared/operations.ts) are actions the timeline
// records, and what each one acts on, so that the recorder (timeline-recorder.ts) records every
// action in one place, naming what it acted on. Both come from the table's `recordsAction` flag:
// an operation added there is recorded without a list here.
import type { Snapshot } from '../../shared/model'
import { OPERATIONS, type ActionTarget, type RecordsAction } from '../../shared/operations'
import { indexOf } from './snapshot-index'

export type { ActionTarget }

/** Each operation's record, or null for reads, the session flow and the timeline itself. */
const RECORDS: Readonly<Record<string, RecordsAction | null>> = Object.fromEntries(
  Object.entries(OPERATIONS).map(([operation, entry]) => [
    operation,
    (entry as { recordsAction?: RecordsAction }).recordsAction ?? null,
  ]),
)

/** What each operation's arguments point at; null when it records nothing. */
export const ACTION_TARGETS: Readonly<Record<string, ActionTarget | null>> = Object.fromEntries(
  Object.entries(RECORDS).map(([operation, record]) => [operation, record?.target ?? null]),
)

/** What an action acted on, looked up before it runs (a deleted cron job's name is gone after). */
export interface ActionSubject {
  monitorId: number | null
  checkId: number | null
  checkType: string | null
  /** "Uptime of shop.example.com", "the cron job Nightly backup on shop.example.com". */
  name: string | null
  /** The word an answer about it must contain to name it (the job's, check's or monitor's name). */
  key: string | null
}

export interface SubjectLookups {
  snapshot: Snapshot | null
  monitorOfCheck: (checkId: number) => number | undefined
  monitorOfCronCheck: (cronCheckId: number) => number | undefined
  destinationName: (destinationId: number) => string | undefined
  /** A team's name (the account's teams), for a managed team's action. */
  teamName?: (teamId: number) => string | undefined
}

const NONE: ActionSubject = {
  monitorId: null,
  checkId: null,
  checkType: null,
  name: null,
  key: null,
}

const quoted = (text: string) => `'${text.replace(/\s+/g, ' ').trim()}'`

function monitorLabel(lookups: SubjectLookups, monitorId: number | undefined): string | null {
  if (monitorId === undefined || !lookups.snapshot) return null
  return indexOf(lookups.snapshot).monitor(monitorId)?.label ?? null
}

function cronName(lookups: SubjectLookups, cronCheckId: number): ActionSubject {
  const monitorId = lookups.monitorOfCronCheck(cronCheckId)
  const job = lookups.snapshot ? indexOf(lookups.snapshot).cron(cronCheckId) : undefined
  const on = monitorLabel(lookups, monitorId)
  const name = job
    ? `the cron job ${quoted(job.name)}${on ? ` on ${on}` : ''}`
    : `cron job ${cronCheckId}`
  return {
    monitorId: monitorId ?? null,
    checkId: cronCheckId,
    checkType: 'cron',
    name,
    key: job?.name ?? null,
  }
}

/** A new tag, tag group or monitor: named by its input's name, label or URL. */
function newItem(input: unknown): ActionSubject {
  const fields: Record<string, unknown> =
    typeof input === 'object' && input !== null ? { ...input } : {}
  const given = [fields.name, fields.label, fields.url].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return given ? { ...NONE, name: quoted(given), key: given.trim() } : NONE
}

/** What `args` of an action with `target` point at, with names where the app knows them. */
export function actionSubject(
  target: ActionTarget,
  args: readonly unknown[],
  lookups: SubjectLookups,
): ActionSubject {
  const [first, second] = args
  if (target === 'status-page') {
    const title = (first as { title?: unknown } | null)?.title
    return typeof title === 'string' ? { ...NONE, name: quoted(title), key: title } : NONE
  }
  // A new managed team's input has a name (and a zone), so it is named as any new item.
  if (target === 'new-item' || target === 'new-managed-team') return newItem(first)
  if (target === 'settings' || typeof first !== 'number') return NONE
  switch (target) {
    case 'check': {
      const monitorId = lookups.monitorOfCheck(first)
      const index = lookups.snapshot ? indexOf(lookups.snapshot) : null
      const monitor = monitorId === undefined ? undefined : index?.monitor(monitorId)
      const check = monitor ? index?.check(first) : undefined
      return {
        monitorId: monitorId ?? null,
        checkId: first,
        checkType: check?.type ?? null,
        name:
          monitor && check
            ? `${quoted(check.label || check.type)} of ${monitor.label}`
            : `check ${first}`,
        key: check ? check.label || check.type : null,
      }
    }
    case 'cron-check':
      return cronName(lookups, first)
    case 'tag-group': {
      const label = (second as { label?: unknown } | null)?.label
      return typeof label === 'string'
        ? { ...NONE, name: `the tag group ${quoted(label)}`, key: label.trim() }
        : { ...NONE, name: `tag group ${first}` }
    }
    case 'new-cron-check': {
      const jobName = (second as { name?: unknown } | null)?.name
      const on = monitorLabel(lookups, first)
      const job = typeof jobName === 'string' ? quoted(jobName) : 'a cron job'
      return {
        monitorId: first,
        checkId: null,
        checkType: 'cron',
        name: `${job}${on ? ` on ${on}` : ''}`,
        key: typeof jobName === 'string' ? jobName.trim() : null,
      }
    }
    case 'monitor': {
      const label = monitorLabel(lookups, first)
      return { ...NONE, monitorId: first, name: label ?? `monitor ${first}`, key: label }
    }
    case 'health-check': {
      const on = monitorLabel(lookups, first)
      return {
        ...NONE,
        monitorId: first,
        checkType: 'application_health',
        name: `a health check${on ? ` of ${on}` : ''}`,
        key: on,
      }
    }
    case 'managed-team': {
      const teamName = lookups.teamName?.(first)
      return { ...NONE, name: teamName ? quoted(teamName) : `team ${first}`, key: teamName ?? null }
    }
    case 'destination': {
      const name = lookups.destinationName(first)
      return {
        ...NONE,
        name: name ? quoted(name) : `notification destination ${first}`,
        key: name ?? null,
      }
    }
  }
}

/** "snooze 'Uptime' of shop.example.com": what was asked, for a failure's sentence. */
export function actionWhat(
  operation: string,
  args: readonly unknown[],
  subject: ActionSubject,
): string {
  const verb =
    operation === 'setCheckEnabled'
      ? args[1] === true
        ? 'enable'
        : 'disable'
      : RECORDS[operation]?.verb
  return [verb ?? operation, subject.name].filter(Boolean).join(' ')
}

/**
 * The line an action that worked leaves in the timeline: its answer, which names what changed,
 * with the subject's name added when the answer does not carry it.
 */
export function actionDone(message: string, subject: ActionSubject): string {
  if (!subject.name || (subject.key !== null && message.includes(subject.key))) return message
  return `${message} (${subject.name})`
}
