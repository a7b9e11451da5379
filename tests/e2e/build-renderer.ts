// Builds the dashboard exactly as `npm run serve` does (same root, same plugins), into a
// private folder, so e2e and the bench always run the current source.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { build } from 'vite'
import { rendererCspPlugin } from '../../build/renderer-csp-plugin'
import { RENDERER_DEFINES } from '../../build/renderer-defines'

export const ROOT = new URL('../..', import.meta.url).pathname

export async function buildRenderer(name: string): Promise<string> {
  const outDir = join(ROOT, '.tmp', name)
  await build({
    configFile: false,
    root: join(ROOT, 'src'),
    base: './',
    logLevel: 'error',
    define: RENDERER_DEFINES,
    plugins: [vue(), rendererCspPlugin('serve')],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  })
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`The renderer build wrote nothing to ${outDir}`)
  return outDir
}
