// The V8 flags of a process that holds the engine (serve mode and the desktop app's main
// process), set on the running process before anything else is loaded (serve/index.ts and
// main/index.ts import this module first; the engine benches' children do the same, so they
// measure this very configuration).
//
// V8's defaults trade memory for throughput: after each sweep's garbage the heap kept what it had
// grown to (a 32 MB young generation, freed pages pooled for reuse), and at 10,000 monitors the
// process stayed above 300 MB for about 35 MB of live data. With --optimize-for-size its
// collections give that memory back (the young generation shrinks, pooled pages are released),
// but alone it let the old generation grow only a few MB past what stays alive, so each of a
// sweep's parsed pages cost a full collection (about 23 a sweep at 10,000 monitors, twice the
// CPU of the sweep without the flag). --heap-growing-percent=100 lets the heap grow to twice what
// stays alive before the next full collection, so a sweep costs a few; V8's memory reducer still
// gives the memory back about 8 s after the sweep (tests/bench/engine-cpu.bench.ts prints the
// CPU and resident memory of all this beside the same engine without the flags).
//
// These flags are consulted as V8 collects, so set here they work as on the command line (the
// bench measured both alike), however the process was started. Flags read only as the heap is
// set up (the young generation's size, --no-memory-reducer) would do nothing here: serve mode gives
// them on node's command line by starting node again (./v8-command-line.ts), and there a bounded
// young generation takes the place of --optimize-for-size, which held it at about 1 MB and cost a
// sweep at 1,000 monitors about 40% more CPU (tests/bench/engine-cpu.bench.ts). A process without
// that command line keeps --optimize-for-size: the desktop app's main process, whose
// `app.commandLine.appendSwitch('js-flags', ...)` reaches only its renderers (Electron reads
// `--js-flags` for the main process only from the command line it was launched with), and serve
// mode where node cannot start again in place (Windows).
import { setFlagsFromString } from 'node:v8'
import { startedWithV8Flags } from './v8-command-line'

/** Every engine process's flags set at run time. */
export const ENGINE_V8_FLAGS = ['--heap-growing-percent=100'] as const
/** ... and where node's command line did not bound the young generation. */
export const SIZE_V8_FLAGS = ['--optimize-for-size'] as const

/** The run-time flags of a process started with `execArgv`. */
export function runtimeV8Flags(execArgv: readonly string[] = process.execArgv): string[] {
  return startedWithV8Flags(execArgv)
    ? [...ENGINE_V8_FLAGS]
    : [...SIZE_V8_FLAGS, ...ENGINE_V8_FLAGS]
}

for (const flag of runtimeV8Flags()) setFlagsFromString(flag)
