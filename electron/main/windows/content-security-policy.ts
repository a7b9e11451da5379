// The session's CSP response header (the policy itself is electron/shared/csp.ts).
import { contentSecurityPolicy } from '../../shared/csp'

/** The Electron window's header: the dashboard's policy, with the dev server when there is one. */
export function electronCsp(devServerUrl?: string): string {
  return contentSecurityPolicy({
    target: 'electron',
    header: true,
    ...(devServerUrl ? { devServerUrl } : {}),
  })
}

/** Adds the CSP header to a response's headers, replacing any the response brought. */
export function withCsp(
  headers: Record<string, string[]> | undefined,
  policy: string,
): Record<string, string[]> {
  const kept = Object.fromEntries(
    Object.entries(headers ?? {}).filter(
      ([name]) => name.toLowerCase() !== 'content-security-policy',
    ),
  )
  return { ...kept, 'Content-Security-Policy': [policy] }
}
