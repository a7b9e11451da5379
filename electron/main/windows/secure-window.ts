// The one place that creates app windows, with the secure web preferences written out as a
// literal so reviewers and electronegativity (static analysis) see them at the call site:
// isolated, sandboxed, no Node anywhere, no webviews, no middle-click new windows.
import { BrowserWindow } from 'electron'
import type { WindowLook } from './window-options'

export function createSecureWindow(look: WindowLook, preloadPath: string): BrowserWindow {
  return new BrowserWindow({
    ...look,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  })
}
