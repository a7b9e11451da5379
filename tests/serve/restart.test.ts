// Serve mode starts node again in place, once, with the V8 flags only node's command line can give
// (electron/adapters/v8-command-line.ts): a real node process (restart-child.ts) shows the flags,
// its arguments, its process id, its exit code and SIGTERM kept; and the decision on its own.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  COMMAND_LINE_FLAGS,
  RESTARTED_ENV,
  restartWithV8Flags,
  type ProcessLike,
} from '@app/adapters/v8-command-line'

const ROOT = new URL('../..', import.meta.url).pathname
const CHILD = join(ROOT, 'tests/serve/restart-child.ts')

interface Started {
  pid: number
  execArgv: string[]
  args: string[]
  startedWithV8Flags: boolean
}

function run(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  whenStarted?: (pid: number) => void,
): Promise<{ lines: Started[]; code: number | null; pid: number }> {
  const { [RESTARTED_ENV]: _, ...clean } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    cwd: ROOT,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString()
    if (out.includes('\n')) whenStarted?.(child.pid!)
  })
  child.stderr.on('data', (d: Buffer) => (err += d.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      if (!out) reject(new Error(`no output; stderr: ${err}`))
      const lines = out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Started)
      resolve({ lines, code, pid: child.pid! })
    })
  })
}

describe('serve mode started again with the V8 command-line flags', () => {
  it('runs once, in place, with the flags, the arguments and the exit code', async () => {
    const { lines, code, pid } = await run(['7', 'two words'])
    expect(lines, 'the program ran once').toHaveLength(1)
    const started = lines[0]!
    expect(started.pid, 'the same process').toBe(pid)
    expect(started.startedWithV8Flags).toBe(true)
    expect(started.execArgv.filter((f) => f === '--no-memory-reducer')).toHaveLength(1)
    // The caller's own node flags are kept (here: the TypeScript loader).
    expect(started.execArgv.join(' ')).toContain('--import tsx')
    expect(started.args).toEqual(['7', 'two words'])
    expect(code).toBe(7)
  })

  it('keeps SIGTERM for the program', async () => {
    const { lines, code } = await run(['5', 'wait'], {}, (pid) => process.kill(pid, 'SIGTERM'))
    expect(lines).toHaveLength(1)
    expect(lines[0]!.startedWithV8Flags).toBe(true)
    expect(code).toBe(5)
  })

  it('does not start again once started again', async () => {
    const { lines, code } = await run(['0'], { [RESTARTED_ENV]: '1' })
    expect(lines).toHaveLength(1)
    expect(lines[0]!.startedWithV8Flags).toBe(false)
    expect(lines[0]!.execArgv).not.toContain('--no-memory-reducer')
    expect(code).toBe(0)
  })
})

describe('restartWithV8Flags', () => {
  const proc = (over: Partial<ProcessLike> = {}) => {
    const calls: [string, string[], NodeJS.ProcessEnv][] = []
    const p: ProcessLike = {
      execPath: '/bin/node',
      execArgv: ['--enable-source-maps'],
      argv: ['/bin/node', '/app/serve.js', '--port', '0'],
      env: { HOME: '/home/u' },
      execve: ((file: string, args: string[], env: NodeJS.ProcessEnv) => {
        calls.push([file, args, env])
      }) as ProcessLike['execve'],
      ...over,
    }
    return { p, calls }
  }

  it("starts node again with the command-line flags, then the caller's own", () => {
    const { p, calls } = proc()
    restartWithV8Flags(p)
    expect(calls).toEqual([
      [
        '/bin/node',
        [
          '/bin/node',
          ...COMMAND_LINE_FLAGS,
          '--enable-source-maps',
          '/app/serve.js',
          '--port',
          '0',
        ],
        { HOME: '/home/u', [RESTARTED_ENV]: '1' },
      ],
    ])
  })

  it('starts node again when its command line lacks one of the flags, adding only that one', () => {
    const { p, calls } = proc({ execArgv: ['--no-memory-reducer'] })
    restartWithV8Flags(p)
    expect(calls[0]?.[1]).toEqual([
      '/bin/node',
      '--max-semi-space-size=4',
      '--no-memory-reducer',
      '/app/serve.js',
      '--port',
      '0',
    ])
  })

  it('runs on as started where it cannot (no execve: Windows) or need not', () => {
    for (const over of [
      { execve: undefined },
      { env: { [RESTARTED_ENV]: '1' } },
      { execArgv: [...COMMAND_LINE_FLAGS] },
    ]) {
      const { p, calls } = proc(over)
      expect(() => restartWithV8Flags(p)).not.toThrow()
      expect(calls).toEqual([])
    }
  })
})
