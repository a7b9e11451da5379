// The headless CLI: `status`, `watch`, the actions and `accounts` on the same core as the app
// (see args.ts for usage). Which accounts a command is about: targets.ts.
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
import { askedBaseUrl, resolveBaseUrl } from './credentials'
import { redact, toCliError } from './errors'
import { CliError, EXIT } from './exit-codes'
import type { BarFormat } from './formats/bar'
import { guardOutput } from './output'
import { resolveTargets, tokenOf, type Target } from './targets'
import { isoTime } from './formats/iso-time'

/** `status` from a running app, or null when none answers for this account. */
async function fromApp(
  json: boolean,
  asked: string | null,
  target: Target,
  format: BarFormat | null = null,
): Promise<string | null> {
  const { appStatus } = await import('./app-client')
  const { localControlSocketPlace } = await import('../adapters/control-socket/socket-path')
  const status = await appStatus(localControlSocketPlace().path, asked)
  if (!status) return null
  const report = status.report as StatusReport
  const baseUrl = status.baseUrl ?? target.baseUrl
  if (format) {
    const { renderBar } = await import('./formats')
    return renderBar(format, { report, problem: null, baseUrl })
  }
  if (json) {
    const { accountsJson } = await import('./status-accounts')
    return accountsJson([{ name: target.name, baseUrl, report }], 'app')
  }
  const { statusTable } = await import('./status-report')
  return statusTable(report, baseUrl)
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const tokens: string[] = []
  const hide = (text: string) => tokens.reduce((shown, token) => redact(shown, token), text)
  const say = (text: string) => process.stderr.write(`${hide(text)}\n`)
  const out = (text: string) => process.stdout.write(`${hide(text)}\n`)
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
    // A command about one account: by the running app when it watches it, else directly.
    if (cli.command === 'status-page') {
      const { runStatusPageCli } = await import('./commands/status-page-cli')
      return await runStatusPageCli(cli, { env, say, tokens })
    }
    if (cli.command === 'maintenance') {
      const { runMaintenanceCli } = await import('./commands/maintenance-run')
      return await runMaintenanceCli(cli, { env, say, tokens })
    }
    if (cli.command === 'act') {
      const { runActCli } = await import('./commands/index')
      return await runActCli(cli, { env, say, tokens })
    }
    if (cli.command === 'accounts') {
      if (cli.verb === 'add') {
        const baseUrl = resolveBaseUrl(cli.baseUrl, env)
        if (isInsecureBaseUrl(baseUrl)) say(`uptray: ${INSECURE_HTTP_WARNING}`)
      }
      const { runAccounts } = await import('./accounts-cli')
      return await runAccounts(cli, env, out, (text) => process.stderr.write(text))
    }
    // The settings' accounts are read only when no one-off token is given.
    const oneOff = Boolean(env.UPTRAY_API_TOKEN?.trim())
    const listed = oneOff
      ? { accounts: [], source: 'none' as const }
      : await (await import('./accounts-cli')).settingsAccounts(env, say)
    const query = { account: cli.account, baseUrl: cli.baseUrl, env }
    const targets = resolveTargets(query, listed.accounts)
    for (const url of new Set(targets.map((t) => t.baseUrl))) {
      if (isInsecureBaseUrl(url)) say(`uptray: ${INSECURE_HTTP_WARNING}`)
    }
    // Narrowed by the user (an address or an account): the app must watch that one.
    const narrowed = cli.account !== null || askedBaseUrl(cli.baseUrl, env) !== null
    // An app watching several accounts (or one whose slot is not 0, its ids the picture's)
    // answers from its merged picture (app-accounts.ts).
    const severalInApp =
      listed.source === 'app' &&
      (listed.accounts.length > 1 || listed.accounts.some((a) => a.slot !== 0))
    if (cli.command === 'status' && !cli.direct && severalInApp) {
      const { appAsk } = await import('./accounts-cli')
      const { appStatuses } = await import('./app-accounts')
      const statuses = await appStatuses(appAsk(), targets, listed.accounts, Date.now())
      if (statuses) {
        const { printStatuses } = await import('./status-many')
        return printStatuses(cli, statuses, 'app', { out, say })
      }
    }
    if (cli.command === 'status' && !cli.direct && targets.length === 1 && !severalInApp) {
      const target = targets[0]!
      const output = await fromApp(cli.json, narrowed ? target.baseUrl : null, target, cli.format)
      if (output !== null) {
        out(output)
        return EXIT.ok
      }
    }
    if (cli.command === 'status' && targets.length > 1) {
      const { runStatusOfAccounts } = await import('./status-many')
      return await runStatusOfAccounts(cli, targets, {
        env,
        out,
        say,
        tokens,
        accounts: listed.accounts,
      })
    }
    const target = targets[0]!
    if (cli.command === 'watch' && targets.length > 1) {
      say(
        `uptray: watching the account "${target.name}" (${target.baseUrl}), the first of ${targets.length}; choose another with --account NAME.`,
      )
    }
    const baseUrl = target.baseUrl
    const bar: BarFormat | null = cli.command === 'status' ? cli.format : null
    const { keychain } = await import('./accounts-cli')
    const resolved = await tokenOf(target, listed.accounts, keychain(env).secrets).catch(
      (error: unknown) => {
        // A status bar shows a missing token (auth-needed) instead of losing its module.
        if (bar && error instanceof CliError) return error
        throw error
      },
    )
    if (resolved instanceof CliError) {
      say(`uptray: ${resolved.message}`)
      const { renderBar } = await import('./formats')
      out(renderBar(bar!, { report: null, problem: 'auth-needed', baseUrl }))
      return EXIT.ok
    }
    const token = resolved
    tokens.push(token)
    // Loaded only now, so usage errors and --help answer without loading the engine or undici.
    const { createNodeFetch } = await import('../adapters/node-fetch')
    // HTTPS_PROXY / HTTP_PROXY / NO_PROXY; NODE_EXTRA_CA_CERTS is Node's own.
    const fetch = createNodeFetch(env)
    const log = (message: string, fields?: Record<string, unknown>) =>
      say(`uptray: ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`)
    if (cli.command === 'status') {
      // One sweep, then the service stops: warnings about background work it cut short (the
      // account read, queued requests) are not news; errors still are.
      const logger: Logger = { info: () => undefined, warn: () => undefined, error: log }
      const { runStatus } = await import('./status')
      const output = await runStatus(
        {
          baseUrl,
          account: target.name,
          token,
          json: cli.json,
          format: cli.format,
          fetch,
          logger,
          maxWaitSeconds: cli.maxWaitSeconds,
          onWait: (until) =>
            say(
              `uptray: ${baseUrl} asked us to wait until ${isoTime(until)} (429); waiting, sending nothing meanwhile.`,
            ),
        },
        (problem) => say(`uptray: ${problem.message}`),
      )
      out(output)
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
      write: (text) => process.stdout.write(hide(text)),
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
