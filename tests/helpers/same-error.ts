// One scenario for every transport's "the same error reads the same" test: an AppService whose
// token the real simulator refuses (401), and a call the operation schemas refuse. Each transport
// test (IPC in tests/main, serve mode's WebSocket and the control socket in tests/serve, the CLI
// as a process in tests/cli) asks the same calls and compares with the same sentences below,
// written out once, so a transport that adds a prefix or words an error its own way fails.
import { createHeadlessService } from '@app/cli/headless-service'
import type { AppServiceApi } from '@app/shared/app-service-api'
import type { FetchLike } from '@app/core/ports'

export const WRONG_TOKEN = 'not-the-simulators-token-0000'

/** A 401 from the service on a query: the error table's sentence for `token-rejected`. */
export const REJECTED =
  'The service rejected the API token (401). Create a new token under API access and sign in again (the command line reads UPTRAY_API_TOKEN).'

/** The same 401 on an action, which says that nothing changed. */
export const REJECTED_ACTION = `${REJECTED} Nothing was changed.`

/** `snoozeCheck(1, 0)`: refused by the operation's schema before anything is sent. */
export const INVALID_ARGS = [1, 0] as const
export const INVALID =
  'The request is not valid: Invalid arguments for check:snooze: ✖ Too small: expected number to be >=1\n  → at [1]. Nothing was sent; correct the request.'

/** The AppService the CLI runs, on the simulator with a token it refuses; no sweeps. */
export async function rejectedService(baseUrl: string): Promise<{
  service: AppServiceApi
  stop: () => Promise<void>
}> {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
  const { service } = createHeadlessService({
    baseUrl,
    token: WRONG_TOKEN,
    fetch: globalThis.fetch as FetchLike,
    logger: quiet,
    poll: false,
    slowRounds: false,
    readAccount: false,
  })
  await service.start()
  return { service, stop: () => service.stop() }
}
