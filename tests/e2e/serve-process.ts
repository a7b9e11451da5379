// Starts `npm run serve`'s entry as a child process on a free port and waits for its one
// `Dashboard: <url>` line. Always stopped by the caller (SIGTERM, then SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from './build-renderer'

export interface ServeProcess {
  url: string
  origin: string
  stderr: () => string
  stop(): Promise<void>
}

export async function startServe(options: {
  rendererDir: string
  dataDir: string
  baseUrl?: string
  demo?: boolean
  token?: string
}): Promise<ServeProcess> {
  const args = [
    join(ROOT, 'electron/serve/index.ts'),
    '--port',
    '0',
    '--data-dir',
    options.dataDir,
    '--renderer-dir',
    options.rendererDir,
  ]
  if (options.baseUrl) args.push('--base-url', options.baseUrl)
  if (options.demo) args.push('--demo')
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), args, {
    cwd: ROOT,
    env: {
      ...process.env,
      // Never touch a real keychain from the tests.
      UPTRAY_NO_SECRET_SERVICE: 'e2e',
      ...(options.token ? { UPTRAY_TOKEN: options.token } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${err}`)), 30_000)
    child.stdout?.on('data', (d: Buffer) => {
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
    origin: new URL(url).origin,
    stderr: () => err,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
