// The expiry radar's reads: each monitor's certificate health and domain registration (when that
// check is on), by a slow round on spare budget only, kept for hours. The monitors' "expires soon" thresholds
// come with each sweep for free; the rest of the radar is the snapshot itself (engine/radar.ts).
import type { ComingUpView } from '../../shared/coming-up'
import { checkResultHealth } from '../../shared/health'
import { utcToIso } from '../api/dates'
import { NotFoundError, ValidationError } from '../api/errors'
import type { ApiMonitor } from '../api/schemas/monitor'
import {
  type CertificateReading,
  DEFAULT_EXPIRY_THRESHOLD_DAYS,
  type DomainReading,
  comingUp,
} from '../engine/radar'
import type { AppServiceContext } from './context'
import { SlowRound, mostOverdue } from './slow-round'

/** How long a monitor's certificate reading counts as fresh. */
export const CERTIFICATE_TTL_MS = 6 * 3_600_000

/**
 * The monitor's "expires soon" threshold in days for its certificate or its domain, when its
 * settings say (the spec's `certificate_health_check_settings` and `domain_check_settings`
 * both carry `expires_soon_threshold_in_days`; the recorded monitors answer null for the
 * service's default). Null outside 1-365 days: the radar then uses its default
 * (DEFAULT_EXPIRY_THRESHOLD_DAYS) and the monitor form leaves its field empty.
 */
export function expiryThreshold(
  monitor: ApiMonitor,
  of:
    | 'certificate_health_check_settings'
    | 'domain_check_settings' = 'certificate_health_check_settings',
): number | null {
  const settings = (monitor as Record<string, unknown>)[of]
  const days =
    settings && typeof settings === 'object'
      ? (settings as Record<string, unknown>).expires_soon_threshold_in_days
      : undefined
  return typeof days === 'number' && Number.isInteger(days) && days > 0 && days <= 365 ? days : null
}

/**
 * Each monitor's thresholds where they are not the default, as a sweep learns them: ids and days
 * side by side, in the sweep's order. Lists, not maps: a sweep appends to them at every monitor
 * with its own threshold (every monitor, at worst), and the radar makes a map of them only when
 * they differ from the last sweep's (LearnedThresholds; tests/bench/domain-radar.bench.ts).
 */
export interface ThresholdList {
  ids: number[]
  days: number[]
}

export interface SweptThresholds {
  thresholds: ThresholdList
  domainThresholds: ThresholdList
}

export const noThresholds = (): SweptThresholds => ({
  thresholds: { ids: [], days: [] },
  domainThresholds: { ids: [], days: [] },
})

/** No thresholds: learning it forgets them (read only, shared). */
const NO_THRESHOLDS: ThresholdList = Object.freeze({ ids: [], days: [] }) as ThresholdList

/**
 * Notes one monitor of a sweep's page: its certificate's threshold and its domain's, each only
 * where it is not the default. Its checks are not walked to see whether the domain check is on:
 * the radar reads a domain only where it is (Radar.sources), so a threshold noted for a
 * monitor whose check is off is never used, and walking every monitor's checks each sweep cost
 * most of this (5 ms of 6 at 10,000 monitors with their own domain threshold).
 */
export function noteThresholds(monitor: ApiMonitor, into: SweptThresholds): void {
  noteDays(monitor.id, ownDays(monitor), ownDays(monitor, 'domain_check_settings'), into)
}

/** A monitor's threshold of one kind as a sweep notes it: 0 where it is the default. */
export function ownDays(monitor: ApiMonitor, of?: Parameters<typeof expiryThreshold>[1]): number {
  const days = expiryThreshold(monitor, of)
  return days === null || days === DEFAULT_EXPIRY_THRESHOLD_DAYS ? 0 : days
}

/** Notes monitor `id`'s own days (ownDays), of its certificate and of its domain. */
export function noteDays(id: number, days: number, domainDays: number, into: SweptThresholds) {
  if (days !== 0) {
    into.thresholds.ids.push(id)
    into.thresholds.days.push(days)
  }
  if (domainDays !== 0) {
    into.domainThresholds.ids.push(id)
    into.domainThresholds.days.push(domainDays)
  }
}

function sameList(a: ThresholdList, b: ThresholdList): boolean {
  if (a.ids.length !== b.ids.length) return false
  for (let i = 0; i < a.ids.length; i++)
    if (a.ids[i] !== b.ids[i] || a.days[i] !== b.days[i]) return false
  return true
}

/**
 * One kind of threshold as the last sweep listed it, looked up by monitor. The map is made on the
 * first look after the list changed: most sweeps list the same monitors with the same days, and
 * the radar is looked at after every sweep (the tray's line), so a map made each sweep would cost
 * a map entry per monitor each sweep.
 */
export class LearnedThresholds {
  private list: ThresholdList = { ids: [], days: [] }
  private map: Map<number, number> | null = null

  /** A sweep's list: the map made of the one before stays while it is the same. */
  learn(list: ThresholdList): void {
    if (!sameList(list, this.list)) this.map = null
    this.list = list
  }

  /** The monitor's days, the default where the last sweep listed none. */
  daysOf(monitorId: number): number {
    if (this.map === null) {
      // Where a monitor is listed twice (a page that shifted), the later entry wins.
      this.map = new Map()
      for (let i = 0; i < this.list.ids.length; i++)
        this.map.set(this.list.ids[i]!, this.list.days[i]!)
    }
    return this.map.get(monitorId) ?? DEFAULT_EXPIRY_THRESHOLD_DAYS
  }

  forget(): void {
    this.learn({ ids: [], days: [] })
  }
}

export class Radar {
  private readings = new Map<number, { at: number; validUntil: string | null }>()
  /** The domain check's registration expiry, read like the certificates (`d:` keys). */
  private domains = new Map<number, { at: number; validUntil: string | null }>()
  private readonly thresholds = new LearnedThresholds()
  private readonly domainThresholds = new LearnedThresholds()
  readonly round: SlowRound

  constructor(
    private readonly ctx: AppServiceContext,
    private readonly onChange: () => void,
  ) {
    this.round = new SlowRound(ctx, 'Certificate health', () => {
      const key = mostOverdue(
        this.sources(),
        (k) =>
          k.startsWith('d:')
            ? this.domains.get(Number(k.slice(2)))?.at
            : this.readings.get(Number(k))?.at,
        ctx.clock.now(),
        CERTIFICATE_TTL_MS,
      )
      if (key === null) return null
      return key.startsWith('d:')
        ? () => this.readDomain(Number(key.slice(2)))
        : () => this.read(Number(key))
    })
  }

  /** After a sweep: the certificate and domain thresholds of the monitors just read. */
  learnThresholds(
    thresholds: ThresholdList,
    domainThresholds: ThresholdList = NO_THRESHOLDS,
  ): void {
    this.thresholds.learn(thresholds)
    this.domainThresholds.learn(domainThresholds)
  }

  view(): ComingUpView {
    const readings: CertificateReading[] = [...this.readings].map(([monitorId, r]) => ({
      monitorId,
      validUntil: r.validUntil,
      thresholdDays: this.thresholds.daysOf(monitorId),
    }))
    const domains: DomainReading[] = [...this.domains].map(([monitorId, r]) => ({
      monitorId,
      validUntil: r.validUntil,
      thresholdDays: this.domainThresholds.daysOf(monitorId),
    }))
    return comingUp(this.ctx.snapshots.snapshot, readings, this.ctx.clock.now(), domains)
  }

  forget(): void {
    this.readings.clear()
    this.domains.clear()
    this.thresholds.forget()
    this.domainThresholds.forget()
  }

  /**
   * In one walk of the checks: monitors with their certificate check on, those it already warns
   * about first (at one read a minute, a large account's would otherwise wait hours), then those
   * with their domain check on (`d:` keys).
   */
  private sources(): string[] {
    const flagged: string[] = []
    const rest: string[] = []
    const domains: string[] = []
    for (const m of this.ctx.snapshots.snapshot?.monitors ?? []) {
      for (const c of m.checks) {
        if (!c.enabled) continue
        if (c.type === 'domain') domains.push(`d:${m.id}`)
        if (c.type !== 'certificate_health') continue
        const health = checkResultHealth(c.result)
        if (health === 'warning' || health === 'failed') flagged.push(String(m.id))
        else rest.push(String(m.id))
      }
    }
    return [...flagged, ...rest, ...domains]
  }

  private async readDomain(monitorId: number): Promise<void> {
    const api = this.ctx.api()
    const info = await this.ctx.gate
      .run('spare', () => api.results.domain(monitorId), { background: true })
      // 422 while the check has no result yet (see check-details.ts): nothing to say, read later.
      .catch((error: unknown) => {
        if (error instanceof ValidationError || error instanceof NotFoundError) return null
        throw error
      })
    this.domains.set(monitorId, {
      at: this.ctx.clock.now(),
      validUntil: utcToIso(info?.expires_at ?? null),
    })
    this.onChange()
  }

  private async read(monitorId: number): Promise<void> {
    const api = this.ctx.api()
    const health = await this.ctx.gate.run(
      'spare',
      () => api.results.certificateHealth(monitorId),
      { background: true },
    )
    const validUntil = utcToIso(health.certificate_details.valid_until)
    this.readings.set(monitorId, { at: this.ctx.clock.now(), validUntil })
    this.onChange()
  }
}
