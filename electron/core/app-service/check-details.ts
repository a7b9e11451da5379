// The check page's queries: the findings of a check's latest (or a given) run and its run
// history, cached with a TTL at the window's priority like the other details; Snooze and
// Unsnooze of one application health check at action priority.
import { utcToIso } from '../api/dates'
import { NotFoundError, ValidationError } from '../api/errors'
import type { CheckType } from '../api/schemas/enums'
import { mergeUnreadable, noUnreadable, unreadableOf } from '../api/schemas/tolerant-list'
import type { ActionResult, CheckDetailsApi } from '../../shared/app-service-api'
import {
  RUN_FINDINGS_TYPES,
  type CheckDetailsView,
  type CheckFindings,
} from '../../shared/check-views'
import type { Unreadable } from '../../shared/model'
import {
  checkSettingLines,
  hasSettingsText,
  type CheckSettingLine,
} from '../../shared/check-settings-text'
import { sendAction } from './action-failure'
import type { AppServiceContext } from './context'
import {
  toBrokenLinks,
  toCertificateHealth,
  toHealthChecks,
  toMixedContent,
  toSitemap,
} from './check-findings'
import { newest, toDns, toDnsBlocklist, toDomain, toPorts } from './scan-findings'
import { latestReportUrl, toAi, toLighthouse } from './report-findings'

/** The latest run's findings change when the check runs again: kept a minute. */
export const LATEST_FINDINGS_TTL_MS = 60_000
/** A past run's findings never change. */
export const PAST_FINDINGS_TTL_MS = 30 * 60_000
export const RUNS_TTL_MS = 60_000
/** A check's settings change only when someone edits the monitor. */
export const SETTINGS_TTL_MS = 5 * 60_000

/** Detail-cache key prefix of everything the check page read for one monitor. */
export const checkPageKey = (monitorId: number): string => `check-page:${monitorId}:`

const runOf = (
  id: number | null,
  startedAt: string | null,
  endedAt: string | null,
): CheckDetailsView['run'] => ({ id, startedAt: utcToIso(startedAt), endedAt: utcToIso(endedAt) })

/** The run fields where the spec does not promise them (mixed content, sitemap). */
function looseRun(record: Record<string, unknown> | undefined): CheckDetailsView['run'] {
  const text = (v: unknown) => (typeof v === 'string' ? v : null)
  const id = record?.run_id
  if (!record || (typeof id !== 'number' && record.run_ended_at === undefined)) return null
  return runOf(
    typeof id === 'number' && Number.isInteger(id) ? id : null,
    text(record.run_started_at),
    text(record.run_ended_at),
  )
}

interface Loaded {
  findings: CheckFindings
  run: CheckDetailsView['run']
  unreadable: Unreadable
}

export function createCheckDetails(ctx: AppServiceContext): CheckDetailsApi {
  /** `load` sends its requests through the gate itself (a page may need two). */
  async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    ctx.api()
    try {
      return await ctx.cache.get(key, ttlMs, load)
    } catch (error) {
      ctx.reportFailure(error)
      throw error
    }
  }

  const fetchedAt = (key: string): string =>
    new Date(ctx.cache.storedAt(key) ?? ctx.clock.now()).toISOString()

  /** One request of the check page, through the gate, at the window's priority. */
  const ask = <T>(call: () => Promise<T>): Promise<T> =>
    ctx.gate.run('focus', call, { failFast: true })

  /** A check's run history (newest first), shared by the run list and the Lighthouse link. */
  const runsOf = (monitorId: number, type: CheckType) =>
    ctx.cache.get(`${checkPageKey(monitorId)}${type}:runs`, RUNS_TTL_MS, () =>
      ask(() => ctx.api().runs.list(monitorId, type)),
    )

  async function load(monitorId: number, type: string, runId: number | null): Promise<Loaded> {
    const api = ctx.api()
    const options = runId === null ? {} : { runId }
    const none = { run: null, unreadable: noUnreadable() }
    switch (type) {
      case 'broken_links': {
        const [links, summary] = await Promise.all([
          ask(() => api.results.brokenLinks(monitorId, options)),
          // The totals are extra: without them the links still show.
          ask(() => api.results.crawledUrlsSummary(monitorId, options)).catch(() => null),
        ])
        const meta = links.meta
        return {
          findings: toBrokenLinks(links, summary),
          run: meta ? runOf(meta.run_id, meta.run_started_at, meta.run_ended_at) : null,
          unreadable: unreadableOf(links.data),
        }
      }
      case 'mixed_content': {
        const body = await ask(() => api.results.mixedContent(monitorId, options))
        return {
          findings: toMixedContent(body),
          run: looseRun(body.meta),
          unreadable: unreadableOf(body.data),
        }
      }
      case 'certificate_health': {
        const [health, detected] = await Promise.all([
          ask(() => api.results.certificateHealth(monitorId, options)),
          ask(() => api.results.detectedCertificates(monitorId, { sort: '-created_at' })),
        ])
        return {
          findings: toCertificateHealth(health, detected.data, ctx.clock.now()),
          run: runOf(health.run_id, health.run_started_at, health.run_ended_at),
          unreadable: mergeUnreadable(unreadableOf(health.certificate_checks), detected.unreadable),
        }
      }
      case 'sitemap': {
        const body = await ask(() => api.results.sitemap(monitorId, options))
        return { ...none, findings: toSitemap(body), run: looseRun(body) }
      }
      case 'application_health': {
        const checks = await ask(() => api.applicationHealth.list(monitorId))
        return { ...none, findings: toHealthChecks(checks), unreadable: unreadableOf(checks) }
      }
      // The scanning checks: the newest history item is the latest run's finding.
      case 'dns': {
        const page = await ask(() => api.results.dnsHistory(monitorId))
        const item = newest(page.data)
        return {
          ...none,
          findings: toDns(item),
          unreadable: mergeUnreadable(page.unreadable, unreadableOf(item?.dns_records ?? [])),
        }
      }
      case 'domain': {
        // 422 while the domain check is off or has not run yet (the simulator's reading of the
        // service's domain monitoring docs): no record, not a failure of the page.
        const info = await ask(() => api.results.domain(monitorId)).catch((error: unknown) => {
          if (error instanceof ValidationError || error instanceof NotFoundError) return null
          throw error
        })
        return { ...none, findings: toDomain(info, ctx.clock.now()) }
      }
      case 'ports': {
        const page = await ask(() => api.results.portsHistory(monitorId))
        return { ...none, findings: toPorts(newest(page.data)), unreadable: page.unreadable }
      }
      case 'dns_blocklist': {
        const page = await ask(() => api.results.dnsBlocklistHistory(monitorId))
        const item = newest(page.data)
        return {
          ...none,
          findings: toDnsBlocklist(item),
          unreadable: mergeUnreadable(page.unreadable, unreadableOf(item?.blocklist_results ?? [])),
        }
      }
      case 'lighthouse': {
        const [report, runs] = await Promise.all([
          // 404 while the monitor has no report yet: an empty page, not a failure.
          ask(() => api.reports.latestLighthouseReport(monitorId)).catch((error: unknown) => {
            if (error instanceof NotFoundError) return null
            throw error
          }),
          // The full report is the latest run's report page; the run list is the one the page
          // shows below (same cache entry), and without it the scores still show.
          runsOf(monitorId, 'lighthouse').catch(() => null),
        ])
        const reportUrl = report && runs ? latestReportUrl(runs.data) : null
        return { ...none, ...toLighthouse(report, reportUrl) }
      }
      case 'ai': {
        const page = await ask(() => api.reports.aiResponses(monitorId))
        return { ...none, findings: toAi(page.data), unreadable: page.unreadable }
      }
      default:
        return { ...none, findings: { kind: 'none' } }
    }
  }

  /** The check's settings as lines; extra, so a failed read shows none rather than no page. */
  async function settingsOf(monitorId: number, type: string): Promise<CheckSettingLine[]> {
    if (!hasSettingsText(type)) return []
    const key = `${checkPageKey(monitorId)}${type}:settings`
    try {
      return await ctx.cache.get(key, SETTINGS_TTL_MS, async () => {
        const monitor = await ask(() => ctx.api().monitors.get(monitorId))
        const check = monitor.checks.find((c) => c.type === type)
        const own = (monitor as Record<string, unknown>)[`${type}_check_settings`]
        return checkSettingLines(type, check?.settings, own)
      })
    } catch {
      return []
    }
  }

  async function healthAction(
    monitorId: number,
    call: () => Promise<unknown>,
    success: string,
  ): Promise<ActionResult> {
    const sent = await sendAction(ctx, call)
    if (!sent.ok) return sent.answer
    ctx.cache.invalidate(`${checkPageKey(monitorId)}application_health:`)
    return { ok: true, message: success }
  }

  return {
    checkDetails: async (monitorId, checkType, runId) => {
      const run = runId ?? null
      if (run !== null && !RUN_FINDINGS_TYPES.includes(checkType))
        throw new RangeError(`The findings of a past run cannot be read for ${checkType} checks.`)
      const key = `${checkPageKey(monitorId)}${checkType}:${run ?? 'latest'}`
      const ttl = run === null ? LATEST_FINDINGS_TTL_MS : PAST_FINDINGS_TTL_MS
      const [loaded, settings] = await Promise.all([
        cached(key, ttl, () => load(monitorId, checkType, run)),
        settingsOf(monitorId, checkType),
      ])
      return {
        monitorId,
        checkType,
        run: loaded.run,
        findings: loaded.findings,
        unreadable: loaded.unreadable,
        settings,
        fetchedAt: fetchedAt(key),
      }
    },
    snoozeHealthCheck: (monitorId, healthCheckId, minutes) =>
      healthAction(
        monitorId,
        () => ctx.api().applicationHealth.snooze(monitorId, healthCheckId, minutes),
        `Health check snoozed for ${minutes} minutes.`,
      ),
    unsnoozeHealthCheck: (monitorId, healthCheckId) =>
      healthAction(
        monitorId,
        () => ctx.api().applicationHealth.unsnooze(monitorId, healthCheckId),
        'Health check unsnoozed.',
      ),
  }
}
