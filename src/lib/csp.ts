// The renderer's meta-tag Content-Security-Policy, per build. Electron loads the page from
// file://, where the session's response header may not apply, so the meta tag carries the
// header's whole policy (less `frame-ancestors`, which a meta tag cannot set). Only the serve
// build talks to its server over a WebSocket; the Electron build connects nowhere but itself.
export type BuildTarget = 'electron' | 'serve'

export function rendererCsp(target: BuildTarget): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    target === 'serve' ? "connect-src 'self' ws://127.0.0.1:*" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

const META = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/

/** index.html with the target's policy in its CSP meta tag; throws when the tag is missing. */
export function withRendererCsp(html: string, target: BuildTarget): string {
  if (!META.test(html)) throw new Error('index.html has no Content-Security-Policy meta tag')
  return html.replace(META, `$1${rendererCsp(target)}$2`)
}

/** A Vite plugin (structurally typed, so this file needs no Node types) setting the policy. */
export function rendererCspPlugin(target: BuildTarget) {
  return {
    name: 'uptray-renderer-csp',
    transformIndexHtml: (html: string) => withRendererCsp(html, target),
  }
}
