// `status` over several accounts as this process runs it: each account's token from the keychain
// (a missing one is that account's error), each swept by its own headless service at the same
// time, then the JSON, the table grouped by account, or a status bar, and the exit code (the
// worst failure, see status-accounts.ts). Each account's token goes only to its own base URL.
import type { Logger } from '../core/ports'
import type { AccountRef } from '../shared/accounts'
import type { CliCommand } from './args'
import { keychain } from './accounts-cli'
import type { Env } from './credentials'
import { EXIT, type ExitCode } from './exit-codes'
import { renderBar } from './formats'
import {
  accountsBar,
  accountsJson,
  accountsTable,
  sweepAccounts,
  worstExit,
  type AccountStatus,
} from './status-accounts'
import { sweepReport } from './status'
import { tokenOf, type Target } from './targets'
import { isoTime } from './formats/iso-time'

type StatusCli = Extract<CliCommand, { command: 'status' }>

export interface ManyContext {
  env: Env
  out: (text: string) => void
  say: (text: string) => void
  /** Every token read is added here, so no message can show one. */
  tokens: string[]
  /** Every account of the settings (a token's keychain entry depends on who shares its address). */
  accounts: readonly AccountRef[]
}

export async function runStatusOfAccounts(
  cli: StatusCli,
  targets: Target[],
  context: ManyContext,
): Promise<ExitCode> {
  const { say } = context
  const { secrets } = keychain(context.env)
  const { createNodeFetch } = await import('../adapters/node-fetch')
  const fetch = createNodeFetch(context.env)
  const statuses = await sweepAccounts(targets, async (target) => {
    const token = await tokenOf(target, context.accounts, secrets)
    context.tokens.push(token)
    const logger: Logger = {
      info: () => undefined,
      warn: () => undefined,
      error: (message) => say(`uptray: ${target.name}: ${message}`),
    }
    return sweepReport({
      baseUrl: target.baseUrl,
      token,
      json: cli.json,
      fetch,
      logger,
      maxWaitSeconds: cli.maxWaitSeconds,
      onWait: (until) =>
        say(
          `uptray: ${target.name}: ${target.baseUrl} asked us to wait until ${isoTime(until)} (429); waiting, sending nothing meanwhile.`,
        ),
    })
  })
  return printStatuses(cli, statuses, 'direct', context)
}

/**
 * The statuses as asked (JSON, table, bar) and the exit code. One account alone that failed is
 * that failure, as before there were several: nothing on stdout, its exit code.
 */
export function printStatuses(
  cli: StatusCli,
  statuses: AccountStatus[],
  source: 'app' | 'direct',
  context: Pick<ManyContext, 'out' | 'say'>,
): ExitCode {
  const now = Date.now()
  const lone = statuses.length === 1 ? statuses[0]!.error : null
  if (lone && !cli.format) throw lone
  for (const status of statuses) {
    if (status.error) context.say(`uptray: ${status.name}: ${status.error.message}`)
  }
  if (cli.format) {
    // A bar keeps its module: the problem is shown in it, and the exit code is 0.
    context.out(renderBar(cli.format, accountsBar(statuses, now)))
    return EXIT.ok
  }
  context.out(cli.json ? accountsJson(statuses, source, now) : accountsTable(statuses, now))
  return worstExit(statuses)
}
