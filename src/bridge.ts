// The renderer's only door to the app. In Electron the preload exposes `window.uptray`; in a
// plain browser (serve mode, end-to-end tests) a WebSocket client implements the same
// contract. Component tests install a fake with `setBridge`.
import type { UptrayBridge } from '../electron/shared/contract'
import { createWsBridge } from './ws-bridge'

declare global {
  interface Window {
    uptray?: UptrayBridge
  }
}

let current: UptrayBridge | null = null
let kind: 'preload' | 'websocket' | 'custom' = 'custom'

export function setBridge(bridge: UptrayBridge, as: typeof kind = 'custom'): void {
  current = bridge
  kind = as
}

export function bridge(): UptrayBridge {
  if (!current) {
    if (window.uptray) setBridge(window.uptray, 'preload')
    else setBridge(createWsBridge(window.location), 'websocket')
  }
  return current!
}

/** In a plain browser links open themselves; in the app the shell opens them (http and https only). */
export function opensLinksItself(): boolean {
  bridge()
  return kind === 'websocket'
}
