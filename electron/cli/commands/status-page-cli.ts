// `uptray status-page` as index.ts runs it: the running app first (unless --direct), else the
// service directly with the token and base URL rules of the other commands.
import { INSECURE_HTTP_WARNING, isInsecureBaseUrl } from '../../shared/base-url'
import { resolveBaseUrl, resolveToken, type Env } from '../credentials'
import type { ExitCode } from '../exit-codes'
import type { StatusPageCommand } from './parse-status-page'

export async function runStatusPageCli(
  cli: StatusPageCommand,
  env: Env,
  say: (text: string) => void,
): Promise<ExitCode> {
  const baseUrl = resolveBaseUrl(cli.baseUrl, env)
  if (isInsecureBaseUrl(baseUrl)) say(`uptray: ${INSECURE_HTTP_WARNING}`)
  const out = (text: string) => process.stdout.write(`${text}\n`)
  if (!cli.direct) {
    // Asked before the token is looked up: the app needs none.
    const asked = cli.baseUrl ?? env.UPTRAY_BASE_URL ?? null
    const { runStatusPageInApp } = await import('./status-page')
    const { localControlSocketPlace } = await import('../../adapters/control-socket/socket-path')
    const code = await runStatusPageInApp(cli, {
      baseUrl: asked === null ? null : baseUrl,
      socket: localControlSocketPlace().path,
      out,
      err: say,
    })
    if (code !== null) return code
  }
  const token = await resolveToken(baseUrl, env)
  const { createNodeFetch } = await import('../../adapters/node-fetch')
  const { runStatusPageDirect } = await import('./status-page')
  return runStatusPageDirect(cli, { baseUrl, token, fetch: createNodeFetch(env), out, err: say })
}
