// The API client pointed at a real simulator started by tests/helpers/simulator.ts.
import { type ApiClient, createApiClient } from '@app/core/api'
import { type SimulatorHandle, useSimulator } from '../../helpers/simulator'
import type { SimulatorOptions } from '@app/simulator/index'

/** One simulator per test file (manual clock, generous rate limit unless given) and a client on it. */
export function useSimulatedApi(
  options: SimulatorOptions = {},
): () => { api: ApiClient; sim: SimulatorHandle } {
  const sim = useSimulator({ clock: 'manual', seed: 7, rateLimit: 100_000, ...options })
  let cached: { api: ApiClient; sim: SimulatorHandle } | null = null
  return () => {
    const handle = sim()
    if (!cached || cached.sim !== handle) {
      cached = {
        sim: handle,
        api: createApiClient({
          baseUrl: handle.baseUrl,
          token: handle.token,
          fetch: globalThis.fetch,
        }),
      }
    }
    return cached
  }
}
