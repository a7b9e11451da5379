// The service's base URL: what is accepted and its one normal form (no trailing slash; the
// keychain account name and the offline cache's owner). A URL with a user name or password is
// refused everywhere: the token is the only credential, and a base URL is printed, logged and
// stored. Messages never repeat the credentials. No Node or Electron code.
//
// Plain http sends the token in clear text: it is accepted for loopback addresses (the simulator,
// a local proxy) and elsewhere only when the user opted in for the process
// (UPTRAY_ALLOW_INSECURE_HTTP=1, read by each entry point: app, serve mode, CLI), which is then
// said on the sync line.

export class BaseUrlError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BaseUrlError'
  }
}

const MAX_LENGTH = 2048
const SHOWN_LENGTH = 120

function parse(value: string): URL | null {
  try {
    return new URL(value.trim())
  } catch {
    return null
  }
}

let insecureHttp = false

/** The user's explicit opt-in to plain http for hosts that are not loopback, for this process. */
export function setInsecureHttpAllowed(allowed: boolean): void {
  insecureHttp = allowed
}

export function insecureHttpAllowed(): boolean {
  return insecureHttp
}

/** The sentence for the sync line (and the CLI's stderr) while the opt-in is on. */
export const INSECURE_HTTP_WARNING =
  'UPTRAY_ALLOW_INSECURE_HTTP is set: an http:// base URL on another machine is accepted, and the API token then travels unencrypted.'

/** The warning while the opt-in is on (for the sync line), else null. */
export function insecureHttpNotice(): string | null {
  return insecureHttp ? INSECURE_HTTP_WARNING : null
}

/** localhost, 127.0.0.0/8 and ::1: the request never leaves this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/** True for an http: URL whose host is not loopback: the token would cross the network in clear. */
export function isInsecureBaseUrl(value: string): boolean {
  const url = parse(value)
  return url !== null && url.protocol === 'http:' && !isLoopbackHost(url.hostname)
}

/** True when `value` parses as a URL carrying a user name or password. */
export function hasCredentials(value: string): boolean {
  const url = parse(value)
  return url !== null && (url.username !== '' || url.password !== '')
}

/**
 * `value` fit for a message: without any user name or password, bounded; null when it does not
 * parse (an unparseable text may hold a password anywhere, so it is not shown at all).
 */
export function showBaseUrl(value: string): string | null {
  const url = parse(value)
  if (!url) return null
  url.username = ''
  url.password = ''
  const shown = url.href.replace(/\/+$/, '')
  return shown.length > SHOWN_LENGTH ? `${shown.slice(0, SHOWN_LENGTH)}...` : shown
}

/** `value` without its user name and password, when it parses and carries any; else null. */
export function withoutCredentials(value: string): string | null {
  const url = parse(value)
  if (!url || (url.username === '' && url.password === '')) return null
  url.username = ''
  url.password = ''
  return url.href.replace(/\/+$/, '')
}

/** Why `value` is not a usable base URL, in one sentence, or null when it is. */
export function baseUrlProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Give the base URL of the service.'
  if (value.trim().length > MAX_LENGTH) {
    return `The base URL is longer than ${MAX_LENGTH} characters.`
  }
  const url = parse(value)
  if (!url) return 'The base URL is not a URL; give one like https://ohdear.app.'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'The base URL must start with https:// (or http:// for a local simulator).'
  }
  if (url.username !== '' || url.password !== '') {
    return `The base URL may not contain a user name or password: give ${showBaseUrl(value)} and sign in with an API token.`
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname) && !insecureHttp) {
    return 'The base URL must start with https://: over http:// the API token would travel unencrypted. Plain http is accepted for this machine (localhost, 127.0.0.1, ::1), or elsewhere when UPTRAY_ALLOW_INSECURE_HTTP=1 is set.'
  }
  return null
}

/** The base URL without a trailing slash; throws a BaseUrlError when it is not usable. */
export function normalizeBaseUrl(value: string): string {
  const problem = baseUrlProblem(value)
  if (problem) throw new BaseUrlError(problem)
  return value.trim().replace(/\/+$/, '')
}
