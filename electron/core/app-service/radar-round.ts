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

/** Whether the monitor's domain check is on: only then is its domain read. */
export function domainCheckOn(monitor: ApiMonitor): boolean {
  // A plain loop, not `some` with a callback: a sweep asks this of every monitor whose domain
  // threshold is not the default (tests/bench/domain-radar.bench.ts measures it).
  for (const check of monitor.checks) if (check.type === 'domain' && check.enabled) return true
  return false
}

/** Each monitor's thresholds where they are not the default, as a sweep learns them. */
export interface SweptThresholds {
  thresholds: Map<number, number>
  domainThresholds: Map<number, number>
}

/**
 * Notes one monitor of a sweep's page: its certificate's threshold, and its domain's where the
 * domain is read (its check on), each only where it is not the default. The domain check is
 * looked for only then: most monitors keep the default, so their checks are not walked.
 */
export function noteThresholds(monitor: ApiMonitor, into: SweptThresholds): void {
  const days = expiryThreshold(monitor)
  if (days !== null && days !== DEFAULT_EXPIRY_THRESHOLD_DAYS) into.thresholds.set(monitor.id, days)
  const domainDays = expiryThreshold(monitor, 'domain_check_settings')
  if (domainDays !== null && domainDays !== DEFAULT_EXPIRY_THRESHOLD_DAYS && domainCheckOn(monitor))
    into.domainThresholds.set(monitor.id, domainDays)
}

export class Radar {
  private readings = new Map<number, { at: number; validUntil: string | null }>()
  /** The domain check's registration expiry, read like the certificates (`d:` keys). */
  private domains = new Map<number, { at: number; validUntil: string | null }>()
  private thresholds = new Map<number, number>()
  private domainThresholds = new Map<number, number>()
  readonly round: SlowRound

  constructor(
    private readonly ctx: AppServiceContext,
    private readonly onChange: () => void,
  ) {
    this.round = new SlowRound(ctx, 'Certificate health', () => {
      const key = mostOverdue(
        [...this.sources(), ...this.domainSources()],
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
    thresholds: Map<number, number>,
    domainThresholds: Map<number, number> = new Map(),
  ): void {
    this.thresholds = thresholds
    this.domainThresholds = domainThresholds
  }

  view(): ComingUpView {
    const readings: CertificateReading[] = [...this.readings].map(([monitorId, r]) => ({
      monitorId,
      validUntil: r.validUntil,
      thresholdDays: this.thresholds.get(monitorId) ?? DEFAULT_EXPIRY_THRESHOLD_DAYS,
    }))
    const domains: DomainReading[] = [...this.domains].map(([monitorId, r]) => ({
      monitorId,
      validUntil: r.validUntil,
      thresholdDays: this.domainThresholds.get(monitorId) ?? DEFAULT_EXPIRY_THRESHOLD_DAYS,
    }))
    return comingUp(this.ctx.snapshots.snapshot, readings, this.ctx.clock.now(), domains)
  }

  forget(): void {
    this.readings.clear()
    this.domains.clear()
    this.thresholds.clear()
    this.domainThresholds.clear()
  }

  /** Monitors with their certificate check on, those it already warns about first: at one read
   * a minute, a large account's would otherwise wait hours. */
  private sources(): string[] {
    const flagged: string[] = []
    const rest: string[] = []
    for (const m of this.ctx.snapshots.snapshot?.monitors ?? []) {
      const cert = m.checks.find((c) => c.type === 'certificate_health' && c.enabled)
      if (!cert) continue
      const health = checkResultHealth(cert.result)
      if (health === 'warning' || health === 'failed') flagged.push(String(m.id))
      else rest.push(String(m.id))
    }
    return [...flagged, ...rest]
  }

  /** Monitors with their domain check on (`d:` keys), after the certificates. */
  private domainSources(): string[] {
    return (this.ctx.snapshots.snapshot?.monitors ?? [])
      .filter((m) => m.checks.some((c) => c.type === 'domain' && c.enabled))
      .map((m) => `d:${m.id}`)
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
