import { describe, expect, it } from 'vitest'
import { parseCli } from '@app/cli/args'
import { resolveBaseUrl, resolveToken } from '@app/cli/credentials'
import { toCliError } from '@app/cli/errors'
import { CliError } from '@app/cli/exit-codes'
import {
  AuthError,
  BadResponseError,
  ForbiddenError,
  NetworkError,
  ServerError,
  TimeoutError,
} from '@app/core/api/errors'
import { MemorySecretStore } from '@app/adapters/memory-stores'

function exitCodeOf(run: () => unknown): number | null {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof CliError ? error.exitCode : -1
  }
}

describe('parseCli', () => {
  it('says an argument error in one bounded line, however long the argument', () => {
    for (const argv of [
      ['x'.repeat(100_000)],
      ['status', '--format', 'y'.repeat(100_000)],
      ['status', 'z'.repeat(100_000)],
      ['snooze', '1', 'w'.repeat(100_000)],
    ]) {
      let message = ''
      try {
        parseCli(argv)
      } catch (error) {
        message = (error as CliError).message
      }
      const [line, pointer] = message.split('\n')
      expect(line!.length).toBeGreaterThan(20)
      expect(line!.length).toBeLessThanOrEqual(400)
      expect(pointer).toBe("Run 'uptray --help' for usage.")
    }
  })

  it('reads status and watch with their options', () => {
    expect(parseCli(['status'])).toEqual({
      command: 'status',
      json: false,
      format: null,
      account: null,
      baseUrl: null,
      maxWaitSeconds: 60,
      direct: false,
    })
    expect(parseCli(['status', '--json', '--base-url', 'http://127.0.0.1:8080/'])).toEqual({
      command: 'status',
      json: true,
      format: null,
      account: null,
      baseUrl: 'http://127.0.0.1:8080',
      maxWaitSeconds: 60,
      direct: false,
    })
    expect(parseCli(['status', '--max-wait', '0'])).toMatchObject({ maxWaitSeconds: 0 })
    expect(parseCli(['status', '--max-wait=300'])).toMatchObject({ maxWaitSeconds: 300 })
    expect(parseCli(['watch', '--interval', '15', '--json'])).toEqual({
      command: 'watch',
      json: true,
      format: null,
      account: null,
      baseUrl: null,
      intervalSeconds: 15,
    })
    expect(parseCli(['watch', '--interval=12.5'])).toMatchObject({ intervalSeconds: 12.5 })
    expect(parseCli(['--help'])).toEqual({ command: 'help' })
    expect(parseCli(['status', '-h'])).toEqual({ command: 'help' })
  })

  it.each([
    [[]],
    [['stat']],
    [['status', 'extra']],
    [['status', '--verbose']],
    [['status', '--json=yes']],
    [['status', '--interval', '30']],
    [['status', '--base-url']],
    [['status', '--base-url', 'ftp://example.com']],
    [['status', '--base-url', 'example.com']],
    [['status', '--base-url', 'https://user:pass@example.com']],
    [['status', '--max-wait', '-1']],
    [['status', '--max-wait=-1']],
    [['status', '--max-wait', '1.5']],
    [['status', '--max-wait', 'soon']],
    [['status', '--max-wait', '']],
    [['status', '--max-wait', '86401']],
    [['watch', '--max-wait', '10']],
    [['watch', '--interval', '3']],
    [['watch', '--interval', '9.99']],
    [['watch', '--interval', '86401']],
    [['watch', '--interval', 'soon']],
    [['watch', '--interval', '-20']],
    [['watch', '--interval', '']],
  ])('rejects %j with exit code 4, one line and a pointer to --help', (argv) => {
    expect(exitCodeOf(() => parseCli(argv))).toBe(4)
    try {
      parseCli(argv)
    } catch (error) {
      const lines = (error as Error).message.split('\n')
      expect(lines).toHaveLength(2)
      expect(lines[0]!.length).toBeLessThan(140)
      expect(lines[1]).toBe("Run 'uptray --help' for usage.")
      expect((error as Error).message).not.toContain('Usage:')
    }
  })

  it.each([
    [['status', '--verbose'], 'Unknown option --verbose.'],
    [['status', '--base-url'], '--base-url needs a value.'],
    [['status', '--json=yes'], '--json takes no value.'],
    [['stat'], 'Unknown command "stat".'],
  ])('says what is wrong with %j in plain words', (argv, line) => {
    try {
      parseCli(argv)
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message.split('\n')[0]).toBe(line)
    }
  })
})

describe('credentials', () => {
  it('takes the base URL from the flag, else UPTRAY_BASE_URL, else the default', () => {
    expect(resolveBaseUrl('https://a.example/', { UPTRAY_BASE_URL: 'https://b.example' })).toBe(
      'https://a.example',
    )
    expect(resolveBaseUrl(null, { UPTRAY_BASE_URL: ' https://b.example// ' })).toBe(
      'https://b.example',
    )
    expect(resolveBaseUrl(null, { UPTRAY_BASE_URL: '' })).toBe('https://ohdear.app')
    expect(resolveBaseUrl(null, {})).toBe('https://ohdear.app')
    expect(exitCodeOf(() => resolveBaseUrl(null, { UPTRAY_BASE_URL: 'nope' }))).toBe(4)
  })

  it.each([
    ['https://user:hunter2-secret@ohdear.app'],
    ['https://:hunter2-secret@ohdear.app/'],
    ['https://hunter2-secret@ohdear.app'],
  ])('refuses a base URL with credentials (%s) without repeating them', (url) => {
    for (const run of [
      () => parseCli(['status', '--base-url', url]),
      () => resolveBaseUrl(url, {}),
      () => resolveBaseUrl(null, { UPTRAY_BASE_URL: url }),
    ]) {
      expect(exitCodeOf(run)).toBe(4)
      const message = (() => {
        try {
          run()
        } catch (error) {
          return (error as Error).message
        }
        return ''
      })()
      expect(message).toMatch(/may not contain a user name or password/)
      expect(message).toContain('https://ohdear.app')
      expect(message).not.toContain('hunter2')
    }
  })

  it('takes the token from UPTRAY_API_TOKEN, else the keychain entry for the base URL', async () => {
    const keychain = new MemorySecretStore({ 'https://a.example': 'from-keychain' })
    expect(
      await resolveToken('https://a.example', { UPTRAY_API_TOKEN: ' env-token ' }, keychain),
    ).toBe('env-token')
    expect(await resolveToken('https://a.example', { UPTRAY_API_TOKEN: '  ' }, keychain)).toBe(
      'from-keychain',
    )
    const missing = resolveToken('https://other.example', {}, keychain)
    await expect(missing).rejects.toMatchObject({ exitCode: 2 })
    await expect(missing).rejects.toThrow(/Set UPTRAY_API_TOKEN/)
    const broken = {
      get: () => Promise.reject(new Error('no D-Bus')),
      set: async () => undefined,
      delete: async () => false,
    }
    await expect(resolveToken('https://a.example', {}, broken)).rejects.toMatchObject({
      exitCode: 2,
    })
  })
})

describe('toCliError', () => {
  const context = { method: 'GET', path: '/api/monitors', status: null }
  it.each([
    [new AuthError('401', { ...context, status: 401 }), 2],
    [new ForbiddenError('403', { ...context, status: 403 }), 2],
    [new NetworkError('refused', context), 3],
    [new TimeoutError('slow', context, 15_000), 3],
    [new ServerError('500', { ...context, status: 500 }), 3],
    [new BadResponseError('not JSON', { ...context, status: 200 }, ''), 3],
    [new Error('boom'), 1],
  ])('maps %s to exit code %i', (error, code) => {
    const mapped = toCliError(error)
    expect(mapped.exitCode).toBe(code)
    expect(mapped.message.length).toBeGreaterThan(10)
  })
})
