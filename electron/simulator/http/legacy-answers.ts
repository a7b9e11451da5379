// Older service versions answered the check and maintenance actions with less: a bare
// `{id, type, enabled}` or an empty 200. `POST /__sim/legacy-answers {mode}` makes the
// simulator answer that way ('bare', 'empty'; null: today's answers), so clients can be tested
// against both. Only successful answers are rewritten: refusals (404, 422) stay as they are.
import type { Hono } from 'hono'
import * as z from 'zod'
import { readBody } from './validate'
import type { RouteTable } from './route-table'
import type { Simulation } from '../simulation'

export type LegacyMode = 'bare' | 'empty' | null

const modes = new WeakMap<Simulation, LegacyMode>()
const modeSchema = z.object({ mode: z.enum(['bare', 'empty']).nullable() }).strict()

const CHECK_ACTION = /^\/api\/checks\/(\d+)\/(snooze|unsnooze|request-run|enable|disable)$/
const MAINTENANCE_ACTION = /^\/api\/monitors\/\d+\/(start|stop)-maintenance$/

export function legacyMode(sim: Simulation): LegacyMode {
  return modes.get(sim) ?? null
}

export function registerLegacyAnswers(app: Hono, routes: RouteTable, sim: Simulation): void {
  app.use('/api/*', async (c, next) => {
    await next()
    const mode = legacyMode(sim)
    if (mode === null || c.req.method !== 'POST' || !c.res.ok) return
    const path = new URL(c.req.url).pathname
    const check = CHECK_ACTION.exec(path)
    if (!check && !MAINTENANCE_ACTION.test(path)) return
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    if (mode === 'empty' || !check) {
      headers.delete('content-type')
      c.res = new Response(null, { status: 200, headers })
      return
    }
    const answer = (await c.res.clone().json()) as {
      id?: unknown
      type?: unknown
      enabled?: unknown
    }
    c.res = Response.json(
      {
        id: answer.id ?? Number(check[1]),
        type: answer.type ?? null,
        enabled: answer.enabled ?? true,
      },
      { status: 200, headers },
    )
  })
  routes.post('/__sim/legacy-answers', async (c, s) => {
    const { mode } = await readBody(c, modeSchema)
    modes.set(s, mode)
    return c.json({ mode })
  })
}
