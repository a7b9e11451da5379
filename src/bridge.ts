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

export function setBridge(bridge: UptrayBridge): void {
  current = bridge
}

export function bridge(): UptrayBridge {
  if (!current) {
    current = window.uptray ?? createWsBridge(window.location)
  }
  return current
}
