// Serve mode's demo behind a proxy: the in-process simulator is reached directly, whatever
// HTTP_PROXY says (the real service still goes through the proxy: tests/adapters/node-fetch-proxy.test.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { composeCore, type ComposedCore } from '@app/serve/compose'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const saved = { ...process.env }
let core: ComposedCore | null = null
let dataDir = ''

afterEach(async () => {
  await core?.stop()
  core = null
  process.env = { ...saved }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

it('the demo works with HTTP_PROXY pointing at nothing and no NO_PROXY', async () => {
  // Port 9 (discard) on loopback: nothing listens there, so a proxied request fails at once.
  process.env.HTTP_PROXY = 'http://127.0.0.1:9'
  process.env.HTTPS_PROXY = 'http://127.0.0.1:9'
  delete process.env.NO_PROXY
  delete process.env.no_proxy
  delete process.env.http_proxy
  delete process.env.https_proxy
  dataDir = mkdtempSync(join(tmpdir(), 'uptray-demo-proxy-'))
  core = await composeCore(
    { demo: true, port: 0, baseUrl: null, dataDir, rendererDir: dataDir },
    { noKeychain: '1' },
    quiet,
  )
  const started = await core.service.startDemo()
  expect(started).toMatchObject({ ok: true })
  await expect.poll(() => core?.service.getSnapshot()?.monitors.length ?? 0).toBeGreaterThan(0)
  expect(core.service.getSyncStatus().state).not.toBe('offline')
}, 30_000)
