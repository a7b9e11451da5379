// The V8 flags V8 reads only as it sets up the heap, so only node's command line can give them:
// `--no-memory-reducer` (see ./sweep-collection.ts for what takes the reducer's place) and the
// young generation's bound, 4 MB a semi-space (V8's default grows it to 16). Bounded so, the young
// generation holds a sweep's short-lived objects long enough for most to die young, where
// --optimize-for-size (./v8-flags.ts) held it at about 1 MB and promoted them early. Same runs
// (tests/bench/engine-cpu.bench.ts, ENGINE_CPU_BEFORE=1): a sweep at 1,000 monitors cost 102-104 ms
// against 131-140, at 10,000 840-937 against 972, with resident memory 117-118 / 109 MiB against
// 118-121 / 116; at 100 it cost 25-29 ms against 18 (V8's own full collections, which the small
// heap under --optimize-for-size never needed). Beside it at 1,000, in an earlier run: 2 MB
// 104-112 ms, 8 MB 113-128, V8's default 123-160.
// Serve mode starts node again in place, once, with them: process.execve keeps the process id,
// stdio, the arguments and the environment, so signals and the exit code stay the caller's own.
// Where process.execve is missing (Windows) the process runs on as it was started, reducer and all.
export const COMMAND_LINE_FLAGS = ['--no-memory-reducer', '--max-semi-space-size=4'] as const
/** Set on the process started again, so it never starts itself a second time. */
export const RESTARTED_ENV = 'UPTRAY_V8_COMMAND_LINE'

export interface ProcessLike {
  execPath: string
  execArgv: string[]
  argv: string[]
  env: NodeJS.ProcessEnv
  execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never
}

/** True when node was started with these flags (the reducer off among them). */
export function startedWithV8Flags(execArgv: readonly string[] = process.execArgv): boolean {
  return COMMAND_LINE_FLAGS.every((flag) => execArgv.includes(flag))
}

/**
 * Replaces this process with node started with the command-line flags, unless it already was or
 * cannot be. Only these: the engine's other flags stay set at run time (./v8-flags.ts).
 */
export function restartWithV8Flags(proc: ProcessLike = process): void {
  if (proc.env[RESTARTED_ENV] === '1' || !proc.execve || startedWithV8Flags(proc.execArgv)) return
  // Only the flags not given already: one the caller gave stays once, where the caller put it.
  const missing = COMMAND_LINE_FLAGS.filter((flag) => !proc.execArgv.includes(flag))
  proc.execve(proc.execPath, [proc.execPath, ...missing, ...proc.execArgv, ...proc.argv.slice(1)], {
    ...proc.env,
    [RESTARTED_ENV]: '1',
  })
}
