// Runs a `maintenance schedule | list | delete` command on the account it is about: by the running
// app when it watches that account (over its control socket: no token, nothing sent by the CLI
// itself), else directly with the headless AppService (no sweeps), as one-account.ts chooses; and
// writes what came of it.
import { failureOf } from '../../core/app-service/failure'
import type { FetchLike, Logger } from '../../core/ports'
import { redact } from '../errors'
import type { ExitCode } from '../exit-codes'
import { createHeadlessService } from '../headless-service'
import { runOnAccount, type AccountIo } from '../one-account'
import {
  ListFailure,
  appMaintenanceService,
  runMaintenance,
  type MaintenanceService,
  type Printed,
} from './maintenance'
import type { MaintenanceCommand } from './parse-maintenance'

type Write = (text: string) => void

/** How long the app may take: its own requests (the team's zone first) and the gate before them. */
const APP_TIMEOUT_MS = 45_000

function print(printed: Printed, token: string | null, out: Write, err: Write): ExitCode {
  if (printed.stdout !== null) out(redact(printed.stdout, token))
  if (printed.stderr !== null) err(`uptray: ${redact(printed.stderr, token)}`)
  return printed.exitCode
}

export async function runMaintenanceCli(cli: MaintenanceCommand, io: AccountIo): Promise<ExitCode> {
  const out = (text: string) => process.stdout.write(`${text}\n`)
  const err = io.say
  return runOnAccount(cli, io, {
    app: async ({ socket, slot }) => {
      const { askApp } = await import('../app-client')
      const ask = (op: string, args: unknown[]) => askApp(socket, op, args, APP_TIMEOUT_MS)
      const app = appMaintenanceService(ask, slot)
      return print(await runMaintenance(cli, app, 'app'), null, out, err)
    },
    direct: ({ target, token, fetch }) =>
      runDirect(cli, { baseUrl: target.baseUrl, token, fetch }, out, err),
  })
}

async function runDirect(
  cli: MaintenanceCommand,
  context: { baseUrl: string; token: string; fetch: FetchLike },
  out: Write,
  err: Write,
): Promise<ExitCode> {
  const { token } = context
  // Background work the command started (its confirming read) is cut short on exit: not news.
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message) => err(`uptray: ${redact(message, token)}`),
  }
  const { service } = createHeadlessService({ ...context, logger, poll: false })
  await service.start()
  const direct: MaintenanceService = {
    scheduleMaintenance: (...args) => service.scheduleMaintenance(...args),
    deleteMaintenance: (...args) => service.deleteMaintenance(...args),
    maintenancePeriods: async (monitorId) => {
      try {
        return await service.maintenancePeriods(monitorId)
      } catch (error) {
        const failure = failureOf(error)
        throw new ListFailure(failure.kind, redact(failure.message, token))
      }
    },
  }
  try {
    return print(await runMaintenance(cli, direct, 'direct'), token, out, err)
  } finally {
    await service.stop()
  }
}
