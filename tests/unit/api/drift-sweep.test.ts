// Drift end to end: the real simulator (its `drift` fault, or a page with one broken monitor),
// the real AppService through `cli status`. One check whose `settings` is null, or one monitor
// whose checks are not a list, no longer makes the whole sweep "not the monitoring API".
import { describe, expect, it, vi } from 'vitest'
import type * as AppServiceModule from '@app/core/app-service/create-app-service'
import type { AppService, AppServiceDeps } from '@app/core/app-service/create-app-service'
import type { Logger } from '@app/core/ports'
import { runStatus } from '@app/cli/status'
import { DRIFT_VARIANTS } from '@app/simulator/http/faults'
import { runCli } from '../../cli/run-cli'
import { useSimulator } from '../../helpers/simulator'

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

const TOKEN = 'drift-sweep-SECRET-token-4242'
const MONITORS = 12
const sim = useSimulator({ token: TOKEN, scenario: 'steady', monitors: MONITORS, seed: 5 })
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

interface Report {
  monitors: { id: number; result: string; checks: unknown[] }[]
}

async function status(fetch: typeof globalThis.fetch = globalThis.fetch): Promise<Report> {
  const output = await runStatus({
    baseUrl: sim().baseUrl,
    token: TOKEN,
    json: true,
    fetch,
    logger: quiet,
  })
  return JSON.parse(output) as Report
}

async function withFault<T>(
  spec: Parameters<ReturnType<typeof sim>['control']['addFault']>[0],
  run: () => Promise<T>,
) {
  const { id } = await sim().control.addFault(spec)
  try {
    return await run()
  } finally {
    await sim().control.removeFault(id)
  }
}

describe('a sweep against a drifting service', () => {
  it('a check with settings: null: `cli status --json` exits 0 and lists every monitor', async () => {
    const before = await status()
    const target = before.monitors[3]!.id
    const spec = { kind: 'drift' as const, monitorIds: [target], variant: 'settings-null' as const }
    const report = await withFault(spec, () => status())
    expect(report.monitors.map((m) => [m.id, m.result])).toEqual(
      before.monitors.map((m) => [m.id, m.result]),
    )
    const cli = await withFault(spec, () =>
      runCli(['status', '--json', '--base-url', sim().baseUrl], { UPTRAY_API_TOKEN: TOKEN }),
    )
    expect(cli.code, cli.stderr).toBe(0)
    expect((JSON.parse(cli.stdout) as Report).monitors.map((m) => m.id)).toEqual(
      before.monitors.map((m) => m.id),
    )
  })

  it('every drift variant on every monitor: each one is still read', async () => {
    for (const variant of DRIFT_VARIANTS) {
      const report = await withFault({ kind: 'drift', share: 1, variant }, () => status())
      expect(report.monitors, variant).toHaveLength(MONITORS)
    }
  })

  it('a monitor whose checks are not a list is counted unreadable; the others are all there', async () => {
    const before = await status()
    const broken = before.monitors[5]!.id
    // The simulator's real page, with one monitor broken on the way.
    const breaking: typeof globalThis.fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (!new URL(String(input)).pathname.endsWith('/api/monitors')) return response
      const body = (await response.json()) as { data: { id: number; checks: unknown }[] }
      for (const m of body.data) if (m.id === broken) m.checks = 'none'
      return new Response(JSON.stringify(body), {
        status: response.status,
        headers: response.headers,
      })
    }
    created.length = 0
    const report = await status(breaking)
    expect(report.monitors.map((m) => m.id)).toEqual(
      before.monitors.map((m) => m.id).filter((id) => id !== broken),
    )
    expect(created[0]!.service.getSnapshot()!.unreadable).toEqual({
      count: 1,
      reasons: [`monitor ${broken}: checks is not a list`],
    })
  })
})
