// Plain http carries the API token in clear text: a base URL on http:// is accepted for loopback
// (the simulator) and refused for any other host at every entry point (sign-in and the token test,
// a settings patch, serve's and the CLI's --base-url), unless the user opted in for the process
// (UPTRAY_ALLOW_INSECURE_HTTP=1), which each entry point passes to setInsecureHttpAllowed.
import { afterEach, describe, expect, it } from 'vitest'
import { parseCli } from '@app/cli/args'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseServeArgs } from '@app/serve/args'
import { composeCore } from '@app/serve/compose'
import {
  baseUrlProblem,
  INSECURE_HTTP_WARNING,
  isInsecureBaseUrl,
  setInsecureHttpAllowed,
} from '@app/shared/base-url'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { applySettingsPatch } from '@app/shared/settings-patch'
import { type Harness, startHarness } from './harness'

const REMOTE = 'http://monitoring.example.com'
const REFUSED = /must start with https:\/\/.*unencrypted/

let h: Harness | undefined
afterEach(async () => {
  setInsecureHttpAllowed(false)
  await h?.close()
  h = undefined
})

describe('plain http base URLs', () => {
  it('are loopback only: localhost, 127.0.0.0/8 and ::1, never a look-alike', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://127.9.8.7',
      'http://localhost:3000/',
      'http://LOCALHOST',
      'http://[::1]:9000',
      'https://ohdear.app',
    ]) {
      expect(baseUrlProblem(url), url).toBeNull()
    }
    for (const url of [
      REMOTE,
      'http://127.0.0.1.evil.example',
      'http://localhost.evil.example',
      'http://10.0.0.5',
      'http://[::ffff:127.0.0.1]',
    ]) {
      expect(baseUrlProblem(url), url).toMatch(REFUSED)
    }
    expect(isInsecureBaseUrl(REMOTE)).toBe(true)
    expect(isInsecureBaseUrl('http://127.0.0.1:1')).toBe(false)
  })

  it('sign-in and the token test refuse a remote http URL before sending anything', async () => {
    h = await startHarness({ monitors: 1, signedIn: false })
    await h.service.start()
    for (const result of [
      await h.service.signIn({ baseUrl: REMOTE, token: h.sim.token }),
      await h.service.testCredentials({ baseUrl: REMOTE, token: h.sim.token }),
    ]) {
      expect(result.ok).toBe(false)
      expect('message' in result ? result.message : '').toMatch(REFUSED)
    }
    expect(await h.requests()).toEqual([])
    expect(await h.secrets.get(REMOTE)).toBeNull()
    // The simulator on 127.0.0.1 over http is fine.
    expect(await h.service.signIn({ baseUrl: h.sim.baseUrl, token: h.sim.token })).toMatchObject({
      ok: true,
    })
  })

  it('a settings patch refuses it, and the setting stays', () => {
    const refused = applySettingsPatch(DEFAULT_SETTINGS, { baseUrl: REMOTE })
    expect(refused).toMatchObject({ ok: false })
    expect(refused.ok ? '' : refused.message).toMatch(REFUSED)
    expect(applySettingsPatch(DEFAULT_SETTINGS, { baseUrl: 'http://127.0.0.1:9' })).toMatchObject({
      ok: true,
    })
  })

  it("serve mode's and the CLI's --base-url refuse it", () => {
    expect(() => parseServeArgs(['--base-url', REMOTE], '/tmp')).toThrow(REFUSED)
    expect(parseServeArgs(['--base-url', 'http://127.0.0.1:8080'], '/tmp').baseUrl).toBe(
      'http://127.0.0.1:8080',
    )
    expect(() => parseCli(['status', '--base-url', REMOTE])).toThrow(REFUSED)
    expect(parseCli(['status', '--base-url', 'http://localhost:8080'])).toMatchObject({
      baseUrl: 'http://localhost:8080',
    })
  })

  it('the explicit opt-in lets each path through', async () => {
    setInsecureHttpAllowed(true)
    expect(baseUrlProblem(REMOTE)).toBeNull()
    expect(applySettingsPatch(DEFAULT_SETTINGS, { baseUrl: REMOTE })).toMatchObject({ ok: true })
    expect(parseServeArgs(['--base-url', REMOTE], '/tmp').baseUrl).toBe(REMOTE)
    expect(parseCli(['status', '--base-url', REMOTE])).toMatchObject({ baseUrl: REMOTE })
    h = await startHarness({ monitors: 1, signedIn: false })
    await h.service.start()
    // Past the check: the request itself fails (nothing answers at that name in tests).
    const result = await h.service.testCredentials({
      baseUrl: 'http://uptray-test.invalid',
      token: h.sim.token,
    })
    expect('message' in result ? result.message : '').not.toMatch(REFUSED)
  })

  it('while the opt-in is on, the sync line says the token may travel unencrypted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uptray-insecure-'))
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
    const compose = () =>
      composeCore(
        { demo: false, port: 0, baseUrl: REMOTE, dataDir, rendererDir: dataDir },
        { noKeychain: '1' },
        quiet,
      )
    try {
      await expect(compose()).rejects.toThrow(REFUSED)
      setInsecureHttpAllowed(true)
      const core = await compose()
      expect(core.service.getSettings().baseUrl).toBe(REMOTE)
      expect(core.service.getSyncStatus().notice).toContain(INSECURE_HTTP_WARNING)
      await core.stop()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
