// Composition root of the Electron app: it only wires features together (see docs/architecture.md).
import { app } from 'electron'

void app.whenReady().then(() => {
  // Features are set up here, one `setupX(deps)` call each.
})
