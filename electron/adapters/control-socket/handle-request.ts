// One control-socket request -> one answer. Operations go through the IPC operation table and its
// zod schemas (the same validation as IPC and serve mode's WebSocket); the shell's own operations
// (links, windows) are not offered here. Any failure becomes a clear message that changes nothing.
import type { AppServiceApi } from '../../shared/app-service-api'
import type { InvokeChannel } from '../../shared/contract'
import { parseInvokeArgs } from '../../shared/contract-schemas'
import {
  ALL_OPERATIONS,
  callOperation,
  isShellMethod,
  methodOf,
  type Method,
  type ShellMethod,
} from '../../shared/operations'
import { messageOf } from '../../shared/errors'
import { statusReport } from '../../shared/status-report'
import {
  controlRequest,
  type ControlAnswer,
  type ControlRequest,
  type ControlStatus,
} from './protocol'

/** The operation named by a method name or a channel, or undefined. */
function operationOf(op: string): Method | undefined {
  return Object.hasOwn(ALL_OPERATIONS, op) ? (op as Method) : methodOf(op)
}

/** Parses a request line; an answer when it is no request at all. */
export function parseRequest(line: string): ControlRequest | ControlAnswer {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return {
      id: null,
      ok: false,
      error: 'Not JSON: send one JSON object per line, {id, op, args}.',
    }
  }
  const parsed = controlRequest.safeParse(json)
  if (parsed.success) return parsed.data
  const id = (json as { id?: unknown } | null)?.id
  return {
    id: typeof id === 'number' || (typeof id === 'string' && id.length <= 64) ? id : null,
    ok: false,
    error: 'Malformed request: expected {id: number|string, op: string, args?: array}.',
  }
}

export function statusOf(service: AppServiceApi): ControlStatus | null {
  const snapshot = service.getSnapshot()
  if (!snapshot) return null
  return { baseUrl: service.getSession().account?.baseUrl ?? null, report: statusReport(snapshot) }
}

/** Answers a request other than `events` (the server streams those itself). */
export async function answer(
  request: ControlRequest,
  service: AppServiceApi,
): Promise<ControlAnswer> {
  const { id, op } = request
  const args = request.args ?? []
  if (op === 'status') {
    const status = statusOf(service)
    return status
      ? { id, ok: true, result: status }
      : {
          id,
          ok: false,
          error: 'The app has no monitors yet: not signed in, or the first sweep is not done.',
        }
  }
  const method = operationOf(op)
  if (!method || isShellMethod(method)) {
    return {
      id,
      ok: false,
      error: `Unknown op ${op.slice(0, 64)}: use status, events or an operation of the app.`,
    }
  }
  const channel = ALL_OPERATIONS[method].channel as InvokeChannel
  const valid = parseInvokeArgs(channel, args)
  if (!valid.ok) return { id, ok: false, error: valid.message }
  try {
    const result = await callOperation(
      service,
      method as Exclude<Method, ShellMethod>,
      valid.args as readonly unknown[],
    )
    return { id, ok: true, result: result ?? null }
  } catch (error) {
    return { id, ok: false, error: `${op} failed: ${messageOf(error)}` }
  }
}
