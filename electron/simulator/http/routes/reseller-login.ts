// Where a managed team's login link leads: the service's sign-in, here a plain page on the
// simulator's origin (outside `/api`, without the token, as a browser opens it) that checks the
// link's signature and expiry and names who is signed in to which team. Escaped HTML under the
// report pages' strict CSP, never cached.
import { escapeHtml, REPORT_CSP } from '../../api/report-html'
import { hash } from '../../engine/prng'
import type { Simulation } from '../../simulation'
import type { RouteTable } from '../route-table'

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': REPORT_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

const page = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>
`

/** The signature of a login link: the user, the team, the expiry and the world's seed. */
export function loginSignature(
  sim: Simulation,
  userId: number,
  teamId: number,
  expires: number,
): string {
  return hash(userId, teamId, expires, sim.world.seed).toString(16).padStart(8, '0').repeat(8)
}

const number = (raw: string | undefined) => (/^\d{1,15}$/.test(raw ?? '') ? Number(raw) : NaN)

export function registerLoginPage(routes: RouteTable): void {
  routes.get('/login/:userId', (c, sim) => {
    const userId = number(c.req.param('userId'))
    const teamId = number(c.req.query('team'))
    const expires = number(c.req.query('expires'))
    const team = sim.world.teams.get(teamId)
    const user = team?.users.find((candidate) => candidate.id === userId)
    const signed =
      user !== undefined &&
      c.req.query('signature') === loginSignature(sim, userId, teamId, expires)
    if (!team || !user || !signed)
      return c.body(page('Invalid login link', 'This link is not valid.'), 403, HEADERS)
    if (expires * 1000 < sim.now())
      return c.body(page('Login link expired', 'This link has expired.'), 403, HEADERS)
    return c.body(page(`Signed in to ${team.name}`, `Signed in as ${user.name}.`), 200, HEADERS)
  })
}
