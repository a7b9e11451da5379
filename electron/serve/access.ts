// Who may talk to serve mode: only a browser that opened the printed URL (it carries a random
// token, swapped at once for an HttpOnly SameSite=Strict cookie) and only from our own origin.
import { randomBytes, timingSafeEqual } from 'node:crypto'

export const ACCESS_COOKIE = 'uptray_access'

export function newAccessToken(): string {
  return randomBytes(24).toString('base64url')
}

export function sameToken(given: string | null | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function cookieToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === ACCESS_COOKIE) return rest.join('=')
  }
  return null
}

export function accessCookie(token: string): string {
  return `${ACCESS_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`
}

/** A browser always sends Origin on WebSocket upgrades and cross-site requests. */
export function allowedOrigin(origin: string | null | undefined, ownOrigin: string): boolean {
  return origin === undefined || origin === null ? false : origin === ownOrigin
}
