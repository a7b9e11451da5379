// Parsing of `uptray status-page post|list`: its own options, checked before anything is sent;
// anything wrong is exit code 4. args.ts hands over the arguments after `status-page`.
import { SEVERITIES, STATUS_PAGE_LIMITS, type Severity } from '../../shared/status-page-input'
import type { CliError } from '../exit-codes'
import { optionProblem, parseId, parseOptions } from './parse-options'

export const STATUS_PAGE_USAGE = `  uptray status-page post STATUS_PAGE_ID --title TEXT --severity info|warning|high|resolved|scheduled
                          [--text TEXT] [--pinned] [--json] [--account NAME] [--base-url URL] [--direct]
  uptray status-page list [--json] [--account NAME] [--base-url URL] [--direct]`

export const STATUS_PAGE_HELP = `status-page post posts an update now (the time sent is the status page's own clock, in its
timezone), like the actions: by the running app, else directly; exit 5 when the service refuses.
status-page list prints each status page's id, title, status and timezone (--json: one object).`

export type StatusPageCommand = {
  command: 'status-page'
  baseUrl: string | null
  /** --account NAME; needed when there are several accounts (ids may repeat across them). */
  account: string | null
  json: boolean
  direct: boolean
} & (
  | { verb: 'list' }
  | {
      verb: 'post'
      statusPageId: number
      title: string
      severity: Severity
      text: string
      pinned: boolean
    }
)

type Bad = (message: string) => CliError

export function parseStatusPageCommand(
  argv: string[],
  bad: Bad,
  baseUrlOf: (value: string | undefined) => string | null,
  accountOf: (value: string | undefined) => string | null,
): StatusPageCommand {
  const { values, positionals } = parseOptions(
    argv,
    {
      title: { type: 'string' },
      severity: { type: 'string' },
      text: { type: 'string' },
      pinned: { type: 'boolean' },
      json: { type: 'boolean' },
      'base-url': { type: 'string' },
      account: { type: 'string' },
      direct: { type: 'boolean' },
    },
    optionProblem('status-page'),
    bad,
  )
  const [verb, id, extra] = positionals
  const common = {
    command: 'status-page' as const,
    baseUrl: baseUrlOf(values['base-url']),
    account: accountOf(values.account),
    json: values.json ?? false,
    direct: values.direct ?? false,
  }
  if (verb === 'list') {
    if (id !== undefined) throw bad(`Unexpected argument "${id.slice(0, 40)}".`)
    for (const option of ['title', 'severity', 'text', 'pinned'] as const) {
      if (values[option] !== undefined) throw bad(`--${option} does not apply to status-page list.`)
    }
    return { ...common, verb: 'list' }
  }
  if (verb !== 'post') throw bad('Say status-page post STATUS_PAGE_ID ... or status-page list.')
  if (extra !== undefined) throw bad(`Unexpected argument "${extra.slice(0, 40)}".`)
  if (id === undefined) throw bad('Give the STATUS_PAGE_ID (uptray status-page list shows them).')
  const statusPageId = parseId(id, 'STATUS_PAGE_ID', bad)
  const title = values.title?.trim() ?? ''
  if (title === '' || title.length > STATUS_PAGE_LIMITS.title) {
    throw bad(`--title must be 1 to ${STATUS_PAGE_LIMITS.title} characters.`)
  }
  const severity = values.severity
  if (severity === undefined || !(SEVERITIES as readonly string[]).includes(severity)) {
    const given = severity === undefined ? '' : `, not "${severity.slice(0, 20)}"`
    throw bad(`--severity must be one of ${SEVERITIES.join(', ')}${given}.`)
  }
  const text = values.text ?? ''
  if (text.length > STATUS_PAGE_LIMITS.text) {
    throw bad(
      `--text must be at most ${STATUS_PAGE_LIMITS.text.toLocaleString('en-US')} characters.`,
    )
  }
  return {
    ...common,
    verb: 'post',
    statusPageId,
    title,
    severity: severity as Severity,
    text,
    pinned: values.pinned ?? false,
  }
}
