// The HTTP side of serve mode (Hono): trades the URL's access token for a cookie, then serves
// the built dashboard to that browser only, with the same CSP the Electron window uses. The page
// carries its first screenful as JSON (shared/snapshot-first-screen.ts), so it paints before the
// WebSocket has answered. The built scripts and styles are answered from memory, compressed once
// at start (static-files.ts).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type Next } from 'hono'
import { contentSecurityPolicy } from '../shared/csp'
import { FIRST_SCREEN_ID, firstScreenJson, type FirstScreen } from '../shared/snapshot-first-screen'
import { accessCookie, accessCookieName, cookieToken, ENTRY_PAGE, sameToken } from './access'
import { chooseEncoding, loadStaticFiles, type Encoding } from './static-files'

export interface HttpAppOptions {
  accessToken: string
  rendererDir: string
  /** `http://127.0.0.1:PORT`, known once the server listens. */
  ownOrigin: () => string
  /** What the page shows first, written into it; none: the page waits for the WebSocket. */
  firstScreen?: () => FirstScreen | null
}

/** index.html with the first screenful as a JSON script element (data, not code: the CSP holds). */
export function withFirstScreen(html: string, screen: FirstScreen | null): string {
  const at = html.indexOf('</head>')
  if (!screen || at < 0) return html
  const element = `<script type="application/json" id="${FIRST_SCREEN_ID}">${firstScreenJson(screen)}</script>`
  return html.slice(0, at) + element + html.slice(at)
}

const CSP = contentSecurityPolicy({ target: 'serve', header: true })

export function createHttpApp(options: HttpAppOptions): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', CSP)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    // The built scripts and styles are named by their content and hold nothing private: the
    // browser keeps them (and its compiled code), so a page opened again starts sooner. Pages
    // and everything else are never stored.
    const immutable = c.res.status === 200 && /^\/assets\/[\w.-]+$/.test(c.req.path)
    c.header('Cache-Control', immutable ? 'private, max-age=31536000, immutable' : 'no-store')
  })

  const cookieName = () => accessCookieName(Number(new URL(options.ownOrigin()).port))

  app.use('*', async (c, next) => {
    // Another Host means a DNS-rebinding page talking to us under its own name.
    if (c.req.header('host') !== new URL(options.ownOrigin()).host) {
      return c.text('Forbidden: unexpected Host.', 403)
    }
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== options.ownOrigin()) {
      return c.text('Forbidden: requests from another origin are refused.', 403)
    }
    // First visit: the printed URL carries ?token=; trade it for the cookie, then a page
    // that moves on to `/` (dropping the token from the address bar).
    const fromUrl = c.req.query('token')
    if (fromUrl !== undefined) {
      if (!sameToken(fromUrl, options.accessToken)) {
        return c.text('Forbidden: this link is not valid. Open the URL serve mode printed.', 403)
      }
      c.header('Set-Cookie', accessCookie(cookieName(), options.accessToken))
      return c.html(ENTRY_PAGE)
    }
    if (!sameToken(cookieToken(c.req.header('cookie'), cookieName()), options.accessToken)) {
      return c.text(
        'Forbidden: open the URL serve mode printed (it carries the access token).',
        403,
      )
    }
    return next()
  })

  let page: Promise<string | null> | null = null
  const indexPage = async (c: Context, next: Next) => {
    page ??= readFile(join(options.rendererDir, 'index.html'), 'utf8').catch(() => null)
    const html = await page
    if (html === null) return next()
    return c.html(withFirstScreen(html, options.firstScreen?.() ?? null))
  }
  app.get('/', indexPage)
  app.get('/index.html', indexPage)
  const files = loadStaticFiles(options.rendererDir)
  app.get('/assets/:name', async (c, next) => {
    const file = (await files).get(c.req.path)
    if (!file) return next()
    const encoding = chooseEncoding(
      c.req.header('accept-encoding'),
      Object.keys(file.bodies) as Encoding[],
    )
    c.header('Content-Type', file.type)
    c.header('Vary', 'Accept-Encoding')
    if (encoding !== 'identity') c.header('Content-Encoding', encoding)
    return c.body(file.bodies[encoding]!)
  })
  app.use('*', serveStatic({ root: options.rendererDir, index: 'index.html' }))
  app.notFound((c) => c.text('Not found', 404))
  return app
}
