// Builds the CLI bundle once per run, from the current sources, into a folder of its own: the
// CLI tests spawn it with plain Node, as it ships (tsx would compile the sources in every
// process), and no test's rebuild of out/cli pulls it from under them.
import { buildCli } from '../../scripts/build-cli.mjs'
import { CLI_UNDER_TEST } from './run-cli'

export default async function setup(): Promise<void> {
  await buildCli(CLI_UNDER_TEST)
}
