// `status` in process, against the real simulator: it goes through the AppService with
// memory stores only, reads every page, stops the service, and maps each failure of the first
// sweep to the exit code `watch` uses. cli.test.ts runs the same paths as a real process.
import { describe, expect, it, vi } from 'vitest'
import type * as AppServiceModule from '@app/core/app-service/create-app-service'
import type { AppService, AppServiceDeps } from '@app/core/app-service/create-app-service'
import type { Logger } from '@app/core/ports'
import { MemoryKeyValueStore, MemorySecretStore } from '@app/adapters/memory-stores'
import { runStatus } from '@app/cli/status'
import { secretKeyOf } from '@app/shared/accounts'
import { accountOfBaseUrl } from '@app/shared/settings-accounts'
import { startWatch } from '@app/cli/watch'
import { useSimulator } from '../helpers/simulator'
import { deadBaseUrl } from '../helpers/dead-base-url'

const created = vi.hoisted(() => [] as { deps: AppServiceDeps; service: AppService }[])
vi.mock('@app/core/app-service/create-app-service', async (importOriginal) => {
  const original = await importOriginal<typeof AppServiceModule>()
  return {
    ...original,
    createAppService: (deps: AppServiceDeps) => {
      const service = original.createAppService(deps)
      created.push({ deps, service })
      return service
    },
  }
})

vi.setConfig({ testTimeout: 30_000 })

const TOKEN = 'c2-status-SECRET-token-7171'
const MONITORS = 250 // two pages of 200
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: MONITORS, seed: 3 })

const logged: string[] = []
const logger: Logger = {
  info: () => undefined,
  warn: (message) => logged.push(message),
  error: (message) => logged.push(message),
}

interface Report {
  monitors: { id: number; result: string }[]
  totals: Record<string, number>
}

function recordingFetch(urls: string[]) {
  return (input: string, init?: RequestInit) => {
    urls.push(input)
    return fetch(input, init)
  }
}

/** Runs status with a fault on the monitor list; the fault is gone afterwards. */
async function statusWithFault(status: number) {
  // A 429 as the service sends it: with Retry-After (10 minutes, longer than --max-wait).
  const { id } = await sim().control.addFault(
    status === 429
      ? { kind: 'rate-limit-storm', retryAfterSeconds: 600, pathPrefix: '/api/monitors' }
      : { kind: 'status', status, pathPrefix: '/api/monitors' },
  )
  try {
    return await runStatus({
      baseUrl: sim().baseUrl,
      token: TOKEN,
      json: true,
      fetch: globalThis.fetch,
      logger,
    }).then(
      () => null,
      (error: unknown) => error as { exitCode: number; message: string },
    )
  } finally {
    await sim().control.removeFault(id)
  }
}

describe('runStatus', () => {
  it('goes through one AppService with memory stores, reads every page and stops it', async () => {
    created.length = 0
    const urls: string[] = []
    const output = await runStatus({
      baseUrl: sim().baseUrl,
      token: TOKEN,
      json: true,
      fetch: recordingFetch(urls),
      logger,
    })
    expect(created).toHaveLength(1)
    const [{ deps, service }] = created as [(typeof created)[number]]
    // Nothing on disk: no offline cache file, no keychain.
    expect(deps.store).toBeInstanceOf(MemoryKeyValueStore)
    expect(deps.secrets).toBeInstanceOf(MemorySecretStore)
    expect(await deps.secrets.get(secretKeyOf(accountOfBaseUrl(sim().baseUrl)))).toBe(TOKEN)
    expect(deps.settings.get().baseUrl).toBe(sim().baseUrl)
    // Stopped: no further sweep is scheduled.
    expect(service.getSyncStatus().nextSweepAt).toBeNull()

    const report = JSON.parse(output) as Report
    expect(report.monitors).toHaveLength(MONITORS)
    expect(new Set(report.monitors.map((m) => m.id)).size).toBe(MONITORS)
    expect(Object.values(report.totals).reduce((a, b) => a + b, 0)).toBe(MONITORS)
    const pages = urls
      .map((u) => new URL(u))
      .filter((u) => u.pathname === '/api/monitors')
      .map((u) => u.searchParams.get('page[number]') ?? u.searchParams.get('page'))
    expect(pages).toEqual(['1', '2'])
    // Only the sweep: the report names no account, so /api/me is not read.
    expect(urls.map((u) => new URL(u).pathname)).toEqual(['/api/monitors', '/api/monitors'])
    expect(output).not.toContain(TOKEN)
  })

  it.each([
    [401, 2, /rejected the API token \(401\)/],
    [403, 2, /accepted the API token, but it may not do this \(403\)/],
    [404, 3, /^The address does not answer like the monitoring API/],
    [500, 3, /^The service had a server error: .*500.*Try again in a few minutes\.$/],
    [
      429,
      3,
      /asked us to wait until .* \(429\): 600 s, more than --max-wait 60 s\. Try again after /,
    ],
  ])('a %i on the monitor list exits %i', async (status, exitCode, message) => {
    created.length = 0
    const error = await statusWithFault(status)
    expect(error).toMatchObject({ exitCode })
    expect(error!.message).toMatch(message)
    expect(error!.message).not.toContain(TOKEN)
    expect(created[0]!.service.getSyncStatus().nextSweepAt).toBeNull() // stopped all the same
  })

  it('exits 2 for a token the service does not know', async () => {
    const run = runStatus({
      baseUrl: sim().baseUrl,
      token: 'unknown-SECRET-token',
      json: false,
      fetch: globalThis.fetch,
      logger,
    })
    await expect(run).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/rejected the API token \(401\)/),
    })
  })

  it('exits 3 when nothing answers, or the answer does not come in time', async () => {
    const dead = await deadBaseUrl()
    await expect(
      runStatus({ baseUrl: dead, token: TOKEN, json: true, fetch: globalThis.fetch, logger }),
    ).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(/^Cannot reach the service: .*ECONNREFUSED/),
    })

    const { id } = await sim().control.addFault({
      kind: 'delay',
      delayMs: 3_000,
      pathPrefix: '/api/monitors',
    })
    try {
      await expect(
        runStatus({
          baseUrl: sim().baseUrl,
          token: TOKEN,
          json: true,
          fetch: globalThis.fetch,
          logger,
          timeoutMs: 300,
        }),
      ).rejects.toMatchObject({
        exitCode: 3,
        message: expect.stringMatching(
          /^The service did not answer in time: .*timed out after 300 ms/,
        ),
      })
    } finally {
      await sim().control.removeFault(id)
    }
  })
})

describe('watch and status agree', () => {
  it.each([
    [403, 2],
    [404, 3],
    [500, 3],
  ])('a %i before the first good sweep ends watch with exit %i too', async (status, exitCode) => {
    const { id } = await sim().control.addFault({
      kind: 'status',
      status,
      pathPrefix: '/api/monitors',
    })
    try {
      const watch = await startWatch({
        baseUrl: sim().baseUrl,
        token: TOKEN,
        json: true,
        intervalSeconds: null,
        fetch: globalThis.fetch,
        logger,
        write: () => undefined,
      })
      await expect(watch.done).rejects.toMatchObject({ exitCode })
    } finally {
      await sim().control.removeFault(id)
    }
  })
})
