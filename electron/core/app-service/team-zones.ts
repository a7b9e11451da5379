// Each team's timezone, for maintenance times (the service answers and takes them as the team's
// wall-clock time without naming the zone). The best source known wins:
//   1. the user's setting for the team (Settings, `teamTimezones`, kept by picture team id: the
//      session's settings hold its own slot's, keyed by its service's team ids, slot-rules.ts);
//   2. a status page of the team (`timezone`; its team from the page's `team` as the official PHP
//      SDK reads it, else from its monitors' `team_id`, as the recorded answers carry them);
//   3. an offset learned from a start-maintenance answer against the answer's `Date` header (a
//      fixed offset: it knows nothing of DST, so it is used only when nothing better is known,
//      and the UI says it was learned);
//   4. the system's zone.
import { clip } from '../../shared/clip'
import type { TeamZoneSource, TeamZoneView } from '../../shared/app-service-api'
import type { Team } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import {
  isOffsetZone,
  isValidZone,
  learnOffset,
  offsetZone,
  systemZone,
} from '../../shared/team-time'
import type { ApiStatusPage } from '../api/schemas/status-page'
import type { KeyValueStore, Logger } from '../ports'

/**
 * KeyValueStore key of the learned offsets (service team id -> `+HH:MM`): the session's store is
 * its account's own (account-store.ts), so two accounts' team 1 never share one.
 */
export const LEARNED_ZONES_KEY = 'team-offsets'
/** At most this many learned offsets are kept (one per team). */
const MAX_LEARNED = 500

export interface TeamZone {
  zone: string
  source: TeamZoneSource
}

export interface TeamZonesDeps {
  settings: () => Settings
  store: KeyValueStore
  logger: Logger
  /** The system's zone (injected by tests; Intl's resolved zone otherwise). */
  systemZone?: () => string
}

export class TeamZones {
  private readonly fromPages = new Map<number, string>()
  private readonly learned = new Map<number, string>()
  private pagesReadAt: number | null = null
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly deps: TeamZonesDeps) {}

  /** Reads the learned offsets (tolerantly: a bad entry is set aside). */
  async load(): Promise<void> {
    let raw: unknown
    try {
      raw = await this.deps.store.get(LEARNED_ZONES_KEY)
    } catch (error) {
      this.deps.logger.warn('Could not read the learned team offsets', { error: String(error) })
      return
    }
    if (typeof raw !== 'object' || raw === null) return
    let setAside = 0
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      const teamId = Number(key)
      if (Number.isSafeInteger(teamId) && typeof value === 'string' && isOffsetZone(value)) {
        if (this.learned.size < MAX_LEARNED) this.learned.set(teamId, value)
      } else setAside++
    }
    if (setAside > 0) this.deps.logger.warn('Learned team offsets set aside', { count: setAside })
  }

  /** The zone maintenance times of `teamId` are read and written in. */
  zoneOf(teamId: number | null | undefined): TeamZone {
    if (teamId !== null && teamId !== undefined) {
      const set = this.deps.settings().teamTimezones[String(teamId)]
      if (set && isValidZone(set)) return { zone: set, source: 'setting' }
      const page = this.fromPages.get(teamId)
      if (page) return { zone: page, source: 'status-page' }
      const learned = this.learned.get(teamId)
      if (learned) return { zone: learned, source: 'learned' }
    }
    return { zone: (this.deps.systemZone ?? systemZone)(), source: 'system' }
  }

  /** True when only the system's zone or a learned offset is known (a status page may tell). */
  wantsBetter(teamId: number): boolean {
    const source = this.zoneOf(teamId).source
    return source === 'system' || source === 'learned'
  }

  /** When the status pages were last learned from (null: never). */
  get statusPagesReadAt(): number | null {
    return this.pagesReadAt
  }

  /** Learns each team's zone from its status pages (the first page of a team with a valid zone). */
  learnStatusPages(pages: ApiStatusPage[], now: number): void {
    this.pagesReadAt = now
    this.fromPages.clear()
    for (const page of pages) {
      const zone = page.timezone
      if (!zone || !isValidZone(zone)) continue
      const teamId = page.team?.id ?? page.monitors.find((m) => m.team_id)?.team_id ?? null
      if (teamId !== null && !this.fromPages.has(teamId)) this.fromPages.set(teamId, zone)
    }
  }

  /**
   * Learns a team's offset from an immediate maintenance answer (`starts_at` is the team's wall
   * clock at the moment of the answer's `Date`). Kept and stored only while nothing better is
   * known for the team.
   */
  learnFromAnswer(teamId: number, dateHeader: string | null, startsAt: string): void {
    const minutes = learnOffset(dateHeader, startsAt)
    if (minutes === null) return
    const zone = offsetZone(minutes)
    if (this.learned.get(teamId) === zone) return
    if (!this.learned.has(teamId) && this.learned.size >= MAX_LEARNED) return
    this.learned.set(teamId, zone)
    this.deps.logger.info('Learned a team offset from a maintenance answer', { teamId, zone })
    const snapshot = Object.fromEntries([...this.learned].map(([id, z]) => [String(id), z]))
    this.writing = this.writing
      .then(() => this.deps.store.set(LEARNED_ZONES_KEY, snapshot))
      .catch((error: unknown) =>
        this.deps.logger.warn('Could not store a learned team offset', { error: String(error) }),
      )
  }

  /** Resolves when the learned offsets are on disk. */
  flush(): Promise<void> {
    return this.writing
  }

  /** Forgets what was learned (another account). */
  async clear(): Promise<void> {
    this.fromPages.clear()
    this.pagesReadAt = null
    this.learned.clear()
    await this.flush()
    await this.deps.store.delete(LEARNED_ZONES_KEY).catch(() => undefined)
  }

  /** Each team with the zone used for it and where it comes from (the Settings section). */
  view(teams: Team[]): TeamZoneView[] {
    return teams.map((team) => {
      const { zone, source } = this.zoneOf(team.id)
      return { teamId: team.id, teamName: clip(team.name), zone, source }
    })
  }
}
