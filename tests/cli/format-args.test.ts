import { describe, expect, it } from 'vitest'
import { parseCli } from '@app/cli/args'
import { CliError, EXIT } from '@app/cli/exit-codes'

function exitCodeOf(argv: string[]): number | null {
  try {
    parseCli(argv)
    return null
  } catch (error) {
    return error instanceof CliError ? error.exitCode : null
  }
}

describe('--format', () => {
  it('reads the status bar formats', () => {
    for (const format of ['waybar', 'xbar', 'line']) {
      expect(parseCli(['status', '--format', format])).toMatchObject({ format, json: false })
    }
    expect(parseCli(['watch', '--format=waybar'])).toMatchObject({ format: 'waybar' })
    expect(parseCli(['status'])).toMatchObject({ format: null })
  })

  it.each([
    [['status', '--format', 'polybar']],
    [['status', '--format', '']],
    [['status', '--format', 'waybar', '--json']],
    [['watch', '--format', 'xbar']],
    [['watch', '--format', 'line']],
    [['status', '--format']],
  ])('%j is a bad argument (exit 4)', (argv) => {
    expect(exitCodeOf(argv)).toBe(EXIT.badArguments)
  })
})
