// The commands that act, and `events`, as index.ts runs them: output written, exit code back.
import type { FetchLike, Logger } from '../../core/ports'
import { actOutput, runActDirect } from './act'
import { appTimeline, eventsOutput, folderTimeline, listEvents, sinceQuery } from './events'
import type { ActCommand } from './parse-act'
import type { ExitCode } from '../exit-codes'

type Write = (text: string) => void

export async function runActCommand(
  cli: Extract<ActCommand, { command: 'act' }>,
  context: { baseUrl: string; token: string; fetch: FetchLike; out: Write; err: Write },
): Promise<ExitCode> {
  // Background work the action started (its confirming refresh) is cut short on exit: not news.
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message) => context.err(`uptray: ${message}`),
  }
  const result = await runActDirect({
    baseUrl: context.baseUrl,
    token: context.token,
    fetch: context.fetch,
    logger,
    action: cli.action,
  })
  const output = actOutput(cli.action, result, cli.json, context.token)
  if (output.stdout !== null) context.out(output.stdout)
  if (output.stderr !== null) context.err(`uptray: ${output.stderr}`)
  return output.exitCode
}

export async function runEventsCommand(
  cli: Extract<ActCommand, { command: 'events' }>,
  out: Write,
): Promise<ExitCode> {
  const now = Date.now()
  let page = null
  if (cli.askApp) {
    const { askApp } = await import('../app-client')
    const { localControlSocketPlace } = await import('../../adapters/control-socket/index')
    const path = localControlSocketPlace().path
    page = await appTimeline((op, args) => askApp(path, op, args), sinceQuery(cli.sinceMs, now))
  }
  page ??= await listEvents(folderTimeline(cli.dataDir), cli.sinceMs, now)
  out(eventsOutput(page, cli.json))
  return 0
}
