// Serve mode's real entry (`tsx electron/serve/index.ts`) as a child process: started with the
// arguments and environment given, answered once it prints its one `Dashboard: <url>` line
// (30 s at most; killed if it exits or stays silent). stop() ends it: SIGTERM, then SIGKILL after
// 5 s. The e2e and serve tests build on it.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname

export interface ServeEntry {
  url: string
  stderr: () => string
  /** True while the process is running. */
  alive: () => boolean
  stop(): Promise<void>
}

export async function startServeEntry(args: string[], env: NodeJS.ProcessEnv): Promise<ServeEntry> {
  const child = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'electron/serve/index.ts'), ...args],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  let err = ''
  child.stderr.on('data', (d: Buffer) => (err += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const alive = () => child.exitCode === null && child.signalCode === null
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
      stderr: () => err,
      alive,
      async stop() {
        if (!alive()) return
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(timer)
      },
    }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
}
