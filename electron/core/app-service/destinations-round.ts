// Alert-path health: notification destinations at team, tag, tag-group and monitor level, read by
// a slow round on spare budget only (one list a minute at most, each kept for hours), so an
// alert the service cannot deliver is a warning before it is missed. Enable is the one action.
import type { ActionResult } from '../../shared/app-service-api'
import type { ApiNotificationDestination } from '../api/schemas/notification-destination'
import type { DestinationLevel, DestinationView, DestinationsView } from '../../shared/coming-up'
import {
  destinationWarningParts,
  destinationWarnings,
  toDestinationView,
} from '../engine/destinations'
import type { SyncWarning } from '../../shared/sync-warning'
import { sendAction } from './action-failure'
import type { AppServiceContext } from './context'
import { SlowRound, mostOverdue } from './slow-round'

/** How long a read list of destinations counts as fresh. */
export const DESTINATIONS_TTL_MS = 6 * 3_600_000

/** The service's object stays in the main process (its secrets are sent back on an edit). */
export type Stored = DestinationView & { ownerId: number | null; raw: ApiNotificationDestination }

interface Read {
  at: number
  destinations: Stored[]
}

const TEAM = 'team'
const TAG = 'tag'
const TAG_GROUPS = 'tag-groups'

export class Destinations {
  private reads = new Map<string, Read>()
  private tagGroups: { id: number; label: string }[] = []
  readonly round: SlowRound

  constructor(
    private readonly ctx: AppServiceContext,
    private readonly onChange: () => void,
  ) {
    this.round = new SlowRound(ctx, 'Notification destinations', () => {
      const key = mostOverdue(
        this.sources(),
        (k) => this.reads.get(k)?.at,
        ctx.clock.now(),
        DESTINATIONS_TTL_MS,
      )
      return key === null ? null : () => this.read(key)
    })
  }

  /** Nothing read yet: the page that asks need not wait for the round's first minute. */
  get empty(): boolean {
    return this.reads.size === 0
  }

  view(): DestinationsView {
    const reads = [...this.reads.entries()].filter(([key]) => key !== TAG_GROUPS)
    const destinations = reads
      .flatMap(([, r]) => r.destinations)
      .map(({ ownerId: _ownerId, raw: _raw, ...view }) => view)
    const oldest = reads.length ? Math.min(...reads.map(([, r]) => r.at)) : null
    return {
      destinations,
      readAt: oldest === null ? null : new Date(oldest).toISOString(),
    }
  }

  warnings(): string[] {
    return destinationWarnings(this.view().destinations)
  }

  warningParts(): SyncWarning[] {
    return destinationWarningParts(this.view().destinations)
  }

  forget(): void {
    this.reads.clear()
    this.tagGroups = []
  }

  async enable(destinationId: number): Promise<ActionResult> {
    const found = this.find(destinationId)
    if (!found || found.ownerId === null)
      return {
        ok: false,
        message: `Destination ${destinationId} is not known here yet. Nothing was changed.`,
        kind: 'refused',
      }
    const { ownerId, level } = found
    const sent = await sendAction(this.ctx, () =>
      this.ctx.api().notificationDestinations[level].enable(ownerId, destinationId),
    )
    if (!sent.ok) return sent.answer
    Object.assign(found, toDestinationView(sent.value, level, ownerId, found.owner), {
      raw: sent.value,
    })
    this.onChange()
    return { ok: true, message: `${found.name} is enabled again.` }
  }

  /** Reads the list holding this level and owner again, at action priority (after a write). */
  async reread(level: DestinationLevel, ownerId: number): Promise<void> {
    const key = level === 'team' ? TEAM : level === 'tag' ? TAG : `${level}:${ownerId}`
    await this.read(key, 'action')
  }

  find(destinationId: number): Stored | undefined {
    for (const read of this.reads.values()) {
      const hit = read.destinations.find((d) => d.id === destinationId)
      if (hit) return hit
    }
    return undefined
  }

  private sources(): string[] {
    const monitors = this.ctx.snapshots.snapshot?.monitors ?? []
    return [
      TEAM,
      TAG,
      TAG_GROUPS,
      ...this.tagGroups.map((g) => `tagGroup:${g.id}`),
      ...monitors.map((m) => `monitor:${m.id}`),
    ]
  }

  private async read(key: string, priority: 'spare' | 'action' = 'spare'): Promise<void> {
    const api = this.ctx.api()
    const run = <T>(call: () => Promise<T>) =>
      priority === 'spare'
        ? this.ctx.gate.run('spare', call, { background: true })
        : this.ctx.gate.run('action', call, { failFast: true })
    const d = api.notificationDestinations
    let destinations: Stored[] = []
    if (key === TEAM) {
      const list = await run(() => d.team.list())
      destinations = list.map((x) => ({
        ...toDestinationView(x, 'team', x.team_id, 'Team'),
        raw: x,
      }))
    } else if (key === TAG) {
      const list = await run(() => d.tag.list())
      destinations = list.map((x) => {
        const id = typeof x.tag?.id === 'number' ? x.tag.id : null
        const name = typeof x.tag?.name === 'string' ? `Tag ${x.tag.name}` : 'Tag'
        return { ...toDestinationView(x, 'tag', id, name), raw: x }
      })
    } else if (key === TAG_GROUPS) {
      const groups = await run(() => api.tagGroups.list())
      this.tagGroups = groups.map((g) => ({ id: g.id, label: g.label }))
    } else {
      const [level, raw] = key.split(':') as [DestinationLevel, string]
      const id = Number(raw)
      const owner =
        level === 'tagGroup'
          ? `Tag group ${this.tagGroups.find((g) => g.id === id)?.label ?? id}`
          : (this.ctx.snapshots.snapshot?.monitors.find((m) => m.id === id)?.label ??
            `Monitor ${id}`)
      const list = await run(() =>
        level === 'tagGroup' ? d.tagGroup.list(id) : d.monitor.list(id),
      )
      destinations = list.map((x) => ({ ...toDestinationView(x, level, id, owner), raw: x }))
    }
    this.reads.set(key, { at: this.ctx.clock.now(), destinations })
    this.onChange()
  }
}
