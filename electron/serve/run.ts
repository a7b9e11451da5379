// Serve mode itself, imported by ./index.ts once node runs with the V8 flags it needs: the core in
// Node, the built dashboard for any browser on this machine, the contract over a WebSocket.
// First, before the core loads: the V8 flags set at run time.
import '../adapters/v8-flags'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseServeArgs, UsageError } from './args'
import { composeCore } from './compose'
import { stderrLogger as logger } from './logger'
import { startServer } from './server'
import { openControlSocket } from '../adapters/control-socket/index'
import { collectAfterSweeps } from '../adapters/sweep-collection'
import { startedWithV8Flags } from '../adapters/v8-command-line'
import { setInsecureHttpAllowed } from '../shared/base-url'
import { messageOf } from '../shared/errors'

async function main(): Promise<void> {
  setInsecureHttpAllowed(process.env.UPTRAY_ALLOW_INSECURE_HTTP === '1')
  const options = parseServeArgs(process.argv.slice(2))
  if (!existsSync(join(options.rendererDir, 'index.html'))) {
    throw new UsageError(
      `No built dashboard in ${options.rendererDir}: run \`npm run build\` first.`,
    )
  }
  const core = await composeCore(
    options,
    { token: process.env.UPTRAY_TOKEN, noKeychain: process.env.UPTRAY_NO_SECRET_SERVICE },
    logger,
  )
  // With V8's memory reducer off, one collection after each sweep gives its memory back.
  const stopCollecting = startedWithV8Flags()
    ? collectAfterSweeps({ subscribe: (listener) => core.service.subscribe(listener) })
    : () => {}
  if (options.demo) {
    const result = await core.service.startDemo()
    if (!result.ok) logger.error(result.message)
  }
  const server = await startServer({
    service: core.service,
    port: options.port,
    rendererDir: options.rendererDir,
    logger,
  })
  process.stdout.write(`Dashboard: ${server.url}\n`)
  // `uptray status` and status bars ask this process instead of spending API requests.
  const control = await openControlSocket(core.service, logger)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    stopCollecting()
    await control?.close()
    await server.close()
    await core.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  const message = messageOf(error)
  process.stderr.write(`uptray serve: ${message}\n`)
  process.exit(error instanceof UsageError ? 2 : 1)
})
