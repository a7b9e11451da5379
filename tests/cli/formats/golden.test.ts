// Golden output of the status bar formats: each fixture report (what `status --json` prints)
// through each format, compared with expected/<case>.<format>.txt. UPDATE_GOLDEN=1 rewrites the
// expected files (then read the diff). The README's examples must run exactly these commands.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderBar, type BarFormat, type BarState } from '@app/cli/formats'
import { waybarObject } from '@app/cli/formats/waybar'
import type { StatusReport } from '@app/cli/status-report'

const here = join(process.cwd(), 'tests', 'cli', 'formats')
const BASE_URL = 'https://ohdear.app'

/** The command lines the README's Waybar, SwiftBar/xbar and tmux examples run. */
export const COMMANDS: Record<BarFormat | 'watch', string> = {
  waybar: 'uptray status --format waybar',
  xbar: 'uptray status --format xbar',
  line: 'uptray status --format line',
  watch: 'uptray watch --format waybar',
}

function fixture(name: string): StatusReport {
  return JSON.parse(
    readFileSync(join(here, 'fixtures', `${name}.report.json`), 'utf8'),
  ) as StatusReport
}

const CASES: Record<string, BarState> = {
  mixed: { report: fixture('mixed'), problem: null, baseUrl: BASE_URL },
  'all-ok': { report: fixture('all-ok'), problem: null, baseUrl: BASE_URL },
  'mixed-stale': { report: fixture('mixed'), problem: 'stale', baseUrl: BASE_URL },
  unreachable: { report: null, problem: 'stale', baseUrl: BASE_URL },
  'auth-needed': { report: null, problem: 'auth-needed', baseUrl: BASE_URL },
}

const FORMATS: BarFormat[] = ['waybar', 'xbar', 'line']

describe('status bar formats (golden output)', () => {
  for (const [name, state] of Object.entries(CASES)) {
    for (const format of FORMATS) {
      it(`${name} as ${format}`, () => {
        const file = join(here, 'expected', `${name}.${format}.txt`)
        const output = `${renderBar(format, state)}\n`
        if (process.env.UPDATE_GOLDEN) writeFileSync(file, output)
        expect(output).toBe(readFileSync(file, 'utf8'))
      })
    }
  }

  it('waybar: class and alt say ok / warning / failed / stale / auth-needed', () => {
    const warningOnly = fixture('mixed')
    warningOnly.totals = { ...warningOnly.totals, failed: 0 }
    expect(waybarObject(CASES.mixed!).class).toBe('failed')
    expect(waybarObject({ ...CASES.mixed!, report: warningOnly }).class).toBe('warning')
    expect(waybarObject(CASES['all-ok']!).class).toBe('ok')
    expect(waybarObject(CASES['mixed-stale']!).alt).toBe('stale')
    expect(waybarObject(CASES['auth-needed']!).alt).toBe('auth-needed')
  })

  it('lists at most 20 monitors and sums up the rest', () => {
    const report = fixture('mixed')
    const failed = report.monitors[0]!
    report.monitors = Array.from({ length: 25 }, (_, i) => ({
      ...failed,
      id: i + 1,
      label: `m${String(i).padStart(2, '0')}`,
    }))
    const state: BarState = { report, problem: null, baseUrl: BASE_URL }
    const xbar = renderBar('xbar', state).split('\n')
    expect(xbar.filter((line) => line.includes('href='))).toHaveLength(20)
    expect(xbar).toContain('and 5 more')
    expect(waybarObject(state).tooltip).toContain('and 5 more')
  })

  it("the README's Waybar, SwiftBar/xbar and tmux examples run these commands", () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8')
    for (const command of Object.values(COMMANDS)) expect(readme).toContain(command)
  })
})
