// The renderer's meta-tag Content-Security-Policy, per build, and the Vite plugin that writes it
// (electron.vite.config.ts, tests/e2e/build-renderer.ts). Electron loads the page from file://,
// where the session's response header may not apply, so the meta tag carries the header's whole
// policy (less `frame-ancestors`, which a meta tag cannot set).
import { contentSecurityPolicy, type CspTarget } from '../electron/shared/csp'

export type BuildTarget = CspTarget

export function rendererCsp(target: BuildTarget): string {
  return contentSecurityPolicy({ target })
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
