// The preload must be one CommonJS file that requires nothing but `electron`: a sandboxed
// preload cannot load ES modules or other files. Bundled here with the same options as
// electron.vite.config.ts, in memory.
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

describe('preload bundle', () => {
  it('is a single CommonJS chunk whose only require is electron', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        ssr: fileURLToPath(new URL('../../electron/preload/index.ts', import.meta.url)),
        rollupOptions: {
          external: ['electron'],
          output: { format: 'cjs', inlineDynamicImports: true },
        },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
    expect(chunks).toHaveLength(1)
    const code = (chunks[0] as { code: string }).code
    const requires = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])
    expect(requires).toEqual(['electron'])
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
    expect(code).toContain('exposeInMainWorld("uptray"')
  })
})
