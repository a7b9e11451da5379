// The HTTP side of serve mode (Hono): trades the URL's access token for a cookie, then serves
// the built dashboard to that browser only, with the same CSP the Electron window uses.
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { contentSecurityPolicy } from '../shared/csp'
import { accessCookie, accessCookieName, cookieToken, ENTRY_PAGE, sameToken } from './access'

export interface HttpAppOptions {
  accessToken: string
  rendererDir: string
  /** `http://127.0.0.1:PORT`, known once the server listens. */
  ownOrigin: () => string
}

const CSP = contentSecurityPolicy({ target: 'serve', header: true })

export function createHttpApp(options: HttpAppOptions): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', CSP)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cache-Control', 'no-store')
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

  app.use('*', serveStatic({ root: options.rendererDir, index: 'index.html' }))
  app.notFound((c) => c.text('Not found', 404))
  return app
}
