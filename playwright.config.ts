import { defineConfig } from '@playwright/test'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Flags that let Debian's Chromium run in a closed network as root (see README).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  workers: 1,
  // On CI one retry absorbs a timing hiccup on a loaded 2-core machine; a retried pass is
  // reported as flaky, and a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
    { name: 'electron', testDir: 'tests/electron' },
  ],
})
