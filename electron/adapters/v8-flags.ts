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
// --no-memory-reducer on node's command line by starting node again (./v8-command-line.ts). The
// desktop app's main process keeps the reducer: `app.commandLine.appendSwitch('js-flags', ...)`
// reaches only its renderers, and Electron reads `--js-flags` for the main process only from the
// command line it was launched with.
import { setFlagsFromString } from 'node:v8'

export const ENGINE_V8_FLAGS = ['--optimize-for-size', '--heap-growing-percent=100'] as const

for (const flag of ENGINE_V8_FLAGS) setFlagsFromString(flag)
