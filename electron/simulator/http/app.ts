// The Hono app: request log -> rate limit -> injected faults -> bearer auth -> routes.
// `/__sim/*` (control), `/ping/*` (cron ping URLs) and `/__reports/*` (run report pages, opened
// in a browser) skip limit, faults and auth.
import { Hono } from 'hono'
import type { HttpBindings } from '@hono/node-server'
import { ApiError, UNAUTHENTICATED } from './errors'
import { faultResponse, rewrittenAnswer, sleep } from './fault-response'
import { CLIENT_CLOSED_STATUS, hangUntilClientLeaves } from './fault-hang'
import { BODY_FAULT_KINDS } from './faults'
import { rateHeaders } from './rate-limit'
import { loggedBody } from './request-log'
import { RouteTable } from './route-table'
import { registerApiRoutes } from './routes'
import { registerControlRoutes } from './control-routes'
import { registerLegacyAnswers } from './legacy-answers'
import { registerPingRoutes } from './routes/ping'
import { registerReportRoutes } from './report-page'
import type { Simulation } from '../simulation'

export function createApp(sim: Simulation): Hono {
  const app = new Hono()
  const routes = new RouteTable(app, sim)

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url)
    sim.settle()
    // Read once here (Hono keeps it for the route), so tests can see what a client sent.
    const sent = ['POST', 'PUT', 'PATCH'].includes(c.req.method) ? await c.req.text() : ''
    await next()
    if (!url.pathname.startsWith('/__sim'))
      sim.log.record(
        c.req.method,
        url,
        c.res.status,
        sim.now(),
        sent === '' ? undefined : loggedBody(sent),
      )
    // The live service's Date is its own clock, so here it is the simulator's (a client learns
    // a team's offset by comparing a start-maintenance answer with it).
    c.res.headers.set('Date', new Date(sim.now()).toUTCString())
  })

  app.use('/api/*', async (c, next) => {
    // Routing comes first (as in Laravel): an unknown route is a 404 before limit, faults or auth.
    if (routes.allowed(new URL(c.req.url).pathname).length === 0) return next()
    const now = sim.now()
    const decision = sim.limiter.hit(now)
    const headers = rateHeaders(decision, now)
    if (!decision.allowed) {
      return c.json({ message: 'Too Many Attempts.' }, 429, headers)
    }
    const { delays, terminal } = sim.faults.take(new URL(c.req.url).pathname, now)
    for (const delay of delays) await sleep(delay.delayMs)
    if (terminal?.kind === 'hang') {
      await hangUntilClientLeaves(c.req.raw.signal)
      c.res = new Response(null, { status: CLIENT_CLOSED_STATUS })
      return
    }
    const injected = terminal ? faultResponse(terminal, now, socketDropper(c.env)) : null
    if (injected) {
      c.res = injected
    } else if (!isAuthorized(c.req.header('Authorization'), sim.tokens)) {
      c.res = Response.json(UNAUTHENTICATED, { status: 401 })
    } else {
      await next()
      if (terminal && BODY_FAULT_KINDS.includes(terminal.kind))
        c.res = await rewrittenAnswer(c.res, terminal)
    }
    // Every answer carries the limit headers; a storm fault keeps its own "0 remaining".
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })

  // Before the routes, so it wraps their answers (inside the auth and fault middleware above).
  registerLegacyAnswers(app, routes, sim)
  registerApiRoutes(routes)
  registerPingRoutes(routes)
  registerReportRoutes(routes)
  registerControlRoutes(routes)

  app.notFound((c) => {
    const pathname = new URL(c.req.url).pathname
    const allowed = routes.allowed(pathname)
    if (allowed.length > 0) {
      const route = pathname.replace(/^\//, '')
      return c.json(
        {
          message: `The ${c.req.method} method is not supported for route ${route}. Supported methods: ${allowed.join(', ')}.`,
        },
        405,
        { Allow: allowed.join(', ') },
      )
    }
    // Laravel's answer for a path no route matches: it names the route, so a client can tell a
    // missing endpoint from a missing resource ("Resource not found.").
    return c.json({ message: `The route ${pathname.replace(/^\//, '')} could not be found.` }, 404)
  })

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.body, error.status as 400, error.headers)
    }
    // A bug in the simulator: say so plainly (never echo request headers: they hold the token).
    console.error('[simulator] unhandled error:', error)
    return c.json({ message: 'Server Error' }, 500)
  })

  return app
}

/** Over real HTTP (@hono/node-server) the raw socket is reachable; in-process it is not. */
function socketDropper(env: unknown): (() => void) | undefined {
  const outgoing = (env as Partial<HttpBindings> | undefined)?.outgoing
  return outgoing ? () => outgoing.socket?.destroy() : undefined
}

function isAuthorized(header: string | undefined, tokens: Set<string>): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '')
  return match?.[1] !== undefined && tokens.has(match[1].trim())
}
