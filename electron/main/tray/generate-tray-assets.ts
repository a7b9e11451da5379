// Regenerates the checked-in tray images and the app icon (resources/icon.png): `npx tsx electron/main/tray/generate-tray-assets.ts`.
// resources/tray/ ships with the app; docs/screenshots/tray-*.png let readers see every state.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { appIcon, contactSheet, stateScreenshot, trayResourceFiles } from './tray-assets'
import { TRAY_STATES } from './tray-state'

const root = join(import.meta.dirname, '..', '..', '..')
const trayDir = join(root, 'resources', 'tray')
const shotsDir = join(root, 'docs', 'screenshots')
mkdirSync(trayDir, { recursive: true })
mkdirSync(shotsDir, { recursive: true })

for (const [name, bytes] of trayResourceFiles()) writeFileSync(join(trayDir, name), bytes)
writeFileSync(join(root, 'resources', 'icon.png'), appIcon())
writeFileSync(join(shotsDir, 'tray-states.png'), contactSheet())
for (const state of TRAY_STATES) {
  writeFileSync(join(shotsDir, `tray-${state}.png`), stateScreenshot(state))
}
console.log(`Wrote ${trayResourceFiles().size} icons to resources/tray and tray screenshots.`)
