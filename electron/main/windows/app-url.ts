// Where the app's own pages live and which URLs count as "ours": the built renderer on disk, or
// electron-vite's dev server during development. Everything else is foreign.
import { pathToFileURL } from 'node:url'
import { linkable } from '../../shared/links'

export interface AppLocation {
  /** The renderer's index page (file: URL or the dev server's http: URL). */
  indexUrl: string
}

export function appLocation(rendererDir: string, devServerUrl: string | undefined): AppLocation {
  if (devServerUrl) return { indexUrl: new URL('/', devServerUrl).href }
  return { indexUrl: pathToFileURL(`${rendererDir}/index.html`).href }
}

/**
 * Same page as the index (any hash or query), or for a dev server the same origin. A file: URL's
 * host counts: `file://evil.example/<our path>` is a file on another machine (a share), not ours.
 */
export function isAppUrl(url: string, location: AppLocation): boolean {
  let target: URL
  let index: URL
  try {
    target = new URL(url)
    index = new URL(location.indexUrl)
  } catch {
    return false
  }
  if (index.protocol === 'file:')
    return (
      target.protocol === 'file:' &&
      target.host === index.host &&
      target.pathname === index.pathname
    )
  return target.origin === index.origin
}

/** The page URL for a view: the renderer routes by hash (`#/popover`, `#/monitors/12`). */
export function appPageUrl(location: AppLocation, route: string): string {
  const url = new URL(location.indexUrl)
  url.hash = route
  return url.href
}

/** Only http(s) links may leave the app (the dashboard's link rule), and only to the browser. */
export function isAllowedExternalUrl(url: string): boolean {
  return linkable(url) !== null
}
