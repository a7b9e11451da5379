#!/usr/bin/env node
// `npm start` / `npm run demo`: builds and launches the Electron app, or says in one sentence
// what to run instead when this machine has no Electron binary.
import { spawnSync } from 'node:child_process'
import { findElectronBinary } from './electron-binary.mjs'

const demo = process.argv.includes('--demo')
const binary = findElectronBinary()
if (!binary) {
  const serve = demo ? 'npm run serve -- --demo' : 'npm run serve'
  console.error(
    `No Electron binary is installed on this machine, so the desktop app cannot start: run \`${serve}\` to open the same dashboard in a browser instead.`,
  )
  process.exit(1)
}

const env = { ...process.env, ...(demo ? { UPTRAY_DEMO: '1' } : {}) }
const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit', env })
if (build.status !== 0) process.exit(build.status ?? 1)
const app = spawnSync(binary, ['.'], { stdio: 'inherit', env })
process.exit(app.status ?? 0)
