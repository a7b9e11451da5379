// Who may talk to serve mode: only a browser that opened the printed URL (it carries a random
// token, traded at once for an HttpOnly SameSite=Strict cookie) and only from our own origin.
// Browsers send a cookie to every port of a host, so the cookie is named after the port: two
// instances in one browser keep their own cookies (see docs/security.md for what it protects).
import { randomBytes, timingSafeEqual } from 'node:crypto'

export function newAccessToken(): string {
  return randomBytes(24).toString('base64url')
}

export function accessCookieName(port: number): string {
  return `uptray_access_${port}`
}

export function sameToken(given: string | null | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function cookieToken(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

export function accessCookie(name: string, token: string): string {
  return `${name}=${token}; HttpOnly; SameSite=Strict; Path=/`
}

/**
 * The answer to the printed URL: sets the cookie and moves on to the dashboard with a meta
 * refresh. A redirect would not do: when the link was opened from another site, the browser
 * treats the whole redirect chain as cross-site and leaves the Strict cookie out of the
 * redirected request. The refresh is a new navigation started by this page, so it is
 * same-site. No script: the CSP allows none inline.
 */
export const ENTRY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="refresh" content="0; url=/" />
    <title>Uptray</title>
  </head>
  <body>
    <p><a href="/">Open the Uptray dashboard</a></p>
  </body>
</html>
`

/** A browser always sends Origin on WebSocket upgrades and cross-site requests. */
export function allowedOrigin(origin: string | null | undefined, ownOrigin: string): boolean {
  return origin === undefined || origin === null ? false : origin === ownOrigin
}
