// One control-socket request -> one answer: `status` here, every operation through the one
// operation host (core/app-service/operation-host.ts), the same validation and envelope as IPC
// and serve mode's WebSocket; the shell's own operations (links, windows) answer 'unsupported'.
import { refused } from '../../shared/answer'
import type { AppServiceApi } from '../../shared/app-service-api'
import { createOperationHost, type OperationHost } from '../../core/app-service/operation-host'
import { statusReport } from '../../shared/status-report'
import {
  controlRequest,
  type ControlAnswer,
  type ControlRequest,
  type ControlStatus,
} from './protocol'

/** Parses a request line; an answer when it is no request at all. */
export function parseRequest(line: string): ControlRequest | ControlAnswer {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return {
      id: null,
      ...refused('invalid-arguments', 'not JSON: send one JSON object per line, {id, op, args}'),
    }
  }
  const parsed = controlRequest.safeParse(json)
  if (parsed.success) return parsed.data
  const id = (json as { id?: unknown } | null)?.id
  return {
    id: typeof id === 'number' || (typeof id === 'string' && id.length <= 64) ? id : null,
    ...refused('invalid-arguments', 'expected {id: number|string, op: string, args?: array}'),
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
  host: OperationHost = controlHost(service),
): Promise<ControlAnswer> {
  const { id, op } = request
  if (op === 'status') {
    const status = statusOf(service)
    return status
      ? { id, ok: true, result: status }
      : {
          id,
          ...refused(
            'signed-out',
            'the app has no monitors yet: not signed in, or the first sweep is not done',
          ),
        }
  }
  return { id, ...(await host(op, request.args ?? [])) }
}

/** The control socket's operation host: the AppService only (no windows to open from here). */
export function controlHost(service: AppServiceApi): OperationHost {
  return createOperationHost({ service, noShell: 'the control socket opens no windows' })
}
