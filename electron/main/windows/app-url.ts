// Where the app's own pages live and which URLs count as "ours": the built renderer on disk, or
// electron-vite's dev server during development. Everything else is foreign.
import { pathToFileURL } from 'node:url'

export interface AppLocation {
  /** The renderer's index page (file: URL or the dev server's http: URL). */
  indexUrl: string
}

export function appLocation(rendererDir: string, devServerUrl: string | undefined): AppLocation {
  if (devServerUrl) return { indexUrl: new URL('/', devServerUrl).href }
  return { indexUrl: pathToFileURL(`${rendererDir}/index.html`).href }
}

/** Same page as the index (any hash or query), or for a dev server the same origin. */
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
    return target.protocol === 'file:' && target.pathname === index.pathname
  return target.origin === index.origin
}

/** The page URL for a view: the renderer routes by hash (`#/popover`, `#/monitors/12`). */
export function appPageUrl(location: AppLocation, route: string): string {
  const url = new URL(location.indexUrl)
  url.hash = route
  return url.href
}

/** Only `https:` links may leave the app, and only to the system browser. */
export function isAllowedExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname.length > 0 &&
      !parsed.username &&
      !parsed.password
    )
  } catch {
    return false
  }
}
