// Which service-provided URLs the dashboard shows as links: the Electron shell's rule, so
// serve mode does not leave the choice to the browser. Anything else is shown as text.

/** The URL when it may be a link (http or https, a host, no credentials), else null. */
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
