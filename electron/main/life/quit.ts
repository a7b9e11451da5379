// Quitting for real (menu "Quit", OS shutdown): windows stop hiding on close, every feature is
// disposed, the engine stops and the demo simulator closes before the process exits.
import { app } from 'electron'

export interface QuitControl {
  isQuitting(): boolean
  quit(): void
}

export function setupQuit(cleanup: () => Promise<void>): QuitControl {
  let quitting = false
  let cleaned = false
  app.on('before-quit', () => {
    quitting = true
  })
  app.on('will-quit', (event) => {
    if (cleaned) return
    event.preventDefault()
    cleaned = true
    void cleanup()
      .catch(() => undefined)
      .finally(() => app.quit())
  })
  return {
    isQuitting: () => quitting,
    quit: () => {
      quitting = true
      app.quit()
    },
  }
}
