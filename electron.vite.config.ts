import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { rendererCspPlugin } from './build/renderer-csp-plugin'
import { RENDERER_DEFINES } from './build/renderer-defines'

// `--mode serve` (npm run serve) builds the dashboard for a browser: its own folder, and a CSP
// that lets the page reach serve mode's WebSocket. The default build is the Electron app's.
const SERVE_RENDERER_DIR = 'out/serve-renderer'

export default defineConfig(({ mode }) => ({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(__dirname, 'electron/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // One CommonJS bundle: sandboxed preloads cannot load ES modules or other files.
      rollupOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src'),
    build: {
      outDir: resolve(__dirname, mode === 'serve' ? SERVE_RENDERER_DIR : 'out/renderer'),
      rollupOptions: { input: { index: resolve(__dirname, 'src/index.html') } },
    },
    define: RENDERER_DEFINES,
    plugins: [vue(), rendererCspPlugin(mode === 'serve' ? 'serve' : 'electron')],
  },
}))
