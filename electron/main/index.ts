// Entry of the Electron main process: starts the app (start-app.ts wires every feature).
// First, before the core loads: the engine's V8 flags, as serve mode has them.
import '../adapters/v8-flags'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { app } from 'electron'
import { mainLogger } from './life/main-logger'
import { startApp } from './start-app'
import { messageOf } from '../shared/errors'

startApp({
  platform: process.platform,
  env: process.env,
  argv: process.argv,
  outMainDir: dirname(fileURLToPath(import.meta.url)),
})
  .then((running) => {
    // tests/electron reach the running app from Playwright's main-process evaluate.
    if (running && process.env.UPTRAY_E2E === '1') Object.assign(globalThis, { uptrayE2E: running })
  })
  .catch((error: unknown) => {
    mainLogger.error('Uptray could not start', {
      message: messageOf(error),
    })
    app.exit(1)
  })
