import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const electronMock = fileURLToPath(new URL('./tests/mocks/electron.ts', import.meta.url))
// Tests import the app as `@app/...` (electron/) and `@src/...` (the same paths as in the tsconfigs).
const alias = {
  '@app': fileURLToPath(new URL('./electron', import.meta.url)),
  '@src': fileURLToPath(new URL('./src', import.meta.url)),
}

// One project per test layer (see docs/architecture.md). `npm test` runs them through
// scripts/test-all.mjs, which also runs Playwright and sums the counts.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'core',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/simulator/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/adapters/**/*.test.ts',
            'tests/serve/**/*.test.ts',
          ],
          testTimeout: 20_000,
          setupFiles: ['tests/every-language-setup.ts'],
          globalSetup: ['tests/cli/bundle-setup.ts'],
        },
      },
      {
        // The Electron binary cannot run here: `electron` resolves to the one shared mock.
        resolve: { alias: { ...alias, electron: electronMock } },
        test: {
          name: 'main',
          environment: 'node',
          include: ['tests/main/**/*.test.ts'],
          setupFiles: ['tests/every-language-setup.ts'],
          // Inlined so its `import 'electron'` also resolves to the mock, not the real package.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        plugins: [vue()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['tests/renderer/**/*.test.ts'],
          setupFiles: ['tests/renderer/i18n-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'vault',
          environment: 'node',
          include: ['tests/vault/**/*.test.ts'],
        },
      },
      {
        plugins: [vue()],
        // The tray's bench drives main-process code: `electron` is the same mock as in `main`.
        resolve: { alias: { ...alias, electron: electronMock } },
        test: {
          name: 'bench',
          environment: 'node',
          // Vitest 5 runs benchmarks in a derived project named `bench (bench)`.
          include: [],
          benchmark: { enabled: true, include: ['tests/bench/**/*.bench.ts'] },
        },
      },
    ],
  },
})
