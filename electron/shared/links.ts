// Which URLs may leave the app for the system browser, and so which service-provided URLs the
// dashboard shows as links (Electron and serve mode alike): http or https, a host, no user name
// or password. Anything else is shown as text and refused by the shell.

/** The URL when it may be a link, else null. */
export function linkable(url: string | null | undefined): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:'
  return web && parsed.hostname && !parsed.username && !parsed.password ? url : null
}

/**
 * The host a service-provided link goes to when that is not the service itself (the base URL's
 * host or one of its subdomains), so the link can say where it goes; null when it stays on the
 * service or is no link. Unknown base URL: the host is always named. Hosts come as URL gives them
 * (punycode for international names), so a look-alike is shown as what it is.
 */
export function foreignHost(
  url: string | null | undefined,
  baseUrl?: string | null,
): string | null {
  const link = linkable(url)
  if (!link) return null
  const host = new URL(link).hostname
  let base: string | null
  try {
    base = baseUrl ? new URL(baseUrl).hostname : null
  } catch {
    base = null
  }
  if (base && (host === base || host.endsWith(`.${base}`))) return null
  // A DNS name is at most 253 characters; a longer one is cut, never laid out whole.
  return host.length > 253 ? `${host.slice(0, 252)}…` : host
}
