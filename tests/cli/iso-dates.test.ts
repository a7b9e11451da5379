// Every date and time the CLI prints for people is ISO 8601 (scripts parse it; the app's language
// never reaches it). The CLI's formatter alone, then the real CLI against the simulator under a
// German locale and a far zone: status (with a snooze), maintenance schedule and list (a team in
// Brussels), a status-page post, events (the timeline's own sentences) and watch; every date-like
// token in what they print must be ISO 8601.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FileStore } from '@app/adapters/file-store'
import { episodeText, fromDecision, type NewTimelineEvent } from '@app/core/engine/timeline'
import { TimelineLog } from '@app/core/engine/timeline-log'
import { isoOnClock, isoTime, isoTimesInText } from '@app/cli/formats/iso-time'
import { parseCli } from '@app/cli/args'
import { runMaintenance } from '@app/cli/commands/maintenance'
import type { RecurringMaintenanceView } from '@app/shared/app-service-api'
import { useSimulator } from '../helpers/simulator'
import { runCli, startCli } from './run-cli'

vi.setConfig({ testTimeout: 60_000 })

const ISO = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[+-]\d{2}:\d{2})/g
const MONTH =
  '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mär|Mai|Okt|Dez|janv|févr|avr|mei|mrt)'

/** The date-like tokens of `text` that are not ISO 8601 (empty when all are). */
function nonIsoDates(text: string): string[] {
  const rest = text
    .replace(ISO, ' ')
    // A recurring window's daily clock range on the team's clock ("02:00-03:00"), not a date.
    .replace(/\b\d{2}:\d{2}-\d{2}:\d{2}\b/g, ' ')
  const patterns = [
    /\b\d{4}-\d{2}-\d{2}\b/g, // a date without its ISO time
    /\b\d{1,2}:\d{2}\b/g, // a clock time on its own
    /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g, // 26.11.2026, 11/26/2026
    new RegExp(`\\b\\d{1,2}\\.? ${MONTH}[a-zé]*\\b|\\b${MONTH}[a-zé]* \\d{1,2}\\b`, 'gi'),
    /\b(?:today|yesterday|tomorrow|ago|heute|gestern|aujourd'hui|vandaag)\b/gi,
    /\b\d{1,2} ?(?:AM|PM)\b/g,
  ]
  return patterns.flatMap((pattern) => rest.match(pattern) ?? [])
}

describe('the CLI formatter', () => {
  it('writes an instant in UTC to the second, and no time as "?"', () => {
    expect(isoTime('2026-11-26T14:05:00.123Z')).toBe('2026-11-26T14:05:00Z')
    expect(isoTime(Date.UTC(2026, 10, 26, 14, 5))).toBe('2026-11-26T14:05:00Z')
    expect(isoTime('2026-11-26T15:05:00+01:00')).toBe('2026-11-26T14:05:00Z')
    expect(isoTime('soon')).toBe('?')
    expect(isoTime(Number.NaN)).toBe('?')
  })

  it("writes a team's wall clock with the zone's offset then, daylight saving included", () => {
    expect(isoOnClock('2026-11-26 15:05', 'Europe/Brussels')).toBe('2026-11-26T15:05+01:00')
    expect(isoOnClock('2026-07-01 15:05', 'Europe/Brussels')).toBe('2026-07-01T15:05+02:00')
    expect(isoOnClock('2026-07-01 08:00', 'America/New_York')).toBe('2026-07-01T08:00-04:00')
    expect(isoOnClock('2026-07-01 08:00', 'Asia/Kolkata')).toBe('2026-07-01T08:00+05:30')
    expect(isoOnClock('2026-07-01 08:00', '+05:45')).toBe('2026-07-01T08:00+05:45')
    expect(isoOnClock('2026-07-01 08:00', 'UTC')).toBe('2026-07-01T08:00Z')
    expect(isoOnClock('2026-07-01 08:00', 'Not/AZone')).toBeNull()
    expect(isoOnClock('tomorrow', 'UTC')).toBeNull()
  })

  it("turns the app's sentences into ISO 8601: the timeline's UTC times and a named zone's clock", () => {
    const closed = episodeText('offline', '2026-01-01T09:30:00Z', '2026-01-01T09:45:00Z', 'x')
    expect(isoTimesInText(closed)).toContain('from 2026-01-01T09:30Z to 2026-01-01T09:45Z')
    const days = episodeText('offline', '2026-01-01T23:30:00Z', '2026-01-02T00:15:00Z', 'x')
    expect(isoTimesInText(days)).toContain('from 2026-01-01T23:30Z to 2026-01-02T00:15Z')
    const scheduled =
      'Maintenance on shop is scheduled from 2026-07-01 02:00 to 2026-07-01 04:30 (Europe/Brussels time).'
    expect(isoTimesInText(scheduled)).toBe(
      'Maintenance on shop is scheduled from 2026-07-01T02:00+02:00 to 2026-07-01T04:30+02:00 (Europe/Brussels time).',
    )
    expect(isoTimesInText('Snoozed shop for 60 minutes.')).toBe('Snoozed shop for 60 minutes.')
    for (const text of [closed, days, scheduled].map(isoTimesInText)) {
      expect(nonIsoDates(text), text).toEqual([])
    }
  })

  it('the check itself finds what is not ISO', () => {
    expect(nonIsoDates('at 2026-11-26T14:05:00Z and 2026-11-26T15:05+01:00')).toEqual([])
    expect(nonIsoDates('weekly on Mon 02:00-03:00 (Europe/Brussels time)')).toEqual([])
    for (const bad of [
      'at 2026-11-26 14:05 UTC',
      'today 14:05',
      '26 Nov 14:05',
      'Nov 26, 2026',
      '26.11.2026',
      '11/26/2026, 2:05 PM',
      '3 minutes ago',
    ]) {
      expect(nonIsoDates(bad), bad).not.toEqual([])
    }
  })
})

describe('maintenance list for people', () => {
  it("writes recurring windows in the CLI's English words from their fields, not the app's sentence", async () => {
    const recurring = (over: Partial<RecurringMaintenanceView>): RecurringMaintenanceView => ({
      id: 7,
      monitorId: 1,
      name: null,
      // The app's sentence, in the app's language.
      schedule: 'Jeden Mittwoch und Montag von 02:00 bis 03:00',
      startTime: '02:00',
      endTime: '03:00',
      recurrenceType: 'weekly',
      daysOfWeek: [3, 0, 1],
      dayOfMonth: null,
      ...over,
    })
    const view = {
      running: null,
      upcoming: [],
      recurring: [
        recurring({}),
        recurring({ id: 8, recurrenceType: 'monthly', daysOfWeek: null, dayOfMonth: 15 }),
        recurring({ id: 9, recurrenceType: 'daily', daysOfWeek: null }),
      ],
      zone: 'Europe/Brussels',
      zoneSource: 'setting' as const,
    }
    const service = {
      scheduleMaintenance: () => Promise.reject(new Error('not used')),
      deleteMaintenance: () => Promise.reject(new Error('not used')),
      maintenancePeriods: async () => view,
    }
    const cli = parseCli(['maintenance', 'list', '1'])
    if (cli.command !== 'maintenance') throw new Error('parsed as another command')
    const printed = await runMaintenance(cli, service, 'app')
    expect(printed.stdout!.split('\n').slice(1)).toEqual([
      'recurring  7  weekly on Mon, Wed, Sun 02:00-03:00 (Europe/Brussels time)',
      'recurring  8  monthly on day 15 02:00-03:00 (Europe/Brussels time)',
      'recurring  9  daily 02:00-03:00 (Europe/Brussels time)',
    ])
  })
})

const TOKEN = 'iso-dates-SECRET-token-71'
const sim = useSimulator({
  token: TOKEN,
  scenario: 'steady',
  monitors: 3,
  seed: 41,
  teamTimezones: ['Europe/Brussels'],
})
const HOUR = 3_600_000
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe('every human-format output of the CLI, under a German locale and a far zone', () => {
  let dataDir = ''
  // A user whose machine speaks German in Los Angeles: nothing of it may reach the output.
  const env = () => ({
    UPTRAY_API_TOKEN: TOKEN,
    UPTRAY_BASE_URL: sim().baseUrl,
    LANG: 'de_DE.UTF-8',
    LC_ALL: 'de_DE.UTF-8',
    TZ: 'America/Los_Angeles',
  })
  const cli = (args: string[]) => runCli(args, env())

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uptray-iso-events-'))
    const now = Date.now()
    const at = (ms: number) => new Date(ms).toISOString()
    const events: NewTimelineEvent[] = [
      fromDecision(
        {
          event: {
            type: 'snooze.started',
            at: at(now - 2 * HOUR),
            monitorId: 1,
            monitorLabel: 'shop',
            checkId: 10,
            checkType: 'uptime',
            to: at(now + HOUR),
          },
          notify: false,
          reason: 'not-alertable',
        },
        null,
      ),
      {
        at: at(now - HOUR),
        kind: 'sync',
        type: 'offline',
        monitorId: null,
        monitorLabel: null,
        tags: [],
        checkId: null,
        checkType: null,
        from: at(now - HOUR),
        to: at(now - HOUR + 15 * 60_000),
        reason: null,
        text: episodeText('offline', at(now - HOUR), at(now - HOUR + 15 * 60_000), 'no network'),
      },
    ]
    const log = new TimelineLog({
      store: new FileStore(dataDir),
      clock: { now: () => now, setTimer: () => ({ cancel: () => undefined }) },
      logger: quiet,
    })
    log.record(events)
    await log.flush()
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  const expectIso = (label: string, text: string) => {
    expect(text.trim(), `${label} printed nothing`).not.toBe('')
    expect(nonIsoDates(text), `${label}:\n${text}`).toEqual([])
  }

  it('status (a snoozed check), maintenance schedule and list, a status-page post, events', async () => {
    const monitors = await sim().json<{ data: { id: number; checks: { id: number }[] }[] }>(
      '/api/monitors',
    )
    const monitor = monitors.data[0]!
    const snooze = await cli(['snooze', String(monitor.checks[0]!.id), '--minutes', '90'])
    expect(snooze.code).toBe(0)
    expectIso('snooze', snooze.stdout)

    const status = await cli(['status'])
    expect(status.code).toBe(0)
    expect(status.stdout).toMatch(/snoozed until \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/)
    expectIso('status', status.stdout)

    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const scheduled = await cli([
      'maintenance',
      'schedule',
      String(monitor.id),
      '--starts',
      `${day} 02:00`,
      '--ends',
      `${day} 04:30`,
      '--timezone',
      'Asia/Tokyo',
    ])
    expect(scheduled.code).toBe(0)
    // The team's clock (Brussels), with its offset.
    expect(scheduled.stdout).toMatch(/from \d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+0[12]:00 to /)
    expectIso('maintenance schedule', scheduled.stdout)

    const listed = await cli(['maintenance', 'list', String(monitor.id)])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/^upcoming /m)
    expectIso('maintenance list', listed.stdout)

    const pages = await sim().json<{ data: { id: number }[] }>('/api/status-pages')
    const posted = await cli([
      'status-page',
      'post',
      String(pages.data[0]!.id),
      '--title',
      'Deploying',
      '--severity',
      'info',
    ])
    expect(posted.code).toBe(0)
    expect(posted.stdout).toMatch(/ at \d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}) /)
    expectIso('status-page post', posted.stdout)

    const events = await runCli(['events', '--data-dir', dataDir], { LANG: 'de_DE.UTF-8' })
    expect(events.code).toBe(0)
    expect(events.stdout.trim().split('\n')).toHaveLength(2)
    expectIso('events', events.stdout)
    const json = await runCli(['events', '--json', '--data-dir', dataDir])
    const texts = (JSON.parse(json.stdout) as { events: { text: string }[] }).events.map(
      (e) => e.text,
    )
    expect(texts).toHaveLength(2)
    expectIso('events --json texts', texts.join('\n'))
  })

  it('watch lines for people', async () => {
    const child = startCli(['watch'], env())
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    try {
      await vi.waitFor(() => expect(stdout).toMatch(/sync\.status/), { timeout: 30_000 })
    } finally {
      const closed = new Promise((resolve) => child.once('close', resolve))
      child.kill('SIGTERM')
      await closed
    }
    expect(stdout).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z {2}sync\.status/m)
    expectIso('watch', stdout)
  })
})
