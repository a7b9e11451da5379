// The headless CLI: `status` and `watch` on the same core as the app (see args.ts for usage).
// A stable contract: JSON shapes in status-report.ts and watch-lines.ts, exit codes in
// exit-codes.ts. Messages go to stderr and never contain the token.
import type { Logger } from '../core/ports'
import type { StatusReport } from '../shared/status-report'
import {
  INSECURE_HTTP_WARNING,
  isInsecureBaseUrl,
  setInsecureHttpAllowed,
} from '../shared/base-url'
import { parseCli, USAGE } from './args'
import { resolveBaseUrl, resolveToken } from './credentials'
import { redact, toCliError } from './errors'
import { CliError, EXIT } from './exit-codes'
import type { BarFormat } from './formats/bar'
import { guardOutput } from './output'

/** `status` from a running app, or null when none answers for this account. */
async function fromApp(
  json: boolean,
  asked: string | null,
  baseUrl: string,
  format: BarFormat | null = null,
): Promise<string | null> {
  const { appStatus } = await import('./app-client')
  const { localControlSocketPlace } = await import('../adapters/control-socket/socket-path')
  const status = await appStatus(localControlSocketPlace().path, asked === null ? null : baseUrl)
  if (!status) return null
  const report = status.report as StatusReport
  if (format) {
    const { renderBar } = await import('./formats')
    return renderBar(format, { report, problem: null, baseUrl: status.baseUrl ?? baseUrl })
  }
  if (json) return JSON.stringify({ ...report, source: 'app' })
  const { statusTable } = await import('./status-report')
  return statusTable(report, status.baseUrl ?? baseUrl)
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let token: string | null = null
  let baseUrl = ''
  const say = (text: string) => process.stderr.write(`${redact(text, token)}\n`)
  setInsecureHttpAllowed(env.UPTRAY_ALLOW_INSECURE_HTTP === '1')
  try {
    const cli = parseCli(argv)
    if (cli.command === 'help') {
      process.stdout.write(`${USAGE}\n`)
      return EXIT.ok
    }
    if (cli.command === 'events') {
      const { runEventsCommand } = await import('./commands/index')
      return await runEventsCommand(cli, (text) => process.stdout.write(`${text}\n`))
    }
    if (cli.command === 'status-page') {
      const { runStatusPageCli } = await import('./commands/status-page-cli')
      return await runStatusPageCli(cli, env, say)
    }
    baseUrl = resolveBaseUrl(cli.baseUrl, env)
    if (isInsecureBaseUrl(baseUrl)) say(`uptray: ${INSECURE_HTTP_WARNING}`)
    if (cli.command === 'status' && !cli.direct) {
      const asked = cli.baseUrl ?? env.UPTRAY_BASE_URL ?? null
      const output = await fromApp(cli.json, asked, baseUrl, cli.format)
      if (output !== null) {
        process.stdout.write(`${output}\n`)
        return EXIT.ok
      }
    }
    if (cli.command === 'act' && !cli.direct) {
      // Asked before the token is looked up: the app needs none.
      const asked = cli.baseUrl ?? env.UPTRAY_BASE_URL ?? null
      const { runActInApp } = await import('./commands/index')
      const { localControlSocketPlace } = await import('../adapters/control-socket/socket-path')
      const code = await runActInApp(cli, {
        baseUrl: asked === null ? null : baseUrl,
        socket: localControlSocketPlace().path,
        out: (text) => process.stdout.write(`${text}\n`),
        err: say,
      })
      if (code !== null) return code
    }
    const bar: BarFormat | null = cli.command === 'status' ? cli.format : null
    const resolved = await resolveToken(baseUrl, env).catch((error: unknown) => {
      // A status bar shows a missing token (auth-needed) instead of losing its module.
      if (bar && error instanceof CliError) return error
      throw error
    })
    if (resolved instanceof CliError) {
      say(`uptray: ${resolved.message}`)
      const { renderBar } = await import('./formats')
      process.stdout.write(
        `${renderBar(bar!, { report: null, problem: 'auth-needed', baseUrl })}\n`,
      )
      return EXIT.ok
    }
    token = resolved
    // Loaded only now, so usage errors and --help answer without loading the engine or undici.
    const { createNodeFetch } = await import('../adapters/node-fetch')
    // HTTPS_PROXY / HTTP_PROXY / NO_PROXY; NODE_EXTRA_CA_CERTS is Node's own.
    const fetch = createNodeFetch(env)
    const log = (message: string, fields?: Record<string, unknown>) =>
      say(`uptray: ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`)
    if (cli.command === 'act') {
      const { runActCommand } = await import('./commands/index')
      return await runActCommand(cli, {
        baseUrl,
        token,
        fetch,
        out: (text) => process.stdout.write(`${text}\n`),
        err: say,
      })
    }
    if (cli.command === 'status') {
      // One sweep, then the service stops: warnings about background work it cut short (the
      // account read, queued requests) are not news; errors still are.
      const logger: Logger = { info: () => undefined, warn: () => undefined, error: log }
      const { runStatus } = await import('./status')
      const output = await runStatus(
        {
          baseUrl,
          token,
          json: cli.json,
          format: cli.format,
          fetch,
          logger,
          maxWaitSeconds: cli.maxWaitSeconds,
          onWait: (until) =>
            say(
              `uptray: ${baseUrl} asked us to wait until ${new Date(until).toISOString()} (429); waiting, sending nothing meanwhile.`,
            ),
        },
        (problem) => say(`uptray: ${problem.message}`),
      )
      process.stdout.write(`${redact(output, token)}\n`)
      return EXIT.ok
    }
    const logger: Logger = { info: () => undefined, warn: log, error: log }
    const { startWatch } = await import('./watch')
    const watch = await startWatch({
      baseUrl,
      token,
      json: cli.json,
      format: cli.format,
      intervalSeconds: cli.intervalSeconds,
      fetch,
      logger,
      write: (text) => process.stdout.write(redact(text, token)),
    })
    const stop = () => void watch.stop()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    await watch.done
    return EXIT.ok
  } catch (error) {
    const failure = error instanceof CliError ? error : toCliError(error)
    say(`uptray: ${failure.message}`)
    return failure.exitCode
  }
}

// Before anything is written: nothing reaches the terminal but through the guard.
guardOutput()
const code = await main(process.argv.slice(2), process.env)
// Let piped output drain, then exit even if a timer of the engine is still pending.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()))
await new Promise<void>((resolve) => process.stderr.write('', () => resolve()))
process.exit(code)
