// `npm run sim -- --port 4010 --token demo-token --monitors 40 --seed 1 --rate-limit 180`
// Prints the base URL and token, serves until SIGINT/SIGTERM. Bad arguments: one line, exit 4.
import { CliArgsError, USAGE, parseCliArgs } from './cli-args'
import { startSimulator } from './index'

async function main(): Promise<void> {
  let options
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    if (error instanceof CliArgsError) {
      process.stderr.write(`sim: ${error.message}\n`)
      process.exit(4)
    }
    throw error
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const { help: _help, ...simOptions } = options
  let sim
  try {
    sim = await startSimulator(simOptions)
  } catch (error) {
    process.stderr.write(`sim: could not start: ${(error as Error).message}\n`)
    process.exit(1)
  }
  const info = await sim.control.info()
  process.stdout.write(
    [
      `Simulator listening on ${sim.baseUrl}`,
      `Token: ${sim.token}`,
      `Scenario: ${info.scenario}, seed ${info.seed}, ${info.monitorCount} monitors, ${info.rateLimit} requests/minute, ${info.clock.mode} clock`,
      `Control API: ${sim.baseUrl}/__sim/info`,
      '',
    ].join('\n'),
  )
  const stop = () => {
    void sim.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()
