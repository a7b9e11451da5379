// The one translation from failures to the error table's kinds (core/api/errors.ts,
// engine/failure-kind.ts, app-service/failure.ts), and the table itself (shared/error-table.ts).
import { describe, expect, it } from 'vitest'
import {
  AbortedError,
  AuthError,
  BadResponseError,
  ForbiddenError,
  HttpStatusError,
  InvalidRequestError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '@app/core/api/errors'
import { NotSignedInError } from '@app/core/app-service/context'
import { errorKindOf, failureOf } from '@app/core/app-service/failure'
import { GateClosedError } from '@app/core/engine/request-gate'
import { answerTooLarge } from '@app/shared/errors'
import { ERROR_KINDS, ERROR_TABLE, EXIT, exitCodeOf, failureMessage } from '@app/shared/error-table'

const at = (path: string, status: number | null) => ({ method: 'GET', path, status })
const item = at('/api/monitors/5', null)

describe('API failures -> error kinds', () => {
  it.each([
    ['401', new AuthError('401', at('/api/monitors', 401)), 'token-rejected'],
    ['403', new ForbiddenError('403', at('/api/monitors', 403)), 'forbidden'],
    ['404 on an item', new NotFoundError('404', at('/api/monitors/5', 404)), 'not-found'],
    ['404 on the list', new NotFoundError('404', at('/api/monitors?page=1', 404)), 'not-the-api'],
    ['404 on /api/me', new NotFoundError('404', at('/x/api/me', 404)), 'not-the-api'],
    ['422', new ValidationError('422', at('/api/checks/1/snooze', 422), {}), 'refused'],
    ['409', new HttpStatusError('409', at('/api/monitors', 409)), 'refused'],
    ['429', new RateLimitError('429', at('/api/monitors', 429), 1000, 0), 'rate-limited'],
    ['500', new ServerError('500', at('/api/monitors', 500)), 'server'],
    ['no answer', new NetworkError('refused', item), 'network'],
    ['too slow', new TimeoutError('slow', item, 15_000), 'timeout'],
    ['cancelled', new AbortedError('stop', item), 'cancelled'],
    ['not JSON', new BadResponseError('html', at('/api/me', 200), ''), 'not-the-api'],
    ['too large', new BadResponseError('big', at('/api/me', 200), '', true), 'oversize'],
    ['a bad token', new InvalidRequestError('token', item, 'token'), 'token-rejected'],
    ['a bad argument', new InvalidRequestError('minutes', item, 'minutes'), 'invalid-arguments'],
    ['an unread answer', answerTooLarge(64 * 1024 * 1024), 'oversize'],
    ['signed out', new NotSignedInError(), 'signed-out'],
    ['the 429 wait', new GateClosedError('wait', 'rate-limited'), 'rate-limited'],
    ['our own budget', new GateClosedError('busy', 'budget'), 'busy'],
    ['offline', new GateClosedError('You are offline.', 'paused'), 'network'],
    ['a bug', new TypeError('x is undefined'), 'unexpected'],
    ['a string', 'boom', 'unexpected'],
  ] as const)('%s is %s', (_name, error, kind) => {
    expect(errorKindOf(error)).toBe(kind)
  })

  it('401 and 403 are both token problems (exit 2) with their own sentences', () => {
    expect(exitCodeOf('token-rejected')).toBe(EXIT.token)
    expect(exitCodeOf('forbidden')).toBe(EXIT.token)
    expect(failureMessage('token-rejected')).not.toBe(failureMessage('forbidden'))
  })

  it('a sentence keeps a useful detail, bounded, and drops a detail that adds nothing', () => {
    const failure = failureOf(new ServerError('GET /api/monitors failed with 503.', item))
    expect(failure).toEqual({
      kind: 'server',
      message:
        'The service had a server error: GET /api/monitors failed with 503. Try again in a few minutes.',
    })
    expect(failureOf(new AuthError('GET /api/me failed with 401', item)).message).toBe(
      failureMessage('token-rejected'),
    )
    expect(failureMessage('unexpected', 'x'.repeat(10_000)).length).toBeLessThan(500)
  })
})

describe('the error table', () => {
  it('every kind has a sentence, advice, an exit code and retry advice', () => {
    const codes = new Set<number>(Object.values(EXIT))
    for (const kind of ERROR_KINDS) {
      const entry = ERROR_TABLE[kind]
      expect(entry.sentence, kind).toMatch(/^[A-Z].*[^.]$/)
      expect(entry.advice, kind).toMatch(/^[A-Z].*\.$/)
      expect(codes.has(entry.exit), kind).toBe(true)
      expect(['now', 'later', 'after-fix', 'never'], kind).toContain(entry.retry)
    }
  })

  it('an unknown kind is exit 1', () => {
    expect(exitCodeOf('auth')).toBe(EXIT.unexpected)
    expect(exitCodeOf(null)).toBe(EXIT.unexpected)
  })
})
