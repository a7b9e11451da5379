// Entry of the Electron main process: starts the app (start-app.ts wires every feature).
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
}).catch((error: unknown) => {
  mainLogger.error('Uptray could not start', {
    message: messageOf(error),
  })
  app.exit(1)
})
