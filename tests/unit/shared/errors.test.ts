// Any thrown value is read safely: a bounded message, its kind, and a sentence for people.
import { describe, expect, it } from 'vitest'
import {
  AuthError,
  NetworkError,
  RateLimitError,
  type ApiErrorKind,
  apiErrorOf,
  BadResponseError,
  ForbiddenError,
  HttpStatusError,
  InvalidRequestError,
  NotFoundError,
  ServerError,
  TimeoutError,
  AbortedError,
  ValidationError,
} from '@app/core/api/errors'
import { classifyFailure } from '@app/core/engine/failure-kind'
import { GateClosedError } from '@app/core/engine/request-gate'
import {
  describeFailure,
  kindOf,
  MESSAGE_LIMIT,
  messageOf,
  nothingChanged,
} from '@app/shared/errors'

const CONTEXT = { method: 'GET', path: '/api/me', status: null }

describe('messageOf', () => {
  it('reads an Error, a string, an object with a message and anything else', () => {
    expect(messageOf(new Error('disk full'))).toBe('disk full')
    expect(messageOf('plain words')).toBe('plain words')
    expect(messageOf({ message: 'from a bridge' })).toBe('from a bridge')
    expect(messageOf({ code: 7 })).toBe('[object Object]')
    expect(messageOf(42)).toBe('42')
    expect(messageOf(null)).toBe('Unknown error.')
    expect(messageOf(undefined)).toBe('Unknown error.')
  })

  it('never throws, even on values that throw when read', () => {
    const trap = {
      get message(): string {
        throw new Error('boom')
      },
    }
    expect(messageOf(trap)).toBe('Unknown error.')
    expect(messageOf(Object.create(null))).toBe('Unknown error.')
    expect(messageOf(Symbol('odd'))).toBe('Symbol(odd)')
  })

  it('bounds a huge message', () => {
    const text = messageOf(new Error('x'.repeat(500_000)))
    expect(text.length).toBe(MESSAGE_LIMIT)
    expect(text.endsWith('…')).toBe(true)
  })

  it('redacts the whole message before it is cut, so no prefix of a secret is left', () => {
    const secret = 'sk-live-9f8e7d6c5b4a3928'
    // The secret straddles the cut.
    const raw = `${'a'.repeat(MESSAGE_LIMIT - 10)}${secret} and more`
    const text = messageOf(new Error(raw), (t) => t.split(secret).join('***'))
    expect(text).not.toContain(secret.slice(0, 8))
    expect(text.length).toBeLessThanOrEqual(MESSAGE_LIMIT)
  })
})

describe('kinds', () => {
  it('every API error class carries its own kind, read by apiErrorOf and kindOf', () => {
    const errors: [ApiErrorKind, Error][] = [
      ['auth', new AuthError('a', CONTEXT)],
      ['forbidden', new ForbiddenError('a', CONTEXT)],
      ['not-found', new NotFoundError('a', CONTEXT)],
      ['validation', new ValidationError('a', CONTEXT, {})],
      ['rate-limited', new RateLimitError('a', CONTEXT, null, 0)],
      ['server', new ServerError('a', CONTEXT)],
      ['http-status', new HttpStatusError('a', CONTEXT)],
      ['network', new NetworkError('a', CONTEXT)],
      ['timeout', new TimeoutError('a', CONTEXT, 1000)],
      ['aborted', new AbortedError('a', CONTEXT)],
      ['bad-response', new BadResponseError('a', CONTEXT, '')],
      ['invalid-request', new InvalidRequestError('a', CONTEXT, 'token')],
    ]
    for (const [kind, error] of errors) {
      expect(apiErrorOf(error)?.kind).toBe(kind)
      expect(kindOf(error)).toBe(kind)
    }
    expect(new Set(errors.map(([kind]) => kind)).size).toBe(errors.length)
    expect(apiErrorOf(new Error('bug'))).toBeNull()
    expect(apiErrorOf(new GateClosedError('Paused.', 'paused'))).toBeNull()
    expect(kindOf('auth')).toBeNull()
    expect(kindOf({ kind: 3 })).toBeNull()
  })

  it('polling reads the kind: a token to ask for, a wait, offline, or a retry', () => {
    expect(classifyFailure(new AuthError('a', CONTEXT))).toBe('auth')
    expect(classifyFailure(new RateLimitError('a', CONTEXT, 5000, 0))).toBe('rate-limited')
    expect(classifyFailure(new NetworkError('a', CONTEXT))).toBe('offline')
    expect(classifyFailure(new ServerError('a', CONTEXT))).toBe('error')
    expect(classifyFailure(new GateClosedError('Wait.', 'rate-limited'))).toBe('rate-limited')
    expect(classifyFailure(new GateClosedError('Cancelled.', 'cancelled'))).toBe('cancelled')
    expect(classifyFailure('odd')).toBe('error')
  })
})

describe('describeFailure', () => {
  it("says the app's own errors as they are and names anything else a bug, once", () => {
    expect(describeFailure(new ServerError('GET /api/me failed with 503', CONTEXT))).toBe(
      'GET /api/me failed with 503',
    )
    expect(describeFailure(new GateClosedError('Paused until 10:00.', 'paused'))).toBe(
      'Paused until 10:00.',
    )
    expect(describeFailure(new TypeError('x is undefined'))).toBe(
      'Unexpected problem: x is undefined',
    )
    expect(describeFailure('thrown string')).toBe('Unexpected problem.')
  })

  it('an action failure says why with a full stop, then that nothing changed', () => {
    const noStop = new HttpStatusError('POST /x answered 200 with an empty body', CONTEXT)
    expect(nothingChanged(noStop)).toBe(
      'POST /x answered 200 with an empty body. Nothing was changed.',
    )
    expect(nothingChanged(new Error('boom.'))).toBe(
      'Unexpected problem: boom. Nothing was changed.',
    )
  })
})
