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
