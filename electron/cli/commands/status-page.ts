// `uptray status-page post|list`: like the actions, asked of the running app first (over its
// control socket, no token needed), else of the service directly through the headless AppService.
// A post's result is one sentence (or one JSON object) and the action exit codes; a list is a
// table (or JSON) of the pages with the ids a script posts to.
import type { ActionResult, AppServiceApi, StatusPageView } from '../../shared/app-service-api'
import { safeLine } from '../../shared/safe-text'
import type { FetchLike, Logger } from '../../core/ports'
import { redact, toCliError } from '../errors'
import { isoTimesInText } from '../formats/iso-time'
import { cliErrorOf, EXIT, type ExitCode } from '../exit-codes'
import type { AppAnswer } from '../app-client'
import { fromPicture, idInPicture, ofSlot } from '../app-accounts'
import type { AppRoute } from '../one-account'
import { actionExitCode, type ActSource } from './act'
import { actionResultOf, APP_ACTION_TIMEOUT_MS } from './act-app'
import type { StatusPageCommand } from './parse-status-page'

type Write = (text: string) => void
type Service = Pick<AppServiceApi, 'postStatusUpdate' | 'statusPages'>
type Post = Extract<StatusPageCommand, { verb: 'post' }>

/** Longest message printed (it may quote the service). */
const MESSAGE_LIMIT = 600
const TITLE_LIMIT = 80

export interface StatusPageContext {
  out: Write
  err: Write
  /** The token when acting directly (kept out of everything printed), else null. */
  token: string | null
  source: ActSource
}

function postInput(cli: Post) {
  return {
    statusPageId: cli.statusPageId,
    title: cli.title,
    text: cli.text,
    severity: cli.severity,
    pinned: cli.pinned,
  }
}

/** Prints a post's result; answers its exit code. */
export function printPost(cli: Post, result: ActionResult, context: StatusPageContext): ExitCode {
  const message = isoTimesInText(safeLine(redact(result.message, context.token), MESSAGE_LIMIT))
  const exitCode = actionExitCode(result)
  if (cli.json) {
    const kind = result.ok ? null : (result.kind ?? 'unexpected')
    const body = {
      ok: result.ok,
      exitCode,
      kind,
      op: 'status-page-post',
      ...postInput(cli),
      message,
      source: context.source,
    }
    context.out(JSON.stringify(body))
  } else if (result.ok) context.out(message)
  else context.err(`uptray: Could not post to status page ${cli.statusPageId}: ${message}`)
  return exitCode
}

/** The pages as a script reads them: one line each, or one JSON object. */
export function listOutput(pages: StatusPageView[], json: boolean, source: ActSource): string {
  if (json) {
    const statusPages = pages.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      timezone: p.timezone,
      url: p.fullUrl,
      monitorIds: p.monitors.map((m) => m.id),
      pinnedUpdate: p.updates.find((u) => u.pinned)?.title ?? null,
    }))
    return JSON.stringify({ statusPages, source })
  }
  if (pages.length === 0) return 'No status pages on this account.'
  const rows = pages.map((p) => [
    String(p.id),
    safeLine(p.title, TITLE_LIMIT),
    safeLine(p.status, 20),
    safeLine(p.timezone ?? 'UTC', 40),
    `${p.monitors.length}`,
  ])
  const head = ['ID', 'TITLE', 'STATUS', 'TIMEZONE', 'MONITORS']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(head), ...rows.map(line)].join('\n')
}

/** Runs the command on a service (the app's or the headless one). */
export async function runStatusPage(
  cli: StatusPageCommand,
  service: Service,
  context: StatusPageContext,
): Promise<ExitCode> {
  if (cli.verb === 'post')
    return printPost(cli, await service.postStatusUpdate(postInput(cli)), context)
  const pages = await service.statusPages()
  context.out(redact(listOutput(pages, cli.json, context.source), context.token))
  return EXIT.ok
}

/**
 * The running app as the command's service: each call one request over its control socket.
 * `slot`: the account's place among several the app watches (it lists every account's pages:
 * that account's are kept, with the service's ids).
 */
export function appStatusPageService(
  ask: (op: string, args: unknown[]) => Promise<AppAnswer | null>,
  slot: number | null = null,
): Service {
  return {
    postStatusUpdate: async (input) => {
      const own = { ...input, statusPageId: idInPicture(slot, input.statusPageId) }
      return actionResultOf(await ask('postStatusUpdate', [own]))
    },
    statusPages: async () => {
      const answer = await ask('statusPages', [])
      if (answer === null) throw cliErrorOf('disconnected', 'The running app did not answer.')
      if (!answer.ok) throw cliErrorOf(answer.error.kind, answer.error.message)
      if (!Array.isArray(answer.result))
        throw cliErrorOf('unexpected', 'The app answered unlike a list of status pages.')
      const pages = readPages(answer.result).filter((p) => ofSlot(slot, p.id))
      return slot === null ? pages : fromPicture(pages)
    },
  }
}

/** The app's pages, each kept only when it has the fields printed (an app of another version). */
function readPages(list: unknown[]): StatusPageView[] {
  return list.flatMap((item: unknown) => {
    const p = item as Partial<StatusPageView> | null
    const read =
      typeof p?.id === 'number' &&
      typeof p.title === 'string' &&
      typeof p.status === 'string' &&
      typeof p.fullUrl === 'string' &&
      (p.timezone === null || typeof p.timezone === 'string') &&
      Array.isArray(p.monitors) &&
      Array.isArray(p.updates)
    if (!read) return []
    const monitors = p.monitors!.filter(
      (m: unknown) => typeof (m as { id?: unknown })?.id === 'number',
    )
    const updates = p.updates!.filter(
      (u: unknown) => typeof (u as { title?: unknown })?.title === 'string',
    )
    return [{ ...(p as StatusPageView), monitors, updates }]
  })
}

/** The command run by the app (one runOnAccount chose, one-account.ts). */
export async function runStatusPageInApp(
  cli: StatusPageCommand,
  context: { route: AppRoute; out: Write; err: Write },
): Promise<ExitCode> {
  const { askApp } = await import('../app-client')
  const { socket, slot } = context.route
  const app = appStatusPageService(
    (op, args) => askApp(socket, op, args, APP_ACTION_TIMEOUT_MS),
    slot,
  )
  try {
    return await runStatusPage(cli, app, { ...context, token: null, source: 'app' })
  } catch (error) {
    const failure = toCliError(error)
    context.err(`uptray: ${failure.message}`)
    return failure.exitCode
  }
}

export async function runStatusPageDirect(
  cli: StatusPageCommand,
  context: { baseUrl: string; token: string; fetch: FetchLike; out: Write; err: Write },
): Promise<ExitCode> {
  // Background work the post started (reading the pages again) is cut short on exit: not news.
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message) => context.err(`uptray: ${message}`),
  }
  const { createHeadlessService } = await import('../headless-service')
  const { service } = createHeadlessService({
    baseUrl: context.baseUrl,
    token: context.token,
    fetch: context.fetch,
    logger,
    poll: false,
    readAccount: false,
  })
  await service.start()
  try {
    return await runStatusPage(cli, service, { ...context, source: 'direct' })
  } catch (error) {
    const failure = toCliError(error)
    context.err(`uptray: ${redact(failure.message, context.token)}`)
    return failure.exitCode
  } finally {
    await service.stop()
  }
}
