// The built CLI (out/cli/uptray.mjs, plain Node, no tsx) and the `uptray` launcher in bin/,
// run against the simulator as an installed command would be.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRecordingProxy } from '../helpers/recording-proxy'
import { useSimulator } from '../helpers/simulator'
import { cleanEnv, collectRun, type CliRun } from './run-cli'

// Building and spawning on a loaded machine: a generous ceiling, not a speed assertion.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 })

const TOKEN = 'bundle-SECRET-token-77'
const root = process.cwd()
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 40, seed: 3 })
let home = ''

beforeAll(() => {
  // Always from the current sources, so the test proves this tree's bundle.
  execFileSync(process.execPath, [join(root, 'scripts', 'build-cli.mjs')], { cwd: root })
  home = mkdtempSync(join(tmpdir(), 'uptray-bundle-'))
})
afterAll(() => rmSync(home, { recursive: true, force: true }))

/** Starts `node <file> ...args` from a folder outside the repository, in a clean environment. */
function start(file: string, args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, [file, ...args], {
    cwd: home,
    // No app of this machine answers: the CLI asks the simulator itself.
    env: cleanEnv({
      UPTRAY_API_TOKEN: TOKEN,
      UPTRAY_CONTROL_SOCKET: join(home, 'no-app.sock'),
      ...env,
    }),
  })
}

const run = (file: string, args: string[], env?: Record<string, string>): Promise<CliRun> =>
  collectRun(start(file, args, env), 45_000)

describe('the CLI bundle', () => {
  it('status --json: exit 0 and all 40 monitors, without tsx', async () => {
    const result = await run(join(root, 'out', 'cli', 'uptray.mjs'), [
      'status',
      '--json',
      '--base-url',
      sim().baseUrl,
    ])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout) as { monitors: unknown[] }
    expect(report.monitors).toHaveLength(40)
  })

  it('bin/uptray.mjs runs it: status --format line', async () => {
    const result = await run(join(root, 'bin', 'uptray.mjs'), [
      'status',
      '--format',
      'line',
      '--base-url',
      sim().baseUrl,
    ])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^(OK|!!) uptray \d+ (ok|failed|warning)/)
    expect(result.stdout).not.toContain(TOKEN)
  })

  it('watch --format waybar: one Waybar JSON object per line', async () => {
    const child = start(join(root, 'out', 'cli', 'uptray.mjs'), [
      'watch',
      '--format',
      'waybar',
      '--base-url',
      sim().baseUrl,
    ])
    const first = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('\n')) resolve(out.split('\n')[0]!)
      })
      child.on('error', reject)
      child.on('close', () => reject(new Error(`watch ended early: ${out}`)))
    }).finally(() => child.kill('SIGTERM'))
    const object = JSON.parse(first) as Record<string, string>
    expect(Object.keys(object)).toEqual(['text', 'tooltip', 'class', 'alt'])
    expect(['ok', 'warning', 'failed']).toContain(object.class)
  })

  it('status through HTTP_PROXY: the bundled undici loads and the proxy carries it', async () => {
    const proxy = await startRecordingProxy()
    try {
      const base = sim().baseUrl
      const result = await run(
        join(root, 'out', 'cli', 'uptray.mjs'),
        ['status', '--json', '--base-url', base],
        { HTTP_PROXY: proxy.url },
      )
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect((JSON.parse(result.stdout) as { monitors: unknown[] }).monitors).toHaveLength(40)
      // undici tunnels plain http through the proxy too.
      expect(proxy.seen).toContain(`CONNECT ${new URL(base).host}`)
    } finally {
      await proxy.close()
    }
  })
})
