// A sweep keeps an unchanged monitor without building a copy to compare (sameMonitorAs), and reads
// the service's run times straight from their characters: both must answer exactly what building
// the monitor afresh and the general time reader answer.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { utcToIso } from '@app/core/api/dates'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import { CheckRunWriter, checkRanAt } from '@app/core/engine/check-run-table'
import { buildSnapshot, noteRunTimes } from '@app/core/engine/snapshot'
import type { CheckState, MonitorState } from '@app/shared/model'
import { RECORDINGS_DIR } from '../../helpers/recordings-dir'

const AT = '2026-01-01T10:00:30.000Z'
const LATER = '2026-01-01T10:01:00.000Z'

function recordedMonitors(): ApiMonitor[] {
  const file = JSON.parse(readFileSync(`${RECORDINGS_DIR}/monitors.json`, 'utf8')) as {
    data: string
  }
  return monitorPageSchema.parse(JSON.parse(file.data)).data as ApiMonitor[]
}

/** A field of a monitor's state, or of its first check's (`check <field>`). */
type Field = keyof MonitorState | `check ${keyof CheckState}`

/**
 * One change to the first monitor of the recorded page, each to a field the snapshot keeps, named
 * with the field of the state it moves (every field is moved by one: see the test below).
 */
const CHANGES: Record<string, [Field, (m: ApiMonitor) => void]> = {
  label: ['label', (m) => (m.label = `${m.label} (new)`)],
  'label gone, sort url instead': [
    'label',
    (m) => {
      m.label = ''
      m.sort_url = 'elsewhere.example'
    },
  ],
  url: ['url', (m) => (m.url = `${m.url}/other`)],
  type: ['type', (m) => (m.type = 'ping')],
  'team id': ['teamId', (m) => (m.team_id = m.team_id + 1)],
  'group name': ['groupName', (m) => (m.group_name = 'Elsewhere')],
  'a tag added': ['tags', (m) => (m.tags = [...m.tags, 'new-tag'])],
  'a runaway tag (clipped)': ['tags', (m) => (m.tags = ['x'.repeat(500)])],
  'summarized result': [
    'result',
    (m) =>
      (m.summarized_check_result = m.summarized_check_result === 'failed' ? 'succeeded' : 'failed'),
  ],
  'a check removed': ['checks', (m) => m.checks.pop()],
  // Checks are matched by position: another check in the first one's place.
  "a check's id": ['check id', (m) => (m.checks[0]!.id = m.checks[0]!.id + 1_000_000)],
  "a check's type": [
    'check type',
    (m) => (m.checks[0]!.type = m.checks[0]!.type === 'dns' ? 'domain' : 'dns'),
  ],
  "a check's label (of a type without its one name)": [
    'check label',
    (m) => {
      m.checks[0]!.type = 'unknown'
      m.checks[0]!.label = 'Brand new'
    },
  ],
  "a check's enabled": ['check enabled', (m) => (m.checks[0]!.enabled = !m.checks[0]!.enabled)],
  "a check's result": [
    'check result',
    (m) => (m.checks[0]!.latest_run_result = 'errored-or-timed-out'),
  ],
  "a check's summary": ['check summary', (m) => (m.checks[0]!.summary = 'Down since a minute')],
  "a check's summary gone": ['check summary', (m) => (m.checks[0]!.summary = null)],
  "a check's snooze": [
    'check snoozedUntil',
    (m) => {
      m.checks[0]!.active_snooze = {
        ends_at: '2026-01-01 11:00:00',
        unsnoozed_by: null,
      } as ApiMonitor['checks'][number]['active_snooze']
    },
  ],
}

/**
 * Not moved by a change above: a monitor is matched with the previous one by its id, and the list
 * does not carry maintenance.
 */
const UNCHANGED: Field[] = ['id', 'maintenance']

describe('a sweep compares a monitor with the previous snapshot in place', () => {
  it('keeps the very monitor when only run times moved', () => {
    const first = buildSnapshot(recordedMonitors(), AT, null)
    const api = recordedMonitors()
    for (const m of api) {
      m.latest_run_date = '2026-01-01 10:00:59'
      for (const c of m.checks) c.latest_run_ended_at = '2026-01-01 10:00:58'
    }
    const second = buildSnapshot(api, LATER, first)
    second.monitors.forEach((m, i) => expect(m).toBe(first.monitors[i]))
    expect(checkRanAt(second.ran, api[0]!.checks[0]!.id)).toBe(Date.UTC(2026, 0, 1, 10, 0, 58))
  })

  it('has a change above for every field of a monitor and of a check', () => {
    // A field added to the states must be compared in place too: its change then shows it is.
    const [monitor] = buildSnapshot(recordedMonitors(), AT, null).monitors
    const fields = [
      ...Object.keys(monitor!),
      ...Object.keys(monitor!.checks[0]!).map((field) => `check ${field}`),
    ]
    const changed = new Set<string>(Object.values(CHANGES).map(([field]) => field))
    expect(
      fields.filter((field) => !changed.has(field) && !UNCHANGED.includes(field as Field)),
    ).toEqual([])
  })

  it('builds nothing for a monitor that did not change', () => {
    const first = buildSnapshot(recordedMonitors(), AT, null)
    const api = recordedMonitors()
    // Building a monitor's state maps its checks; comparing in place reads them by index.
    for (const m of api)
      Object.defineProperty(m.checks, 'map', {
        value: () => {
          throw new Error(`monitor ${m.id} was built afresh`)
        },
      })
    const second = buildSnapshot(api, LATER, first)
    expect(second.monitors).toEqual(first.monitors)
  })

  for (const [name, [, change]] of Object.entries(CHANGES)) {
    it(`builds a new monitor, equal to one built afresh, when ${name} changed`, () => {
      const first = buildSnapshot(recordedMonitors(), AT, null)
      const api = recordedMonitors()
      change(api[0]!)
      const second = buildSnapshot(api, LATER, first)
      const fresh = buildSnapshot(api, LATER, null)
      expect(second.monitors[0]).not.toBe(first.monitors[0])
      expect(second.monitors).toEqual(fresh.monitors)
      second.monitors.slice(1).forEach((m, i) => expect(m).toBe(first.monitors[i + 1]))
    })
  }
})

describe('run times read straight from their characters', () => {
  const TIMES = [
    '2026-01-05 09:01:00',
    '2026-01-05T09:01:00',
    '1999-12-31 23:59:59',
    '2024-02-29 12:00:00',
    '2026-13-01 00:00:00', // month 13 rolls over, as Date.UTC has it
    '2026-02-30 00:00:00',
    '0099-01-01 00:00:00', // a two-digit year is read as 19xx by Date.UTC
    '0100-01-01 00:00:00',
    '0000-00-00 00:00:00', // PHP's zero date
    '-001-01-01 00:00:00', // the right length and separators, a sign for a digit
    '2026-01-05 24:60:60', // out-of-range time fields roll over too
    '2026-01-05 09:01', // no seconds
    '2026-01-05 09:01:0x',
    '2026-01-05 09:01:00Z',
    '2026-01-05T09:01:00+02:00',
    '2026/01/05 09:01:00',
    ' 2026-01-05 09:01:00',
    'soon',
    '',
  ]

  it('gives what the general reader gives, for every shape', () => {
    const ran = { monitors: {} as Record<number, number>, checks: new CheckRunWriter(undefined) }
    TIMES.forEach((time, id) =>
      noteRunTimes(
        {
          id,
          latest_run_date: time,
          checks: [{ id, latest_run_ended_at: time }],
        } as unknown as ApiMonitor,
        ran,
      ),
    )
    const checks = ran.checks.finish()
    TIMES.forEach((time, id) => {
      const iso = utcToIso(time)
      const expected = iso === null ? undefined : Date.parse(iso)
      expect([time, ran.monitors[id]]).toEqual([time, expected])
      expect([time, checks.at(id)]).toEqual([time, expected])
    })
    expect(ran.monitors[0]).toBe(Date.UTC(2026, 0, 5, 9, 1, 0))
  })
})
