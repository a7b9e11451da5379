import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainLogger, redactFields } from '@app/main/life/main-logger'

afterEach(() => vi.restoreAllMocks())

describe('main-process log', () => {
  it('masks fields that look like credentials', () => {
    expect(
      redactFields({ token: 'abc', apiToken: 'x', Authorization: 'Bearer y', monitorId: 3 }),
    ).toEqual({
      token: '***',
      apiToken: '***',
      Authorization: '***',
      monitorId: 3,
    })
  })

  it('writes one line to stderr without the secret', () => {
    const lines: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation(
      (chunk) => (lines.push(String(chunk)), true),
    )
    mainLogger.warn('sign-in failed', { baseUrl: 'https://ohdear.app', token: 'tok_secret_1' })
    expect(lines).toEqual([
      '[uptray] warn sign-in failed {"baseUrl":"https://ohdear.app","token":"***"}\n',
    ])
  })
})
