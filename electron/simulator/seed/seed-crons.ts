// Cron job monitors for every monitor whose `cron` check is enabled: a job that misses its
// schedule (`CRON_STOPS_AFTER_MINUTES` after world start), a healthy nightly job and, in the
// demo, one that keeps reporting failure.
import cronstrue from 'cronstrue'
import { uuidFrom, type Rng } from '../engine/prng'
import { MS } from '../engine/time'
import type { ScenarioName } from './scenarios'
import type { SimCron } from '../world/types'
import type { World } from '../world/world'

type CronSeed = Pick<
  SimCron,
  | 'name'
  | 'type'
  | 'frequencyMinutes'
  | 'graceMinutes'
  | 'cronExpression'
  | 'serverTimezone'
  | 'autoPing'
  | 'description'
>

export function seedCrons(
  world: World,
  rng: Rng,
  scenario: ScenarioName,
  now: number,
  stopsAfterMinutes: number,
): void {
  for (const monitor of world.monitors.values()) {
    if (!monitor.checks.some((check) => check.type === 'cron' && check.enabled)) continue
    const jobs: CronSeed[] = [
      {
        name: 'queue-heartbeat',
        type: 'simple',
        description: 'Queue worker reports every 5 minutes',
        frequencyMinutes: 5,
        graceMinutes: 2,
        cronExpression: null,
        serverTimezone: null,
        autoPing: { kind: 'finished', until: now + stopsAfterMinutes * MS.minute },
      },
      {
        name: 'nightly-backup',
        type: 'cron',
        description: null,
        frequencyMinutes: null,
        graceMinutes: 30,
        cronExpression: '0 3 * * *',
        serverTimezone: 'UTC',
        autoPing: { kind: 'finished', until: null },
      },
    ]
    if (scenario === 'demo') {
      jobs.push({
        name: 'invoice-export',
        type: 'simple',
        description: 'Exports invoices to accounting',
        frequencyMinutes: 60,
        graceMinutes: 10,
        cronExpression: null,
        serverTimezone: null,
        autoPing: { kind: 'failed', until: null },
      })
    }
    for (const job of jobs) {
      world.addCron({
        ...job,
        id: world.nextId('cron'),
        uuid: uuidFrom(rng),
        monitorId: monitor.id,
        createdAt: monitor.createdAt,
        lastPing: null,
        forced: null,
        snooze: null,
      })
    }
  }
}

export function humanCron(expression: string | null): string {
  if (!expression) return ''
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true })
  } catch {
    return expression
  }
}
