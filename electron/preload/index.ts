// The contextBridge: exposes `window.uptray`, one typed method per operation.
import { contextBridge } from 'electron'

contextBridge.exposeInMainWorld('uptray', {})
