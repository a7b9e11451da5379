#!/usr/bin/env node
// The `uptray` command (package.json "bin"; `npm link` or a global install puts it on PATH):
// runs the CLI bundle that `npm run build` writes to out/cli/uptray.mjs.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const bundle = new URL('../out/cli/uptray.mjs', import.meta.url)
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write(
    `uptray: the command is not built yet: run \`npm run build\` in ${fileURLToPath(new URL('..', import.meta.url))} first.\n`,
  )
  process.exit(1)
}
await import(bundle.href)
