// Builds `window.uptray` from the contract's tables (the operations and the events): one named
// method per operation and one `onX(listener)` per event that returns its unsubscribe function.
// The renderer never sees ipcRenderer or the IPC event object, only plain arguments and the
// operation host's envelope, which src/bridge.ts unwraps in the page's world (an error thrown
// across the context bridge would lose its kind).
import { EVENT_METHODS, INVOKE_METHODS, type WireBridge } from '../shared/contract'

/** The slice of ipcRenderer the bridge needs (so it can be tested with a fake). */
export interface RendererIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown
}

export function buildBridge(ipc: RendererIpc): WireBridge {
  const bridge: Record<string, unknown> = {}
  for (const [method, channel] of Object.entries(INVOKE_METHODS)) {
    bridge[method] = (...args: unknown[]) => ipc.invoke(channel, ...args)
  }
  for (const [method, channel] of Object.entries(EVENT_METHODS)) {
    bridge[method] = (listener: (payload: unknown) => void) => {
      const forward = (_event: unknown, payload: unknown) => listener(payload)
      ipc.on(channel, forward)
      return () => {
        ipc.removeListener(channel, forward)
      }
    }
  }
  return Object.freeze(bridge) as WireBridge
}
