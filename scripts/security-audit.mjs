#!/usr/bin/env node
// Runs @doyensec/electronegativity on the app's sources (electron/ and src/, copied to a temp
// folder so tests and node_modules stay out) and fails on any finding above LOW that
// docs/security.md does not justify. Justifications are rows of the table under
// "## Electronegativity findings": `| CHECK_ID | path/from/repo/root | why it is fine |`.
// Ends with one summary line.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const require = createRequire(import.meta.url)
const run = require('@doyensec/electronegativity')

const workDir = join(root, '.tmp', 'security-audit')
rmSync(workDir, { recursive: true, force: true })
mkdirSync(workDir, { recursive: true })
for (const folder of ['electron', 'src'])
  cpSync(join(root, folder), join(workDir, folder), { recursive: true })

const electronVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies
  .electron

/** `CHECK_ID path` -> reason, from the findings table in docs/security.md. */
function justifications() {
  const path = join(root, 'docs', 'security.md')
  if (!existsSync(path)) return new Map()
  const text = readFileSync(path, 'utf8')
  const section = text.split(/^## /m).find((s) => s.startsWith('Electronegativity findings')) ?? ''
  const table = new Map()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/^`|`$/g, ''))
    // | ID | file | reason |  ->  ['', ID, file, reason, '']
    if (cells.length >= 5 && /^[A-Z_]+_CHECK$/.test(cells[1]) && cells[3]) {
      table.set(`${cells[1]} ${cells[2]}`, cells[3])
    }
  }
  return table
}

let result
try {
  result = await run({
    input: workDir,
    isRelative: true,
    electronVersionOverride: electronVersion,
    severitySet: 'informational',
    confidenceSet: 'tentative',
  })
} catch (error) {
  console.log(`security audit: electronegativity could not run (${error.message})`)
  process.exit(1)
} finally {
  rmSync(workDir, { recursive: true, force: true })
}

const LOW = 1
const justified = justifications()
const serious = result.issues.filter((issue) => issue.severity.value > LOW)
const unjustified = serious.filter((issue) => !justified.has(`${issue.id} ${issue.file}`))
const used = new Set(serious.map((issue) => `${issue.id} ${issue.file}`))
const stale = [...justified.keys()].filter((key) => !used.has(key))

for (const issue of unjustified) {
  console.log(
    `UNJUSTIFIED ${issue.severity.name} ${issue.id} ${issue.file}:${issue.location.line} - ${issue.description}`,
  )
}
for (const key of stale)
  console.log(`note: docs/security.md justifies "${key}", which no longer occurs`)
for (const error of result.errors ?? []) console.log(`parse problem: ${JSON.stringify(error)}`)

const low = result.issues.length - serious.length
console.log(
  `security audit: ${serious.length} findings above low (${serious.length - unjustified.length} justified in docs/security.md, ${unjustified.length} unjustified), ${low} low/informational; ${result.atomicChecks + result.globalChecks} electronegativity checks on electron/ and src/`,
)
process.exit(unjustified.length > 0 || (result.errors?.length ?? 0) > 0 ? 1 : 0)
