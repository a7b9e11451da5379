// What the engine benches' children share: their command line (the simulator's address, its token
// and the options as JSON), the V8 flags set before the engine loads, and the engine as serve
// mode composes it (AppService on a fake clock, a file store in a data folder of its own, serve
// mode's collection after each sweep when asked). Each child wraps fetch and the store to count
// what it measures.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import type { AppService } from '@app/core/app-service/app-service-types'
import type { FetchLike, KeyValueStore } from '@app/core/ports'
import type { FakeClock } from '../helpers/fake-clock'

/** How the engine's process runs: the part of the options both children take. */
export interface EngineWay {
  /**
   * Serve mode's run-time V8 flags: electron/adapters/v8-flags.ts loaded first, as serve mode
   * loads it (which flags it sets depends on node's command line, the bench's to give).
   */
  serve: boolean
  /** More V8 flags set at run time before the engine loads. */
  flags: string[]
  /** Serve mode's collection after each sweep (electron/adapters/sweep-collection.ts). */
  collector: boolean
}

export interface ChildArgs<O extends EngineWay> {
  baseUrl: string
  token: string
  options: O
}

/** Reads the child's command line and sets its run-time V8 flags. */
export async function childArgs<O extends EngineWay>(): Promise<ChildArgs<O>> {
  const [baseUrl, token, optionsText] = process.argv.slice(2)
  if (!baseUrl || !token || !optionsText)
    throw new Error('usage: node [flags] <child.mjs> <baseUrl> <token> <options as JSON>')
  const options = JSON.parse(optionsText) as O
  if (options.serve) await import('@app/adapters/v8-flags')
  for (const flag of options.flags) setFlagsFromString(flag)
  return { baseUrl, token, options }
}

export interface EngineParts {
  clock: FakeClock
  /** Serve mode's HTTP fetch, wrapped by the child to count or to move the simulator's clock. */
  fetch: (nodeFetch: FetchLike) => FetchLike
  /** The data folder's file store, wrapped by the child (default: as it is). */
  store?: (files: KeyValueStore) => KeyValueStore
}

export interface Engine {
  service: AppService
  dataDir: string
  /** Stops the collection, the engine, and removes the data folder. */
  stop(): Promise<void>
}

/**
 * The engine as serve mode composes it, signed in to the simulator with its token (30 s sweeps),
 * not started. Its modules are loaded here, after the flags are set.
 */
export async function composeEngine<O extends EngineWay>(
  args: ChildArgs<O>,
  parts: EngineParts,
): Promise<Engine> {
  const { createFileStore } = await import('@app/adapters/file-store')
  const { createNodeFetch } = await import('@app/adapters/node-fetch')
  const { MemorySecretStore } = await import('@app/adapters/memory-stores')
  const { createAppService } = await import('@app/core/app-service/create-app-service')
  const { collectAfterSweeps } = await import('@app/adapters/sweep-collection')
  const { DEFAULT_SETTINGS } = await import('@app/shared/settings')
  const { memorySettings } = await import('@app/shared/settings-patch')
  const { baseUrl, token, options } = args
  const dataDir = await mkdtemp(join(tmpdir(), 'uptray-engine-'))
  const files = await createFileStore(dataDir)
  const quiet = { info: () => {}, warn: () => {}, error: () => {} }
  const service = createAppService({
    // Serve mode's HTTP fetch (it reads large answers in pieces).
    fetch: parts.fetch(createNodeFetch({})),
    clock: parts.clock,
    secrets: new MemorySecretStore({ [baseUrl]: token }),
    store: parts.store ? parts.store(files) : files,
    logger: quiet,
    settings: memorySettings({ ...DEFAULT_SETTINGS, baseUrl, sweepIntervalSeconds: 30 }),
    random: () => 0.5,
  })
  parts.clock.setSettle(() => service.idle())
  const stopCollecting = options.collector
    ? collectAfterSweeps({ subscribe: (listener) => service.subscribe(listener) })
    : () => {}
  return {
    service,
    dataDir,
    stop: async () => {
      stopCollecting()
      await service.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
