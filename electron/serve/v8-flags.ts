// Serve mode's V8 flags, set on this process before anything else is loaded (index.ts imports
// this module first; the engine memory bench's child does the same, so it measures this very
// configuration). V8's defaults trade memory for throughput: after each sweep's garbage the heap
// kept what it had grown to (a 32 MB young generation, freed old-generation pages pooled for
// reuse), and at 10,000 monitors the process stayed above 300 MB for about 35 MB of live data.
// With --optimize-for-size its collections give that memory back (the young generation shrinks,
// pooled pages are released) for CPU time: its old generation grows by a few MB before each full
// collection, so a sweep's parsed pages cost many of them (tests/bench/engine-cpu.bench.ts prints
// the cost beside the same engine without it; at 10,000 monitors about twice the CPU a sweep, and
// `--heap-growing-percent=100` beside it about halved that for some 10-15 MiB more resident
// memory, which is why it is not set here). V8 consults it as it collects, so set
// here it works as on the command line (the bench measured both alike), however serve mode was
// started (npm run serve through tsx, or node).
import { setFlagsFromString } from 'node:v8'

export const SERVE_V8_FLAGS = ['--optimize-for-size'] as const

for (const flag of SERVE_V8_FLAGS) setFlagsFromString(flag)
