import { describe, expect, it } from 'vitest'
import { parseCli } from '../../electron/cli/args'
import { CliError } from '../../electron/cli/exit-codes'

function exitOf(argv: string[]): number | null {
  try {
    parseCli(argv)
    return null
  } catch (error) {
    return error instanceof CliError ? error.exitCode : -1
  }
}

describe('parsing the commands that act', () => {
  it('reads each command with its defaults', () => {
    expect(parseCli(['snooze', '12'])).toMatchObject({
      command: 'act',
      action: { op: 'snooze', checkId: 12, minutes: 60 },
      json: false,
    })
    expect(parseCli(['unsnooze', '12', '--json'])).toMatchObject({
      action: { op: 'unsnooze', checkId: 12 },
      json: true,
    })
    expect(parseCli(['rerun', '7']).command).toBe('act')
    expect(
      parseCli(['maintenance', 'start', '3', '--minutes', '15', '--name', ' Deploy ']),
    ).toMatchObject({
      action: { op: 'maintenance-start', monitorId: 3, minutes: 15, name: 'Deploy' },
    })
    expect(parseCli(['maintenance', 'stop', '3'])).toMatchObject({
      action: { op: 'maintenance-stop', monitorId: 3 },
    })
    expect(parseCli(['events', '--since', '8h', '--data-dir', '/tmp/x'])).toEqual({
      command: 'events',
      json: false,
      sinceMs: 8 * 3_600_000,
      dataDir: '/tmp/x',
      askApp: false,
    })
    expect(parseCli(['events'])).toMatchObject({ sinceMs: null, askApp: true })
  })

  it('refuses what does not fit with exit 4', () => {
    for (const argv of [
      ['snooze', '0'],
      ['snooze', '12', '--minutes', '0'],
      ['snooze', '12', '--minutes', '2.5'],
      ['snooze', '12', '13'],
      ['rerun', '12', '--minutes', '5'],
      ['maintenance', 'stop', '3', '--name', 'x'],
      ['maintenance'],
      ['events', '--since', '8 hours'],
      ['events', '--minutes', '5'],
      ['snooze', '12', '--format', 'line'],
      ['status', '--minutes', '5'],
      ['watch', '--since', '1h'],
      ['snooze', '12', '--minutes', '144001'],
      ['snooze', '12', '--minutes', '525600'],
      ['maintenance', 'start', '3', '--minutes', '43201'],
    ]) {
      expect(exitOf(argv), argv.join(' ')).toBe(4)
    }
  })

  it("takes the service's bounds: snoozes up to 144,000 minutes, maintenance up to 30 days", () => {
    expect(parseCli(['snooze', '12', '--minutes', '144000'])).toMatchObject({
      action: { op: 'snooze', minutes: 144_000 },
    })
    expect(parseCli(['maintenance', 'start', '3', '--minutes', '43200'])).toMatchObject({
      action: { op: 'maintenance-start', minutes: 43_200 },
    })
    expect(() => parseCli(['snooze', '12', '--minutes', '525600'])).toThrow(
      '--minutes must be a whole number from 1 to 144,000, not "525600".',
    )
  })
})
