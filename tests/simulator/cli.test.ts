// The CLI: starts, prints its URL and token, serves, and stops on SIGTERM; bad args exit 4.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BIN = `${ROOT}node_modules/.bin`
const children: ChildProcess[] = []

function runCli(args: string[]): {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exit: Promise<number | null>
} {
  // node_modules/.bin first on PATH: tsx's shebang then finds the project's Node 22.
  const child = spawn(`${BIN}/tsx`, ['electron/simulator/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, stdout: () => out, stderr: () => err, exit }
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('simulator CLI', () => {
  it('prints the base URL and token, serves the API, and exits on SIGTERM', async () => {
    const cli = runCli([
      '--port',
      '0',
      '--token',
      'cli-token',
      '--monitors',
      '5',
      '--seed',
      '3',
      '--rate-limit',
      '60',
      '--scenario',
      'steady',
      '--clock',
      'manual',
    ])
    await waitFor(() => /Token: cli-token/.test(cli.stdout()), 'the CLI banner')
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(cli.stdout())?.[1]
    expect(url).toBeDefined()
    const response = await fetch(`${url}/api/monitors`, {
      headers: { Authorization: 'Bearer cli-token' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-ratelimit-limit')).toBe('60')
    expect(((await response.json()) as { meta: { total: number } }).meta.total).toBe(5)
    cli.child.kill('SIGTERM')
    expect(await cli.exit).toBe(0)
  }, 60_000)

  it('rejects bad arguments with one clear line on stderr and exit code 4', async () => {
    const runs = [['--port', 'abc'], ['--scenario', 'chaos'], ['--unknown']].map((args) =>
      runCli(args),
    )
    const codes = await Promise.all(runs.map((cli) => cli.exit))
    expect(codes).toEqual([4, 4, 4])
    for (const cli of runs) {
      const lines = cli.stderr().trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^sim: /)
      expect(cli.stdout()).toBe('')
    }
  }, 60_000)
})
