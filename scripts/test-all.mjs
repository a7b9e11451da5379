#!/usr/bin/env node
// Runs every test layer (vitest projects, the keychain tests under a private Secret Service,
// Playwright e2e and _electron) and ends with one line: `N passed, N failed` (and `, N skipped` when any were).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const outDir = join(root, '.tmp', 'test-results')
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
let runnerFailed = false

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.error) {
    console.log(`${label}: could not start (${result.error.message})`)
    runnerFailed = true
  }
  return result.status ?? 1
}

function addVitest(file, label) {
  if (!existsSync(file)) {
    console.log(`${label}: no report written`)
    runnerFailed = true
    return
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
  // A suite that fails to load counts no test but is a failure all the same.
  const brokenSuites = report.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  )
  totals.failed += brokenSuites.length
}

const vitest = join(root, 'node_modules', '.bin', 'vitest')

// 1. Node-side layers and the renderer components.
const coreReport = join(outDir, 'vitest.json')
run('vitest: core, main, renderer', vitest, [
  'run',
  '--project',
  'core',
  '--project',
  'main',
  '--project',
  'renderer',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${coreReport}`,
])
addVitest(coreReport, 'vitest')

// 2. The keychain against a real Secret Service: gnome-keyring inside a private D-Bus session.
const vaultReport = join(outDir, 'vitest-vault.json')
const vaultArgs = [
  'run',
  '--project',
  'vault',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vaultReport}`,
]
const haveKeyring =
  spawnSync('sh', ['-c', 'command -v dbus-run-session && command -v gnome-keyring-daemon'], {
    stdio: 'ignore',
  }).status === 0
if (haveKeyring) {
  run('vitest: vault (gnome-keyring)', 'dbus-run-session', [
    '--',
    'bash',
    join(root, 'scripts', 'with-keyring.sh'),
    vitest,
    ...vaultArgs,
  ])
} else {
  run('vitest: vault (no Secret Service)', vitest, vaultArgs, {
    UPTRAY_NO_SECRET_SERVICE: 'dbus-run-session or gnome-keyring-daemon is not installed',
  })
}
addVitest(vaultReport, 'vault')

// 3. Playwright: e2e in Debian's Chromium, and _electron where an Electron binary exists.
const pwReport = join(outDir, 'playwright.json')
run(
  'playwright: e2e, electron',
  join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '--pass-with-no-tests', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport },
)
if (existsSync(pwReport)) {
  const { stats, errors } = JSON.parse(readFileSync(pwReport, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected + (errors?.length ?? 0)
  totals.skipped += stats.skipped
} else {
  console.log('playwright: no report written')
  runnerFailed = true
}

if (runnerFailed && totals.failed === 0) totals.failed = 1
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed > 0 ? 1 : 0)
