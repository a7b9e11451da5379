// The engine's run-time V8 flags follow node's command line: a process serve mode started again
// with its flags (the young generation bounded there) runs without --optimize-for-size; any other
// (the desktop app's main process, serve mode on Windows) keeps it. Loading the module sets the
// flags in this test's own worker, which is all it does.
import { describe, expect, it } from 'vitest'
import { COMMAND_LINE_FLAGS } from '@app/adapters/v8-command-line'
import { ENGINE_V8_FLAGS, SIZE_V8_FLAGS, runtimeV8Flags } from '@app/adapters/v8-flags'

describe('runtimeV8Flags', () => {
  it("leaves --optimize-for-size out where serve mode's command line bounded the young generation", () => {
    expect(runtimeV8Flags(['--expose-gc', ...COMMAND_LINE_FLAGS])).toEqual([...ENGINE_V8_FLAGS])
    expect(runtimeV8Flags([...COMMAND_LINE_FLAGS])).not.toContain('--optimize-for-size')
  })

  it('keeps it for a process started otherwise, or with only part of that command line', () => {
    for (const execArgv of [[], ['--no-memory-reducer'], ['--max-semi-space-size=4']]) {
      expect(runtimeV8Flags(execArgv)).toEqual([...SIZE_V8_FLAGS, ...ENGINE_V8_FLAGS])
    }
    expect(SIZE_V8_FLAGS).toContain('--optimize-for-size')
  })
})
