// The packaging config as electron-builder itself reads and validates it: the fuses are set.
import { join } from 'node:path'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../../..', import.meta.url).pathname
const CONFIG = join(ROOT, 'resources/electron-builder.yml')

describe('electron-builder.yml', () => {
  it('passes electron-builder schema validation', async () => {
    const config = await getConfig(ROOT, CONFIG, null)
    const debug = { isEnabled: false } as never
    await expect(validateConfiguration(config, debug)).resolves.toBeUndefined()
    // The same check refuses a misspelt fuse, so a typo cannot silently leave one unset.
    const typo = { ...config, electronFuses: { onlyLoadAppFromAsr: true } } as typeof config
    await expect(validateConfiguration(typo, debug)).rejects.toThrow(/Invalid configuration object/)
  })

  it('turns off NODE_OPTIONS and --inspect, turns on asar-only loading and integrity', async () => {
    const config = await getConfig(ROOT, CONFIG, null)
    expect(config.electronFuses).toMatchObject({
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // The bundled CLI runs on the app's own binary under ELECTRON_RUN_AS_NODE=1.
      runAsNode: true,
    })
  })

  it('leaves the browser build of serve mode out of the package', async () => {
    const config = await getConfig(ROOT, CONFIG, null)
    expect(JSON.stringify(config.files)).toContain('"!out/serve-renderer/**"')
  })
})
