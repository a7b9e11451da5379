// The V8 flags V8 reads only as it sets up the heap, so only node's command line can give them:
// `--no-memory-reducer` (see ./sweep-collection.ts for what takes the reducer's place). Serve mode
// starts node again in place, once, with them: process.execve keeps the process id, stdio, the
// arguments and the environment, so signals and the exit code stay the caller's own. Where
// process.execve is missing (Windows) the process runs on as it was started, reducer and all.
export const COMMAND_LINE_FLAGS = ['--no-memory-reducer'] as const
/** Set on the process started again, so it never starts itself a second time. */
export const RESTARTED_ENV = 'UPTRAY_V8_COMMAND_LINE'

export interface ProcessLike {
  execPath: string
  execArgv: string[]
  argv: string[]
  env: NodeJS.ProcessEnv
  execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never
}

/** True when node was started with the reducer off. */
export function reducerOff(execArgv: readonly string[] = process.execArgv): boolean {
  return COMMAND_LINE_FLAGS.every((flag) => execArgv.includes(flag))
}

/**
 * Replaces this process with node started with the command-line flags, unless it already was or
 * cannot be. Only these: the engine's other flags stay set at run time (./v8-flags.ts), as the
 * bench measured them; given on the command line as well, --optimize-for-size also shrinks the
 * heap V8 sets up, and a sweep at 10,000 monitors cost about 20% more.
 */
export function restartWithV8Flags(proc: ProcessLike = process): void {
  if (proc.env[RESTARTED_ENV] === '1' || !proc.execve || reducerOff(proc.execArgv)) return
  proc.execve(
    proc.execPath,
    [proc.execPath, ...COMMAND_LINE_FLAGS, ...proc.execArgv, ...proc.argv.slice(1)],
    { ...proc.env, [RESTARTED_ENV]: '1' },
  )
}
