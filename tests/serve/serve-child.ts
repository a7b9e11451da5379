// Serve mode's real entry as a child process for main-project tests: a throwaway renderer folder
// (one index.html), a data folder the test prepares, no keychain. Waits for the one
// `Dashboard: <url>` line; stop() ends it (SIGTERM, then SIGKILL).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname

export interface ServeChild {
  url: string
  port: number
  stderr: () => string
  /** True while the process is running. */
  alive: () => boolean
  stop(): Promise<void>
}

export async function startServeChild(
  dataDir: string,
  extraArgs: string[] = [],
): Promise<ServeChild> {
  const rendererDir = mkdtempSync(join(tmpdir(), 'uptray-renderer-'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Uptray</title>')
  const child = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    [
      join(ROOT, 'electron/serve/index.ts'),
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--renderer-dir',
      rendererDir,
      ...extraArgs,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        UPTRAY_NO_SECRET_SERVICE: 'test',
        UPTRAY_TOKEN: '',
        // Its own control socket unless the test chose one: never the machine's.
        UPTRAY_CONTROL_SOCKET:
          process.env.UPTRAY_CONTROL_SOCKET ?? join(rendererDir, 'control.sock'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  let err = ''
  child.stderr.on('data', (d: Buffer) => (err += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const cleanup = () => rmSync(rendererDir, { recursive: true, force: true })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not start:\n${err}`)), 30_000)
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString()
        const match = /^Dashboard: (\S+)$/m.exec(out)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`serve exited with ${code}:\n${err}`))
      })
    })
    return {
      url,
      port: Number(new URL(url).port),
      stderr: () => err,
      alive: () => child.exitCode === null && child.signalCode === null,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM')
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
          await exited
          clearTimeout(timer)
        }
        cleanup()
      },
    }
  } catch (error) {
    child.kill('SIGKILL')
    cleanup()
    throw error
  }
}
