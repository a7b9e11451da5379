// A small program that starts as serve mode's entry does (electron/serve/index.ts): node started
// again in place with the V8 flags first. It prints, once, how the process it ends up as was
// started, then exits with the code given (at once, or on SIGTERM with `wait`).
import { startedWithV8Flags, restartWithV8Flags } from '../../electron/adapters/v8-command-line'

restartWithV8Flags()

const [code, mode] = process.argv.slice(2)
// Before the line the test waits for, so its SIGTERM finds the handler.
if (mode === 'wait') process.on('SIGTERM', () => process.exit(Number(code)))
console.log(
  JSON.stringify({
    pid: process.pid,
    execArgv: process.execArgv,
    args: process.argv.slice(2),
    startedWithV8Flags: startedWithV8Flags(),
  }),
)
if (mode === 'wait') setInterval(() => {}, 1_000)
else process.exit(Number(code))
