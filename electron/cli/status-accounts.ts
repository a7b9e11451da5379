// `status` over several accounts: each swept on its own (its own headless service, token, rate
// budget and 429 waits), one failing never hiding the others. The JSON is the single report's
// contract (shared/status-report.ts) summed over the accounts that answered, plus:
//   monitors[].account  the name of the account the monitor belongs to;
//   accounts: [{name, baseUrl, totals, unreadable, error?: {message, exitCode}}] in the
//   settings' order, a failed account with zero totals and its error.
// `fetchedAt` is the oldest of the accounts' sweeps (the report is at least that fresh).
// The exit code of a partial failure is the worst of the failed accounts' (WORST_FIRST).
import { plainLine, safeLine } from '../shared/safe-text'
import type { TotalKey } from '../shared/status-report'
import { toCliError } from './errors'
import { EXIT, type CliError, type ExitCode } from './exit-codes'
import type { BarState } from './formats/bar'
import { countLines, statusTable, type StatusReport } from './status-report'
import type { Target } from './targets'

/** One account's part of the status: its report, or why there is none. */
export interface AccountStatus {
  name: string
  baseUrl: string
  report: StatusReport | null
  error?: CliError | null
}

export type AccountMonitor = StatusReport['monitors'][number] & { account: string }

export interface AccountsReport extends StatusReport {
  monitors: AccountMonitor[]
  accounts: {
    name: string
    baseUrl: string
    totals: StatusReport['totals']
    unreadable: number
    error?: { message: string; exitCode: ExitCode }
  }[]
}

/**
 * The order of badness among exit codes: a token to fix (2) before a bug (1) before an outage
 * that passes by itself (3); the others cannot come from a sweep but keep a place.
 */
export const WORST_FIRST: readonly ExitCode[] = [
  EXIT.token,
  EXIT.unexpected,
  EXIT.unreachable,
  EXIT.refused,
  EXIT.badArguments,
]

/** Every target swept at once; a failure is kept as that account's error. */
export function sweepAccounts(
  targets: readonly Target[],
  sweep: (target: Target) => Promise<StatusReport>,
): Promise<AccountStatus[]> {
  return Promise.all(
    targets.map(async (target) => {
      try {
        const report = await sweep(target)
        return { name: target.name, baseUrl: target.baseUrl, report, error: null }
      } catch (error) {
        return {
          name: target.name,
          baseUrl: target.baseUrl,
          report: null,
          error: toCliError(error),
        }
      }
    }),
  )
}

function zeroTotals(): StatusReport['totals'] {
  return {
    failed: 0,
    warning: 0,
    succeeded: 0,
    pending: 0,
    unknown: 0,
    snoozed: 0,
    maintenance: 0,
    disabled: 0,
  }
}

export function accountsReport(statuses: readonly AccountStatus[], now: number): AccountsReport {
  const totals = zeroTotals()
  const monitors: AccountMonitor[] = []
  let unreadable = 0
  let fetchedAt: string | null = null
  const accounts = statuses.map(({ name, baseUrl, report, error }) => {
    const entry: AccountsReport['accounts'][number] = {
      name,
      baseUrl,
      totals: report?.totals ?? zeroTotals(),
      unreadable: report?.unreadable ?? 0,
    }
    if (error) entry.error = { message: error.message, exitCode: error.exitCode }
    if (!report) return entry
    for (const key of Object.keys(totals) as TotalKey[]) totals[key] += report.totals[key]
    for (const monitor of report.monitors) monitors.push({ ...monitor, account: name })
    unreadable += report.unreadable
    if (fetchedAt === null || report.fetchedAt < fetchedAt) fetchedAt = report.fetchedAt
    return entry
  })
  return {
    fetchedAt: fetchedAt ?? new Date(now).toISOString(),
    monitors,
    unreadable,
    totals,
    accounts,
  }
}

/** `status --json` over the accounts, saying who answered: the running app or the CLI itself. */
export function accountsJson(
  statuses: readonly AccountStatus[],
  source: 'app' | 'direct',
  now: number = Date.now(),
): string {
  return JSON.stringify({ ...accountsReport(statuses, now), source })
}

/** The exit code: 0 when every account answered, else the worst of the failures. */
export function worstExit(statuses: readonly AccountStatus[]): ExitCode {
  const codes = statuses.flatMap((s) => (s.error ? [s.error.exitCode] : []))
  if (codes.length === 0) return EXIT.ok
  return WORST_FIRST.find((code) => codes.includes(code)) ?? codes[0]!
}

/** "Acme (https://ohdear.app)": the account's name is the user's, one line. */
export function accountTitle(status: Pick<AccountStatus, 'name' | 'baseUrl'>): string {
  return `${safeLine(status.name, 60)} (${safeLine(status.baseUrl, 200)})`
}

/** The table for people, grouped by account when there are several, then the sum. */
export function accountsTable(statuses: readonly AccountStatus[], now: number): string {
  if (statuses.length === 1 && statuses[0]!.report) {
    return statusTable(statuses[0]!.report, statuses[0]!.baseUrl)
  }
  const sections = statuses.map((status) =>
    status.report
      ? statusTable(status.report, accountTitle(status))
      : `${accountTitle(status)}: not read. ${plainLine(status.error?.message ?? '')}`,
  )
  const all = accountsReport(statuses, now)
  const failed = statuses.filter((s) => !s.report).length
  const summary = [
    `All ${statuses.length} accounts: ${countLines(all.monitors.length, all.totals, all.unreadable).join('; ')}`,
    ...(failed > 0
      ? [`${failed} of ${statuses.length} accounts could not be read (not counted above).`]
      : []),
  ]
  return [...sections, summary.join('\n')].join('\n\n')
}

/**
 * What a status bar shows for several accounts: the counts of those that answered, and the
 * problem of those that did not (a refused token before an outage), so a bar never looks fine
 * while an account is unseen.
 */
export function accountsBar(statuses: readonly AccountStatus[], now: number): BarState {
  const answered = statuses.filter((s) => s.report)
  const failed = statuses.filter((s) => s.error)
  const problem = failed.some((s) => s.error!.exitCode === EXIT.token)
    ? 'auth-needed'
    : failed.length > 0
      ? 'stale'
      : null
  const report = answered.length > 0 ? accountsReport(answered, now) : null
  const pages = Object.fromEntries(statuses.map((s) => [s.name, s.baseUrl]))
  return { report, problem, baseUrl: statuses[0]!.baseUrl, pages }
}
