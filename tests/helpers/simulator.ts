// Vitest helper: one real simulator per test file (127.0.0.1, free port), closed afterwards.
//   const sim = useSimulator({ clock: 'manual' })
//   const res = await sim().api('/api/me')
import { afterAll, beforeAll } from 'vitest'
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '@app/simulator/index'

export interface SimulatorHandle extends RunningSimulator {
  /** Fetches `path` with the bearer token (override with `init.headers`). */
  api(path: string, init?: RequestInit): Promise<Response>
  /** GET/POST... and parse JSON; throws with the body when the status is not 2xx. */
  json<T = unknown>(path: string, init?: RequestInit): Promise<T>
}

export function useSimulator(options: SimulatorOptions = {}): () => SimulatorHandle {
  let handle: SimulatorHandle | null = null
  beforeAll(async () => {
    const running = await startSimulator(options)
    const api = (path: string, init: RequestInit = {}) =>
      fetch(running.baseUrl + path, {
        ...init,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${running.token}`,
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      })
    handle = {
      ...running,
      api,
      async json<T>(path: string, init?: RequestInit): Promise<T> {
        const response = await api(path, init)
        const text = await response.text()
        if (!response.ok)
          throw new Error(`${init?.method ?? 'GET'} ${path} -> ${response.status}: ${text}`)
        return JSON.parse(text) as T
      },
    }
  })
  afterAll(async () => {
    await handle?.close()
    handle = null
  })
  return () => {
    if (!handle) throw new Error('useSimulator(): the simulator is only available inside tests')
    return handle
  }
}

/** JSON body helper: `post({ minutes: 5 })`. */
export function post(body: unknown = {}): RequestInit {
  return { method: 'POST', body: JSON.stringify(body) }
}
export function put(body: unknown = {}): RequestInit {
  return { method: 'PUT', body: JSON.stringify(body) }
}
