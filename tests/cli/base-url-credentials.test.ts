// A base URL with a user name and password is refused by the command-line entry points before
// anything is sent or written, and the password is never printed: the CLI exits 4, serve mode
// refuses to start and leaves its data folder alone.
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { useSimulator } from '../helpers/simulator'
import { collectRun, runCli, type CliRun } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const TOKEN = 'h3-cred-SECRET-token-5151'
const PASSWORD = 'hunter2-SECRET-pw'
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: 2, seed: 5 })

function withCredentials(baseUrl: string): string {
  const url = new URL(baseUrl)
  url.username = 'ops'
  url.password = PASSWORD
  return url.href
}

async function apiRequests() {
  return (await sim().control.requests()).filter((r) => r.path.startsWith('/api/'))
}

let scratch = ''
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'uptray-cred-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('the CLI', () => {
  it('exits 4 for --base-url or UPTRAY_BASE_URL with credentials, sends nothing, never prints them', async () => {
    await sim().control.clearRequests()
    const url = withCredentials(sim().baseUrl)
    const runs = await Promise.all([
      runCli(['status', '--base-url', url], { UPTRAY_API_TOKEN: TOKEN }),
      runCli(['status'], { UPTRAY_API_TOKEN: TOKEN, UPTRAY_BASE_URL: url }),
      runCli(['watch', '--base-url', url], { UPTRAY_API_TOKEN: TOKEN }),
    ])
    for (const run of runs) {
      expect(run.code).toBe(4)
      expect(run.stderr).toMatch(/may not contain a user name or password/)
      expect(run.stderr).toContain(sim().baseUrl)
      expect(run.stdout + run.stderr).not.toContain(PASSWORD)
      expect(run.stdout + run.stderr).not.toContain(TOKEN)
    }
    expect(await apiRequests()).toEqual([])
  })
})

function runServe(args: string[]): Promise<CliRun> {
  const root = process.cwd()
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'electron', 'serve', 'index.ts'), ...args],
    { cwd: root, env: { ...process.env, UPTRAY_NO_SECRET_SERVICE: '1', UPTRAY_TOKEN: TOKEN } },
  )
  return collectRun(child, 30_000)
}

describe('serve mode', () => {
  it('refuses --base-url with credentials at start and writes nothing to the data folder', async () => {
    await sim().control.clearRequests()
    const dataDir = join(scratch, 'data')
    // A dashboard to serve, so only the base URL can stop it from starting.
    const rendererDir = join(scratch, 'renderer')
    await mkdir(rendererDir)
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>')
    const run = await runServe([
      '--base-url',
      withCredentials(sim().baseUrl),
      '--data-dir',
      dataDir,
      '--renderer-dir',
      rendererDir,
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/--base-url: .*may not contain a user name or password/)
    expect(run.stdout + run.stderr).not.toContain(PASSWORD)
    expect(run.stdout).not.toContain('Dashboard:')
    await expect(readdir(dataDir)).rejects.toMatchObject({ code: 'ENOENT' })
    expect(await apiRequests()).toEqual([])
  })
})
