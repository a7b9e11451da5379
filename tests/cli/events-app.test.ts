// `events` asks the running app first: its answer is read like anything from outside.
import { describe, expect, it } from 'vitest'
import { appTimeline } from '@app/cli/commands/events'
import type { TimelineEvent } from '@app/shared/timeline'

function event(seq: number, text: string): TimelineEvent {
  return {
    seq,
    at: new Date(Date.UTC(2026, 0, 1, 8, seq)).toISOString(),
    kind: 'action',
    type: 'snoozeCheck',
    monitorId: 1,
    monitorLabel: 'api',
    tags: [],
    checkId: 10,
    checkType: null,
    from: null,
    to: null,
    reason: null,
    text,
  }
}

describe('events from the running app', () => {
  it('keeps the valid events newest first, bounded, and counts the others', async () => {
    const asked: unknown[] = []
    const page = await appTimeline(
      async (op, args) => {
        asked.push(op, args)
        return {
          ok: true,
          result: {
            events: [event(2, 'x'.repeat(5_000)), { seq: 'bad' }, event(1, 'first')],
            total: 3,
            unreadable: 1,
          },
        }
      },
      { since: '2026-01-01T00:00:00.000Z' },
    )
    expect(asked).toEqual(['timeline', [{ since: '2026-01-01T00:00:00.000Z' }]])
    expect(page!.events.map((e) => e.seq)).toEqual([2, 1])
    expect(page!.events[0]!.text.length).toBeLessThanOrEqual(500)
    expect(page!.unreadable).toBe(2)
  })

  it('no app, a refusal or an answer of another shape: null, so the folder is read', async () => {
    expect(await appTimeline(async () => null, {})).toBeNull()
    expect(await appTimeline(async () => ({ ok: false }), {})).toBeNull()
    expect(await appTimeline(async () => ({ ok: true, result: { events: 'no' } }), {})).toBeNull()
  })
})
