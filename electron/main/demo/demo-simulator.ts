// Demo mode ("Try the demo", or UPTRAY_DEMO=1): the simulator runs inside the app on a free
// 127.0.0.1 port and the engine signs in to it like to the real service.
import type { Credentials } from '../../shared/app-service-api'
import { startSimulator, type RunningSimulator } from '../../simulator/index'

export interface DemoSimulator {
  start(): Promise<Credentials>
  close(): Promise<void>
}

export function createDemoSimulator(): DemoSimulator {
  let running: Promise<RunningSimulator> | null = null
  return {
    async start() {
      running ??= startSimulator({ scenario: 'demo' })
      const sim = await running
      return { baseUrl: sim.baseUrl, token: sim.token }
    },
    async close() {
      const sim = await running?.catch(() => null)
      running = null
      await sim?.close()
    },
  }
}
