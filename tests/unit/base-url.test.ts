import { describe, expect, it } from 'vitest'
import {
  BaseUrlError,
  baseUrlProblem,
  hasCredentials,
  normalizeBaseUrl,
  showBaseUrl,
} from '@app/shared/base-url'

describe('base URL', () => {
  it('normalizes an http(s) URL to no trailing slash', () => {
    expect(normalizeBaseUrl(' https://ohdear.app// ')).toBe('https://ohdear.app')
    expect(normalizeBaseUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010')
    expect(baseUrlProblem('https://ohdear.app/path?mail=a@b.c')).toBeNull()
  })

  it.each([
    ['https://user:p4ss-word@ohdear.app'],
    ['https://:p4ss-word@ohdear.app/'],
    ['https://p4ss-word@ohdear.app'],
    ['https:p4ss-word@ohdear.app'],
    ['HTTPS://USER:p4ss-word@OHDEAR.APP:443/x'],
  ])('refuses %s without repeating the credentials', (value) => {
    expect(hasCredentials(value)).toBe(true)
    expect(() => normalizeBaseUrl(value)).toThrow(BaseUrlError)
    const problem = baseUrlProblem(value)
    expect(problem).toMatch(/may not contain a user name or password/)
    expect(problem).not.toMatch(/p4ss-word|USER/)
    expect(showBaseUrl(value)).not.toMatch(/p4ss-word|@/)
  })

  it('never shows a text that does not parse, bounds what it shows', () => {
    expect(baseUrlProblem('https://us er:p4ss-word@ohdear.app')).not.toContain('p4ss')
    expect(showBaseUrl('not a url')).toBeNull()
    expect(baseUrlProblem('ftp://ohdear.app')).toMatch(/must start with https:\/\//)
    expect(baseUrlProblem('')).toMatch(/Give the base URL/)
    expect(baseUrlProblem(42)).toMatch(/Give the base URL/)
    expect(baseUrlProblem(`https://ohdear.app/${'x'.repeat(3000)}`)).toMatch(/longer than 2048/)
    expect(showBaseUrl(`https://ohdear.app/${'x'.repeat(300)}`)!.length).toBeLessThanOrEqual(123)
  })
})
