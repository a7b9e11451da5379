// The commands that act, and `events`, as index.ts runs them: output written, exit code back.
import type { FetchLike, Logger } from '../../core/ports'
import { actOutput, runAction, runActDirect, type ActOutput } from './act'
import { appTimeline, eventsOutput, folderTimeline, listEvents, sinceQuery } from './events'
import type { ActCommand } from './parse-act'
import type { ExitCode } from '../exit-codes'
import { runOnAccount, type AccountIo, type AppRoute } from '../one-account'

type Write = (text: string) => void
type ActCli = Extract<ActCommand, { command: 'act' }>

function print(output: ActOutput, out: Write, err: Write): ExitCode {
  if (output.stdout !== null) out(output.stdout)
  if (output.stderr !== null) err(`uptray: ${output.stderr}`)
  return output.exitCode
}

/** The action run by the app (the one runOnAccount chose, one-account.ts): no token needed. */
export async function runActInApp(
  cli: ActCli,
  context: { route: AppRoute; out: Write; err: Write },
): Promise<ExitCode> {
  const { askApp } = await import('../app-client')
  const { socket, slot } = context.route
  const { APP_ACTION_TIMEOUT_MS, appActService } = await import('./act-app')
  const app = appActService((op, args) => askApp(socket, op, args, APP_ACTION_TIMEOUT_MS))
  const { inPicture } = await import('../app-accounts')
  const result = await runAction(app, inPicture(cli.action, slot))
  return print(actOutput(cli.action, result, cli.json, null, 'app'), context.out, context.err)
}

/** An action on the account it is about: by the running app when it watches it, else directly. */
export function runActCli(cli: ActCli, io: AccountIo): Promise<ExitCode> {
  const out = (text: string) => process.stdout.write(`${text}\n`)
  return runOnAccount(cli, io, {
    app: (route) => runActInApp(cli, { route, out, err: io.say }),
    direct: ({ target, token, fetch }) =>
      runActCommand(cli, { baseUrl: target.baseUrl, token, fetch, out, err: io.say }),
  })
}

export async function runActCommand(
  cli: ActCli,
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
  const output = actOutput(cli.action, result, cli.json, context.token, 'direct')
  return print(output, context.out, context.err)
}

export async function runEventsCommand(
  cli: Extract<ActCommand, { command: 'events' }>,
  out: Write,
): Promise<ExitCode> {
  const now = Date.now()
  let page = null
  if (cli.askApp) {
    const { askApp } = await import('../app-client')
    const { localControlSocketPlace } = await import('../../adapters/control-socket/socket-path')
    const path = localControlSocketPlace().path
    page = await appTimeline((op, args) => askApp(path, op, args), sinceQuery(cli.sinceMs, now))
  }
  page ??= await listEvents(folderTimeline(cli.dataDir), cli.sinceMs, now)
  out(eventsOutput(page, cli.json))
  return 0
}
