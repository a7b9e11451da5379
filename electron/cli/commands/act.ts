// snooze, unsnooze, rerun, maintenance start|stop: one action through the AppService (and so
// through its request gate), its result turned into the CLI's contract: one line (or one JSON
// object with --json) and an exit code. `runAction` is the seam: it takes any AppService-like
// object, the headless service here or a running app reached over its control socket.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import { clip } from '../../shared/clip'
import { plainLine } from '../../shared/safe-text'
import type { FetchLike, Logger } from '../../core/ports'
import { redact } from '../errors'
import { isoTimesInText } from '../formats/iso-time'
import { EXIT, type ExitCode } from '../exit-codes'
import { exitCodeOf } from '../../shared/error-table'
import { createHeadlessService } from '../headless-service'
import { namedSentence, readNames } from './act-names'
import type { ActAction } from './parse-act'

export type ActService = Pick<
  AppServiceApi,
  'snoozeCheck' | 'unsnoozeCheck' | 'rerunCheck' | 'startMaintenance' | 'stopMaintenance'
>

/** Longest message printed (it may quote the service). */
const MESSAGE_LIMIT = 600

export function runAction(service: ActService, action: ActAction): Promise<ActionResult> {
  switch (action.op) {
    case 'snooze':
      return service.snoozeCheck(action.checkId, action.minutes)
    case 'unsnooze':
      return service.unsnoozeCheck(action.checkId)
    case 'rerun':
      return service.rerunCheck(action.checkId)
    case 'maintenance-start':
      return action.name === null
        ? service.startMaintenance(action.monitorId, action.minutes * 60)
        : service.startMaintenance(action.monitorId, action.minutes * 60, action.name)
    case 'maintenance-stop':
      return service.stopMaintenance(action.monitorId)
  }
}

/** The exit code of a result: the error table's for its kind (shared/error-table.ts). */
export function actionExitCode(result: ActionResult): ExitCode {
  return result.ok ? EXIT.ok : exitCodeOf(result.kind)
}

export interface ActOutput {
  exitCode: ExitCode
  /** What goes to stdout (the result with --json, the sentence on success otherwise). */
  stdout: string | null
  /** What goes to stderr (the sentence on failure). */
  stderr: string | null
}

function describe(action: ActAction): string {
  switch (action.op) {
    case 'snooze':
      return `snooze check ${action.checkId}`
    case 'unsnooze':
      return `unsnooze check ${action.checkId}`
    case 'rerun':
      return `re-run check ${action.checkId}`
    case 'maintenance-start':
      return `start maintenance on monitor ${action.monitorId}`
    case 'maintenance-stop':
      return `stop maintenance on monitor ${action.monitorId}`
  }
}

/** Who ran the action: the running app over its control socket, or the CLI itself. */
export type ActSource = 'app' | 'direct'

/** The printed form of a result: bounded, one line, never the token. */
export function actOutput(
  action: ActAction,
  result: ActionResult,
  json: boolean,
  token: string | null,
  source: ActSource,
): ActOutput {
  const message = isoTimesInText(clip(plainLine(redact(result.message, token)), MESSAGE_LIMIT))
  const exitCode = actionExitCode(result)
  if (json) {
    const kind = result.ok ? null : (result.kind ?? 'unexpected')
    const body = { ok: result.ok, exitCode, kind, ...action, message, source }
    return { exitCode, stdout: JSON.stringify(body), stderr: null }
  }
  return result.ok
    ? { exitCode, stdout: message, stderr: null }
    : { exitCode, stdout: null, stderr: `Could not ${describe(action)}: ${message}` }
}

export interface ActOptions {
  baseUrl: string
  token: string
  fetch: FetchLike
  logger: Logger
  action: ActAction
  timeoutMs?: number
}

/**
 * Runs one action against the service with the headless AppService (no sweeps); once it worked,
 * one more request reads the names its sentence gives instead of ids (act-names.ts).
 */
export async function runActDirect(options: ActOptions): Promise<ActionResult> {
  const { service } = createHeadlessService({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    logger: options.logger,
    poll: false,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })
  await service.start()
  let result: ActionResult
  try {
    result = await runAction(service, options.action)
  } finally {
    await service.stop()
  }
  if (!result.ok) return result
  const names = await readNames(options.action, options)
  return names ? { ok: true, message: namedSentence(options.action, names) } : result
}
