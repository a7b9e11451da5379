// Spawns the real CLI (the bundle the core project's global setup built from the current sources)
// as other tools would, with a clean environment: no UPTRAY_* variable, proxy or extra CA leaks in
// from the machine running the tests.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = process.cwd()
/** Where the global setup builds the CLI under test. */
export const CLI_UNDER_TEST = join(root, '.tmp', 'cli-under-test')
const entry = join(CLI_UNDER_TEST, 'uptray.mjs')

export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

/** A control socket path where no app listens. */
const NO_APP = join(tmpdir(), 'uptray-no-app', 'control.sock')
/** An appData folder with no Uptray settings in it: the machine's own are never read. */
const NO_SETTINGS = join(tmpdir(), 'uptray-no-settings')

/** Variables of the machine running the tests that would change where requests go. */
const NETWORK = /^(https?_proxy|no_proxy|all_proxy|node_extra_ca_certs)$/i

/** This process's environment without UPTRAY_* or network variables, then `env` over it. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('UPTRAY_') && !NETWORK.test(key)),
  )
  // The keychain is never consulted unless a test asks for it; no app of the machine answers;
  // the settings file (and its accounts) is looked for where there is none; the bundle's code
  // cache stays beside it, out of the user's own cache folder.
  return {
    ...base,
    UPTRAY_NO_SECRET_SERVICE: '1',
    UPTRAY_CONTROL_SOCKET: NO_APP,
    XDG_CONFIG_HOME: NO_SETTINGS,
    NODE_COMPILE_CACHE: join(CLI_UNDER_TEST, 'compile-cache'),
    ...env,
  }
}

export function startCli(
  args: string[],
  env: Record<string, string> = {},
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [entry, ...args], { cwd: root, env: cleanEnv(env) })
}

/** Runs the CLI to completion (killed after `timeoutMs`). */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<CliRun> {
  return collectRun(startCli(args, env), timeoutMs)
}

/** Runs the CLI with `input` written to its stdin (then closed), as a pipe would give it. */
export function runCliWithInput(
  args: string[],
  input: string,
  env: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<CliRun> {
  const child = startCli(args, env)
  child.stdin.end(input)
  return collectRun(child, timeoutMs)
}

/** What a child process wrote and its exit code, once it has closed (killed after `timeoutMs`). */
export function collectRun(
  child: ChildProcessWithoutNullStreams,
  timeoutMs: number,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
