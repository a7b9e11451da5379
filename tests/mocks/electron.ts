// The one shared stand-in for the `electron` module (aliased in vitest.config.ts, project
// `main`). The Electron binary cannot run on the CI machine; everything else in the main
// process is real. Each fake records what it was asked so tests can assert on it.
export const app = {
  whenReady: () => Promise.resolve(),
  on: () => app,
  quit: () => undefined,
}

export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld(key: string, api: unknown) {
    contextBridge.exposed.set(key, api)
  },
}
