// The one operation host: every transport (IPC, serve mode's WebSocket, the control socket, the
// CLI) hands it a channel or method name and raw arguments and sends back what it answers. It
// looks the operation up in the table (shared/operations.ts), validates the arguments with the
// operation's schema, calls the AppService (or the host's shell), and answers one envelope:
// `{ ok: true, result }` or `{ ok: false, error: { kind, message } }` from the one error table.
// It never throws: a transport only frames the answer.
import { answered, refused, type Answer } from '../../shared/answer'
import type { AppServiceApi } from '../../shared/app-service-api'
import type { InvokeChannel } from '../../shared/contract'
import { parseInvokeArgs } from '../../shared/contract-schemas'
import {
  ALL_OPERATIONS,
  callOperation,
  isShellMethod,
  methodOf,
  type Method,
  type ShellApi,
} from '../../shared/operations'
import { failureOf } from './failure'

/** The shell a transport offers (links, windows); a method left out answers 'unsupported'. */
export type HostShell = Partial<ShellApi>

export interface OperationHostDeps {
  service: AppServiceApi
  shell?: HostShell
  /** Why this host has no shell method (for the 'unsupported' sentence). */
  noShell?: string
}

/** Answers one call, never throwing. `op` is a method name (`snoozeCheck`) or a channel. */
export type OperationHost = (op: string, args: readonly unknown[]) => Promise<Answer>

/** The operation named by a method name or a channel, or undefined. */
export function operationOf(op: string): Method | undefined {
  return Object.hasOwn(ALL_OPERATIONS, op) ? (op as Method) : methodOf(op)
}

export function createOperationHost({
  service,
  shell = {},
  noShell = 'this host has no windows to open',
}: OperationHostDeps): OperationHost {
  return async (op, args) => {
    const method = operationOf(op)
    if (!method) return refused('unknown-operation', op.slice(0, 64))
    const channel = ALL_OPERATIONS[method].channel as InvokeChannel
    const valid = parseInvokeArgs(channel, [...args])
    if (!valid.ok) return refused('invalid-arguments', valid.message)
    try {
      if (isShellMethod(method)) {
        if (!Object.hasOwn(shell, method)) return refused('unsupported', `${channel}: ${noShell}`)
        return answered((await callOperation(shell as ShellApi, method, valid.args)) ?? null)
      }
      return answered((await callOperation(service, method, valid.args)) ?? null)
    } catch (error) {
      return { ok: false, error: failureOf(error) }
    }
  }
}
