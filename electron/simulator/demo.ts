// Demo mode ("Try the demo", `UPTRAY_DEMO=1`, `serve --demo`): the simulator runs inside the app on
// a free 127.0.0.1 port and the engine signs in to it like to the real service. One starter for
// the desktop app and serve mode; it is started at most once and closed with the app.
import { startSimulator, type RunningSimulator } from './index'

export interface DemoSimulator {
  /** Starts the demo (once) and gives what the engine signs in with. */
  start(): Promise<{ baseUrl: string; token: string }>
  /** True for a request to the running demo (serve mode sends those past any proxy). */
  serves(url: string): boolean
  close(): Promise<void>
}

export function createDemoSimulator(): DemoSimulator {
  let running: Promise<RunningSimulator> | null = null
  let baseUrl: string | null = null
  return {
    async start() {
      running ??= startSimulator({ scenario: 'demo' })
      const sim = await running
      baseUrl = sim.baseUrl
      return { baseUrl: sim.baseUrl, token: sim.token }
    },
    serves: (url) => baseUrl !== null && url.startsWith(`${baseUrl}/`),
    async close() {
      const sim = await running?.catch(() => null)
      running = null
      baseUrl = null
      await sim?.close()
    },
  }
}
