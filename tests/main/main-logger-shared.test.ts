// One masking logger for the Electron app and serve mode: credentials masked by field name at
// any depth and as bearer tokens inside text, long strings clipped.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_LOG_STRING } from '@app/adapters/logger'
import { mainLogger } from '@app/main/life/main-logger'
import { stderrLogger } from '@app/serve/logger'

afterEach(() => vi.restoreAllMocks())

function captured(run: () => void): string[] {
  const lines: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
  run()
  return lines
}

describe('shared logger', () => {
  it.each([
    ['serve mode', stderrLogger, '[uptray serve]'],
    ['the main process', mainLogger, '[uptray]'],
  ] as const)('%s masks credential fields', (_name, logger, prefix) => {
    const lines = captured(() =>
      logger.warn('sign-in failed', { token: 'tok_secret_1', nested: { apiToken: 'tok_2' } }),
    )
    expect(lines).toEqual([
      `${prefix} warn sign-in failed {"token":"***","nested":{"apiToken":"***"}}\n`,
    ])
  })

  it('masks a bearer token inside a message or a field value', () => {
    const lines = captured(() =>
      stderrLogger.error('request Authorization: Bearer tok_secret_3 failed', {
        detail: 'header was Bearer tok_secret_4',
      }),
    )
    expect(lines.join('')).not.toMatch(/tok_secret/)
    expect(lines.join('')).toContain('Bearer ***')
  })

  it('clips long strings so one entry stays one short line', () => {
    const lines = captured(() => mainLogger.info('x'.repeat(10_000), { body: 'y'.repeat(10_000) }))
    expect(lines).toHaveLength(1)
    expect(lines[0]!.length).toBeLessThan(3 * MAX_LOG_STRING)
  })
})
