// The same error reads the same in the CLI: a 401 from the real simulator, as the real `uptray`
// process prints it, is the error table's sentence the app (tests/main/same-error-ipc.test.ts) and
// the browser (tests/serve/same-error.test.ts) show, word for word, with the table's exit code.
import { describe, expect, it } from 'vitest'
import { useSimulator } from '../helpers/simulator'
import { REJECTED, REJECTED_ACTION, WRONG_TOKEN } from '../helpers/same-error'
import { runCli } from './run-cli'

const sim = useSimulator({ monitors: 3 })
const env = { UPTRAY_API_TOKEN: WRONG_TOKEN }

describe('the same error reads the same: the CLI as a process', () => {
  it('an action refused with 401: the same sentence, exit 2', async () => {
    const run = await runCli(['snooze', '1', '--direct', '--base-url', sim().baseUrl], env)
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`uptray: Could not snooze check 1: ${REJECTED_ACTION}\n`)

    const json = await runCli(
      ['snooze', '1', '--direct', '--json', '--base-url', sim().baseUrl],
      env,
    )
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: false,
      exitCode: 2,
      kind: 'token-rejected',
      message: REJECTED_ACTION,
    })
  })

  it('a sweep refused with 401 (the sync status carries the kind): the same sentence, exit 2', async () => {
    const run = await runCli(['status', '--base-url', sim().baseUrl], env)
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`uptray: ${REJECTED}\n`)
  })
})
