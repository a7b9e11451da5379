// `npm run serve [-- --demo] [--port N] [--base-url URL] [--data-dir DIR]`: the core in Node,
// the built dashboard for any browser on this machine, the contract over a WebSocket.
// stdout carries exactly one line, `Dashboard: <url>`; everything else goes to stderr.
//
// First, node is started again in place with the V8 flags only its command line can give
// (../adapters/v8-command-line.ts). Serve mode itself (./run.ts) is imported after that, not
// beside it: every static import is loaded, and under tsx compiled, before any module runs, so
// the process started first would load all of serve mode for nothing (about 1.5 s).
import { restartWithV8Flags } from '../adapters/v8-command-line'

restartWithV8Flags()
await import('./run')
