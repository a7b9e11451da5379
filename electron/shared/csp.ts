// The one Content-Security-Policy of the dashboard: the Electron session's response header, serve
// mode's response header and the meta tag each build writes into index.html all come from here.
// Scripts only from the app, no plugins, no base, no forms, no framing. `style-src
// 'unsafe-inline'`: Vue and Chart.js set inline styles; scripts stay strict, which is what
// matters for XSS. Only the serve build talks to its server over a WebSocket.
export type CspTarget = 'electron' | 'serve'

export interface CspOptions {
  target: CspTarget
  /** A response header may also forbid framing; a meta tag cannot carry `frame-ancestors`. */
  header?: boolean
  /** Development only: the Vite dev server the Electron window loads from. */
  devServerUrl?: string
}

export function contentSecurityPolicy({
  target,
  header = false,
  devServerUrl,
}: CspOptions): string {
  const dev = devServerUrl ? new URL(devServerUrl) : null
  const connect = ["'self'"]
  if (target === 'serve') connect.push('ws://127.0.0.1:*')
  if (dev) connect.push(dev.origin, `ws://${dev.host}`)
  return [
    "default-src 'none'",
    `script-src 'self'${dev ? ` ${dev.origin}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ')
}
