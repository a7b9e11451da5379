// Runs a `maintenance schedule | list | delete` command: by the running app when one is signed in
// to the account asked for (over its control socket: no token, nothing sent by the CLI itself),
// else directly with the headless AppService (no sweeps), and writes what came of it.
import { failureOf } from '../../core/app-service/failure'
import type { Logger } from '../../core/ports'
import { INSECURE_HTTP_WARNING, isInsecureBaseUrl } from '../../shared/base-url'
import { resolveBaseUrl, resolveToken, type Env } from '../credentials'
import { redact } from '../errors'
import type { ExitCode } from '../exit-codes'
import { createHeadlessService } from '../headless-service'
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

export async function runMaintenanceCli(
  cli: MaintenanceCommand,
  env: Env,
  say: Write,
): Promise<ExitCode> {
  const baseUrl = resolveBaseUrl(cli.baseUrl, env)
  if (isInsecureBaseUrl(baseUrl)) say(`uptray: ${INSECURE_HTTP_WARNING}`)
  const asked = cli.baseUrl ?? env.UPTRAY_BASE_URL ?? null
  const context = {
    env,
    baseUrl,
    asked,
    out: (text: string) => process.stdout.write(`${text}\n`),
    err: say,
  }
  if (!cli.direct) {
    const { appAccount, askApp } = await import('../app-client')
    const { localControlSocketPlace } = await import('../../adapters/control-socket/socket-path')
    const socket = localControlSocketPlace().path
    if ((await appAccount(socket, context.asked === null ? null : context.baseUrl)) !== null) {
      const app = appMaintenanceService((op, args) => askApp(socket, op, args, APP_TIMEOUT_MS))
      return print(await runMaintenance(cli, app, 'app'), null, context.out, context.err)
    }
  }
  const token = await resolveToken(context.baseUrl, context.env)
  const { createNodeFetch } = await import('../../adapters/node-fetch')
  // Background work the command started (its confirming read) is cut short on exit: not news.
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message) => context.err(`uptray: ${redact(message, token)}`),
  }
  const { service } = createHeadlessService({
    baseUrl: context.baseUrl,
    token,
    fetch: createNodeFetch(context.env),
    logger,
    poll: false,
  })
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
    return print(await runMaintenance(cli, direct, 'direct'), token, context.out, context.err)
  } finally {
    await service.stop()
  }
}
