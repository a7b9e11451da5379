// History items of the scanning checks (Lighthouse, DNS blocklist, ports, AI) and the domain
// record, in the shapes of the official PHP SDK's DTOs and fixtures (tests/Fixtures/Saloon:
// lighthouse-report(s), dns-blocklist-history-item(s), ports-history-item(s), ai-response(s),
// domain). The spec shows none of them ("Dedicated endpoints ...: not shown").
import { runsBetween, RUN_RETENTION_MS } from '../world/history'
import { hash, unit } from '../engine/prng'
import { MS, startOfUtcDay, ymdHis } from '../engine/time'
import { CHECK_TYPES } from '../world/types'
import { host } from './findings'
import { lighthouseReport, type ReportScores } from './lighthouse-report'
import { latestRunRef, runEnd, runId } from './runs'
import type { CheckType, RunResult, SimMonitor } from '../world/types'
import type { World } from '../world/world'

export interface Scan {
  id: number
  startedAt: number
  endedAt: number
  result: RunResult
}

/**
 * A monitor's scans of one type, newest first, over the run retention window. When the monitor
 * carries the check and it has run, the scans are its runs (the newest is its latest result).
 * Otherwise the host still has the service's daily scans (as the list of Lighthouse reports
 * always had here), all clean, so a monitor never reads as broken because a check is off.
 */
export function scans(world: World, monitor: SimMonitor, type: CheckType, now: number): Scan[] {
  const check = monitor.checks.find((candidate) => candidate.type === type)
  if (check && check.activeFrom !== null) {
    const list: Scan[] = runsBetween(world, check, now - RUN_RETENTION_MS, now, now)
      .filter((run) => run.result !== 'pending')
      .map((run) => ({
        id: runId(check, run.at),
        startedAt: run.at,
        endedAt: runEnd(check, run.at),
        result: run.result,
      }))
    const latest = latestRunRef(world, monitor, check, now)
    if (latest && latest.result !== 'pending' && !list.some((scan) => scan.id === latest.id))
      list.push(latest)
    if (list.length > 0) return list.sort((a, b) => b.startedAt - a.startedAt)
  }
  const virtualCheck = monitor.id * 16 + CHECK_TYPES.indexOf(type)
  const offset = hash(world.seed, virtualCheck) % MS.day
  const out: Scan[] = []
  for (let day = 0; day < RUN_RETENTION_MS / MS.day; day++) {
    const at = startOfUtcDay(now) - day * MS.day + offset
    if (at > now || at < monitor.createdAt) continue
    const id = virtualCheck * 1_000_000 + (Math.floor(at / MS.minute) % 1_000_000)
    out.push({ id, startedAt: at, endedAt: at + 5000, result: 'succeeded' })
  }
  return out
}

function bad(scan: Scan): boolean {
  return scan.result === 'failed' || scan.result === 'errored-or-timed-out'
}

function ipOf(monitor: SimMonitor): string {
  return `192.0.2.${monitor.id % 250}`
}

export function lighthouseJson(world: World, monitor: SimMonitor, scan: Scan, detail: boolean) {
  const score = (salt: number) => 60 + Math.floor(unit(world.seed, scan.id, salt) * 40)
  // A failed Lighthouse run is a performance score under the threshold (50).
  const performance = bad(scan) ? 20 + Math.floor(unit(world.seed, scan.id, 0) * 29) : score(1)
  const s: ReportScores = {
    performance,
    accessibility: score(2),
    bestPractices: score(3),
    seo: score(4),
    pwa: score(5),
    fcpMs: 800 + score(6) * 10.5,
    speedIndexMs: 900 + score(7) * 10,
    lcpMs: 1000 + score(8) * 12.25,
    tbtMs: 100 + score(10) * 3.5,
    cls: score(11) / 1000,
  }
  return {
    id: scan.id,
    performance_score: s.performance,
    accessibility_score: s.accessibility,
    best_practices_score: s.bestPractices,
    seo_score: s.seo,
    progressive_web_app_score: s.pwa,
    first_contentful_paint_in_ms: s.fcpMs,
    speed_index_in_ms: s.speedIndexMs,
    largest_contentful_paint_in_ms: s.lcpMs,
    time_to_interactive_in_ms: 1500 + score(9) * 11.5,
    total_blocking_time_in_ms: s.tbtMs,
    cumulative_layout_shift: s.cls,
    performed_on_checker_server: 'lighthouse-checker-frankfurt-1',
    // The list leaves the full report out; one report carries it (live-recorded SDK fixtures).
    ...(detail
      ? {
          json_report: lighthouseReport(
            world,
            scan.id,
            scan.startedAt,
            `https://${host(monitor)}/`,
            s,
          ),
        }
      : {}),
    issues: [],
    created_at: ymdHis(scan.endedAt),
  }
}

const BLOCKLISTS = [
  'zen.spamhaus.org',
  'bl.spamcop.net',
  'b.barracudacentral.org',
  'dnsbl.sorbs.net',
]

export function dnsBlocklistJson(monitor: SimMonitor, scan: Scan) {
  // A failed run: the host is listed on the first blocklist.
  const listed = bad(scan)
  const ip = ipOf(monitor)
  const reversed = ip.split('.').reverse().join('.')
  return {
    id: scan.id,
    checked_domain: host(monitor),
    resolved_ips: [ip],
    blocklist_results: BLOCKLISTS.map((provider, i) => ({
      provider,
      listed: listed && i === 0,
      query_target: listed && i === 0 ? `${reversed}.${provider}` : null,
      return_code: listed && i === 0 ? '127.0.0.2' : null,
      reason: listed && i === 0 ? 'Listed in the Spamhaus Block List' : null,
      timed_out: false,
    })),
    issues: listed ? [`${ip} is listed on ${BLOCKLISTS[0]}`] : null,
    created_at: ymdHis(scan.endedAt),
  }
}

export function portsJson(world: World, monitor: SimMonitor, scan: Scan) {
  // A failed run found a port open that was not expected.
  const unexpected = bad(scan) ? [3306] : []
  return {
    id: scan.id,
    scanned_host: host(monitor),
    resolved_ip: ipOf(monitor),
    open_ports: [80, 443, ...unexpected],
    issues: unexpected.map((port) => `Port ${port} is open but not expected`),
    scan_time_ms: 800 + Math.floor(unit(world.seed, scan.id) * 1400),
    created_at: ymdHis(scan.endedAt),
  }
}

export function aiResponseJson(world: World, monitor: SimMonitor, scan: Scan) {
  const ok = !bad(scan)
  const name = host(monitor)
  return {
    id: scan.id,
    result: ok ? 'ok' : 'issue',
    finish_reason: 'stop',
    prompt: `Check that ${name} shows its home page and no error message.`,
    text: ok
      ? `${name} is accessible and shows its home page normally.`
      : `${name} answers, but the page shows an error message instead of its content.`,
    notification_title: ok ? null : `${name} shows an error`,
    notification_body: ok ? null : 'The AI check found an error message on the page.',
    used_tools: [
      { name: 'http_check', arguments: {}, displayName: 'HTTP Check', displayArguments: [] },
    ],
    used_prompt_tokens: 90 + Math.floor(unit(world.seed, scan.id, 1) * 40),
    used_completion_tokens: 30 + Math.floor(unit(world.seed, scan.id, 2) * 40),
    raw_response: JSON.stringify({ message: ok ? 'All good' : 'Error message found' }),
    started_at: ymdHis(scan.startedAt),
    ended_at: ymdHis(scan.endedAt),
    created_at: ymdHis(scan.endedAt),
  }
}

/** The domain's registration as the latest domain run read it (SDK fixture domain.json). */
export function domainJson(world: World, monitor: SimMonitor, scan: Scan) {
  const registered = world.startedAt - (400 + (hash(world.seed, monitor.id, 7) % 3000)) * MS.day
  // A failed domain run: the registration expires within the 14-day threshold.
  const expiresInDays = bad(scan) ? 7 : 60 + (hash(world.seed, monitor.id, 8) % 300)
  return {
    expires_at: ymdHis(startOfUtcDay(scan.startedAt) + expiresInDays * MS.day),
    registered_at: ymdHis(registered),
    last_changed_at: ymdHis(registered + 365 * MS.day),
    last_updated_in_rdap_db_at: ymdHis(startOfUtcDay(scan.startedAt)),
    domain_statuses: ['clientTransferProhibited'],
    rdap_domain_response: {},
    created_at: ymdHis(scan.endedAt),
  }
}
