#!/usr/bin/env node
// `npm run cli -- ...`: runs the CLI bundle (out/cli/uptray.mjs), building it first when it is
// missing or older than a source file under electron/.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildCli, CLI_BUNDLE } from './build-cli.mjs'

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs
    newest = Math.max(newest, time)
  }
  return newest
}

let built = 0
try {
  built = statSync(CLI_BUNDLE).mtimeMs
} catch {
  // Not built yet.
}
if (built < newestSource(join(import.meta.dirname, '..', 'electron'))) await buildCli()
await import(pathToFileURL(CLI_BUNDLE).href)
