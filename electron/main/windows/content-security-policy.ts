// The Content-Security-Policy every app page gets as a response header (on top of the meta tag
// in src/index.html). Scripts only from the app; no eval, no plugins, no framing, no forms.
// `style-src 'unsafe-inline'` matches the renderer's meta tag: Vue and Chart.js set inline
// styles; scripts stay strict, which is what matters for XSS.
export function contentSecurityPolicy(devServerUrl?: string): string {
  const dev = devServerUrl ? new URL(devServerUrl) : null
  const devSources = dev ? ` ${dev.origin} ws://${dev.host}` : ''
  return [
    "default-src 'none'",
    `script-src 'self'${dev ? ` ${dev.origin}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${devSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
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
