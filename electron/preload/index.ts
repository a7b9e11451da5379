// The contextBridge: exposes `window.uptray`, one typed method per operation. Bundled as one
// CommonJS file (electron.vite.config.ts) because sandboxed preloads cannot load modules.
import { contextBridge, ipcRenderer } from 'electron'
import { buildBridge } from './build-bridge'

contextBridge.exposeInMainWorld('uptray', buildBridge(ipcRenderer))
