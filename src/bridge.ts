// The renderer's only door to the app. In Electron the preload exposes `window.uptray`, whose
// methods answer the operation host's envelope; in a plain browser (serve mode, end-to-end tests)
// a WebSocket client carries the same envelope. Both unwrap it with `unwrap`
// (electron/shared/answer.ts): a result, or an UptrayError with the error table's kind and
// sentence. Component tests install a fake with `setBridge`.
import { unwrap } from '../electron/shared/answer'
import { INVOKE_METHODS, type UptrayBridge, type WireBridge } from '../electron/shared/contract'
import { createWsBridge } from './ws-bridge'

declare global {
  interface Window {
    uptray?: WireBridge
  }
}

/** The preload's bridge with every answer unwrapped (the events pass as they are). */
export function unwrapBridge(wire: WireBridge): UptrayBridge {
  const bridge: Record<string, unknown> = { ...wire }
  for (const method of Object.keys(INVOKE_METHODS)) {
    const call = (wire as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[
      method
    ]
    bridge[method] = async (...args: unknown[]) => unwrap(await call!(...args))
  }
  return bridge as UptrayBridge
}

let current: UptrayBridge | null = null
let kind: 'preload' | 'websocket' | 'custom' = 'custom'

export function setBridge(bridge: UptrayBridge, as: typeof kind = 'custom'): void {
  current = bridge
  kind = as
}

export function bridge(): UptrayBridge {
  if (!current) {
    if (window.uptray) setBridge(unwrapBridge(window.uptray), 'preload')
    else setBridge(createWsBridge(window.location), 'websocket')
  }
  return current!
}

/** In a plain browser links open themselves; in the app the shell opens them (http and https only). */
export function opensLinksItself(): boolean {
  bridge()
  return kind === 'websocket'
}
