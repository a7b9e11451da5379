// Builds the core for serve mode from Node adapters: a proxy-aware fetch, real clock, a file store in
// the data folder (settings + offline cache; never the token), the OS keychain (or memory), and
// the built-in simulator for the demo.
import { createFileStore } from '../adapters/file-store'
import { createKeyringSecretStore } from '../adapters/keyring-secret-store'
import { createNodeFetch } from '../adapters/node-fetch'
import { createAppService, type AppService } from '../core/app-service/create-app-service'
import type { FetchLike, Logger, SecretStore } from '../core/ports'
import { realClock } from '../core/wall-clock'
import { MemoryKeyValueStore, MemorySecretStore } from '../adapters/memory-stores'
import { openDataFolder } from '../adapters/own-folder'
import { insecureHttpNotice } from '../shared/base-url'
import { asNotices } from '../shared/sync-notice'
import { createDemoSimulator } from '../simulator/demo'
import type { ServeOptions } from './args'
import { loadServeSettings } from './settings'

export interface ComposedCore {
  service: AppService
  /** Stops the engine and the demo simulator, if one was started. */
  stop(): Promise<void>
}

export async function composeCore(
  options: ServeOptions,
  env: { token?: string; noKeychain?: string },
  logger: Logger,
): Promise<ComposedCore> {
  // A data folder others may write into is not read at all: defaults, in memory, and a notice.
  const folder = openDataFolder(options.dataDir)
  if (folder.notice) logger.warn(folder.notice)
  const store = folder.trusted ? await createFileStore(options.dataDir) : new MemoryKeyValueStore()
  const settings = await loadServeSettings(store, logger)
  if (options.baseUrl && options.baseUrl !== settings.get().baseUrl) {
    const changed = await settings.update({ baseUrl: options.baseUrl })
    if (!changed.ok) throw new Error(changed.message)
  }

  // UPTRAY_TOKEN: for wallboards and headless machines with no keychain. Kept in memory only.
  let secrets: SecretStore
  if (env.token) {
    secrets = new MemorySecretStore({ [settings.get().baseUrl]: env.token })
  } else {
    secrets = createKeyringSecretStore({
      disabled: Boolean(env.noKeychain),
      onUnavailable: (message) => logger.warn(message),
    })
  }

  const demo = createDemoSimulator()
  const proxied = createNodeFetch()
  // The demo's simulator runs in this process on 127.0.0.1: its requests never go to a proxy
  // (as browsers keep loopback direct), so the demo works behind HTTP_PROXY without NO_PROXY.
  const fetch: FetchLike = (input, init) =>
    demo.serves(input) ? globalThis.fetch(input, init) : proxied(input, init)
  const service = createAppService({
    fetch,
    clock: realClock,
    secrets,
    store,
    logger,
    settings,
    // As data: the page says the settings' notice in its own language.
    startupNotice: asNotices([folder.notice, settings.notices, insecureHttpNotice()]),
    demo,
  })
  await service.start()

  return {
    service,
    async stop() {
      await service.stop()
      await demo.close()
    },
  }
}
