// Serve mode's V8 flags, set on this process before anything else is loaded (index.ts imports
// this module first; the engine memory bench's child does the same, so it measures this very
// configuration). V8's defaults trade memory for throughput: after each sweep's garbage the heap
// kept what it had grown to (a 32 MB young generation, freed old-generation pages pooled for
// reuse), and at 10,000 monitors the process stayed above 300 MB for about 35 MB of live data.
// With --optimize-for-size its collections give that memory back (the young generation shrinks,
// pooled pages are released) for some CPU time per sweep. V8 consults it as it collects, so set
// here it works as on the command line (the bench measured both alike), however serve mode was
// started (npm run serve through tsx, or node).
import { setFlagsFromString } from 'node:v8'

export const SERVE_V8_FLAGS = ['--optimize-for-size'] as const

for (const flag of SERVE_V8_FLAGS) setFlagsFromString(flag)
