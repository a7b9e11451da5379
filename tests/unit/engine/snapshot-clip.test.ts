// Every text from the service is clipped where it enters the snapshot: a 500 KB summary with no
// spaces, a runaway label, URL, group name or tag never reaches a screen, a menu or a log whole.
import { describe, expect, it } from 'vitest'
import type { ApiCronCheck } from '@app/core/api/schemas/cron-check'
import { normalizeCronCheck, withMaintenance } from '@app/core/engine/snapshot'
import { TEXT_LIMITS, clip } from '@app/shared/clip'
import { monitorPage, mutate, sweepOf, type JsonObject } from '../api/drift-helpers'

const HUGE = 'x'.repeat(500 * 1024)

describe('clip', () => {
  it('keeps short texts, cuts long ones to the limit with an ellipsis, never halves an emoji', () => {
    expect(clip('short', 10)).toBe('short')
    expect(clip('abcdefghijk', 10)).toBe('abcdefghi…')
    expect(clip('abcdefgh😀xyz', 10)).toBe('abcdefgh…')
  })
})

describe('texts entering the snapshot', () => {
  it('are clipped: summary, labels, URL, group and tags of a monitor', async () => {
    let body: JsonObject = monitorPage()
    for (const [path, value] of [
      [['checks', 0, 'summary'], HUGE],
      // A type the label table does not know keeps the service's label (clipped).
      [['checks', 0, 'type'], 'new_check'],
      [['checks', 0, 'label'], HUGE],
      [['label'], HUGE],
      [['url'], `https://${HUGE}`],
      [['group_name'], HUGE],
      [['tags'], [HUGE, 'ok']],
    ] as const) {
      body = mutate(body, ['data', 0, ...path], { kind: 'replace', value: value as never })
    }
    const snapshot = await sweepOf(body)
    const [m] = snapshot.monitors
    expect(m!.checks[0]!.summary!.length).toBe(TEXT_LIMITS.text)
    expect(m!.checks[0]!.label.length).toBe(TEXT_LIMITS.name)
    expect(m!.label.length).toBe(TEXT_LIMITS.name)
    expect(m!.url.length).toBe(TEXT_LIMITS.url)
    expect(m!.groupName.length).toBe(TEXT_LIMITS.name)
    expect(m!.tags.map((t) => t.length)).toEqual([TEXT_LIMITS.tag, 2])
    expect(JSON.stringify(snapshot).length).toBeLessThan(100_000)
  })

  it('are clipped: cron names and schedules, maintenance names', () => {
    const cron = normalizeCronCheck(
      {
        id: 1,
        name: HUGE,
        type: 'simple',
        latest_result: '',
        latest_result_label: HUGE,
        latest_result_label_color: '',
        human_readable_cron_expression: HUGE,
        cron_expression: null,
        frequency_in_minutes: 5,
        grace_time_in_minutes: 1,
        server_timezone: null,
        latest_ping_at: null,
        active_snooze: null,
        ping_url: `https://${HUGE}`,
      } as unknown as ApiCronCheck,
      7,
    )
    expect(cron.name.length).toBe(TEXT_LIMITS.name)
    expect(cron.resultLabel.length).toBe(TEXT_LIMITS.name)
    expect(cron.humanSchedule.length).toBe(TEXT_LIMITS.text)
    expect(cron.pingUrl.length).toBe(TEXT_LIMITS.url)

    const snapshot = withMaintenance(
      {
        fetchedAt: '',
        monitors: [{ id: 7 } as never],
        cron: {},
        unreadable: { count: 0, reasons: [] },
        ran: { monitors: {}, checks: {} },
      },
      7,
      { startedAt: '', endsAt: '', name: HUGE, periodId: 1 },
    )
    expect(snapshot.monitors[0]!.maintenance!.name!.length).toBe(TEXT_LIMITS.name)
  })
})
