#!/usr/bin/env node
// `npm run dist [-- --linux|--mac|--win]`: builds the app and packages it with electron-builder
// (AppImage, deb, dmg, nsis; see resources/electron-builder.yml). Packaging needs the Electron
// binary and network access (electron-builder fetches Electron and its packaging tools), so
// where the binary is missing it says so in one sentence instead of failing deep inside.
import { spawnSync } from 'node:child_process'
import { findElectronBinary } from './electron-binary.mjs'

if (!findElectronBinary()) {
  console.error(
    'No Electron binary is installed on this machine, so the app cannot be packaged here: run `npm run dist` where `npm install` could download Electron (packaging also needs network access).',
  )
  process.exit(1)
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npx', ['electron-vite', 'build'])
run('npx', [
  'electron-builder',
  '--config',
  'resources/electron-builder.yml',
  ...process.argv.slice(2),
])
