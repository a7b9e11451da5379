// `uptray status-page` as index.ts runs it: on the account it is about, by the running app first
// (unless --direct), else on the service directly (one-account.ts).
import type { ExitCode } from '../exit-codes'
import { runOnAccount, type AccountIo } from '../one-account'
import type { StatusPageCommand } from './parse-status-page'

export async function runStatusPageCli(cli: StatusPageCommand, io: AccountIo): Promise<ExitCode> {
  const out = (text: string) => process.stdout.write(`${text}\n`)
  const err = io.say
  const { runStatusPageDirect, runStatusPageInApp } = await import('./status-page')
  return runOnAccount(cli, io, {
    app: (route) => runStatusPageInApp(cli, { route, out, err }),
    direct: ({ target, token, fetch }) =>
      runStatusPageDirect(cli, { baseUrl: target.baseUrl, token, fetch, out, err }),
  })
}
