// Registers routes on Hono and remembers them, so a known path called with the wrong method
// answers 405 with an `Allow` header (as the service does) instead of 404.
import type { Context, Hono } from 'hono'
import type { Simulation } from '../simulation'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Handler = (c: Context, sim: Simulation) => Response | Promise<Response>

interface Entry {
  method: Method
  pattern: RegExp
}

export class RouteTable {
  private readonly entries: Entry[] = []

  constructor(
    private readonly app: Hono,
    private readonly sim: Simulation,
  ) {}

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler)
  }
  post(path: string, handler: Handler): this {
    return this.add('POST', path, handler)
  }
  put(path: string, handler: Handler): this {
    return this.add('PUT', path, handler)
  }
  delete(path: string, handler: Handler): this {
    return this.add('DELETE', path, handler)
  }
  /** GET and POST (ping URLs accept both). */
  getOrPost(path: string, handler: Handler): this {
    return this.add('GET', path, handler).add('POST', path, handler)
  }

  private add(method: Method, path: string, handler: Handler): this {
    this.entries.push({ method, pattern: toRegExp(path) })
    this.app.on(method, path, (c) => handler(c, this.sim))
    return this
  }

  /** Methods registered for a path, in the service's `Allow` style (GET implies HEAD). */
  allowed(pathname: string): string[] {
    const methods = new Set<string>()
    for (const entry of this.entries) {
      if (entry.pattern.test(pathname)) methods.add(entry.method)
    }
    const order = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE']
    if (methods.has('GET')) methods.add('HEAD')
    return order.filter((method) => methods.has(method))
  }
}

/** `/api/monitors/:id{[0-9]+}` -> /^\/api\/monitors\/([0-9]+)$/ */
function toRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => {
      const match = /^:[A-Za-z]+(?:\{(.+)\})?$/.exec(part)
      if (!match) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return `(${match[1] ?? '[^/]+'})`
    })
    .join('/')
  return new RegExp(`^${source}/?$`)
}
