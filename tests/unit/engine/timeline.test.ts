import { describe, expect, it } from 'vitest'
import {
  appendEvents,
  fromAction,
  fromDecision,
  episodeEnd,
  episodeStart,
  syncCause,
  queryEvents,
  TIMELINE_LIMITS,
  type NewTimelineEvent,
} from '@app/core/engine/timeline'
import { elapsedText, handoverMarkdown, mdText } from '@app/core/engine/timeline-handover'
import { countHealth } from '@app/shared/health'
import type { SyncStatus } from '@app/shared/model'
import type { TimelineEvent } from '@app/shared/timeline'
import { cron, monitor, snapshot, withCheck } from './snapshot-fixtures'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const iso = (ms: number) => new Date(ms).toISOString()
const MIN = 60_000

function change(at: number, overrides: Partial<NewTimelineEvent> = {}): NewTimelineEvent {
  return {
    at: iso(at),
    kind: 'change',
    type: 'check.changed',
    monitorId: 1,
    monitorLabel: 'site-1.example',
    tags: [],
    checkId: 10,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
    reason: null,
    text: 'site-1.example: uptime changed',
    ...overrides,
  }
}

function sync(state: SyncStatus['state'], message: string | null = null): SyncStatus {
  return {
    state,
    stale: false,
    lastSuccessAt: null,
    nextSweepAt: null,
    offlineSince: null,
    rateLimitedUntil: null,
    budgetUsed: 0,
    message,
    errorKind: null,
    notice: null,
    warnings: [],
  }
}

describe('timeline history', () => {
  it('numbers events in order and keeps at most maxEvents, dropping the oldest', () => {
    const limits = { maxEvents: 3, maxAgeMs: TIMELINE_LIMITS.maxAgeMs }
    let events: TimelineEvent[] = []
    for (let i = 0; i < 5; i += 1)
      events = appendEvents(events, [change(T0 + i * MIN)], T0 + 5 * MIN, limits)
    expect(events.map((e) => e.seq)).toEqual([3, 4, 5])
  })

  it('drops events older than seven days', () => {
    const old = change(T0 - TIMELINE_LIMITS.maxAgeMs - 1)
    const young = change(T0 - TIMELINE_LIMITS.maxAgeMs + MIN)
    const events = appendEvents([], [old, young], T0)
    expect(events.map((e) => e.at)).toEqual([young.at])
  })

  it('bounds every string from the service', () => {
    const [event] = appendEvents(
      [],
      [
        change(T0, {
          monitorLabel: 'x'.repeat(10_000),
          text: 'y'.repeat(10_000),
          tags: ['t'.repeat(500)],
        }),
      ],
      T0,
    )
    expect(event!.monitorLabel!.length).toBeLessThanOrEqual(300)
    expect(event!.text.length).toBeLessThanOrEqual(500)
    expect(event!.tags[0]!.length).toBeLessThanOrEqual(100)
  })

  it('answers newest first, filtered by monitor, tag, kind and time', () => {
    const events = appendEvents(
      [],
      [
        change(T0, { monitorId: 1, tags: ['prod'] }),
        change(T0 + MIN, { monitorId: 2, tags: ['staging'] }),
        change(T0 + 2 * MIN, { monitorId: 1, kind: 'action', type: 'snoozeCheck', tags: ['prod'] }),
        change(T0 + 3 * MIN, { monitorId: null, kind: 'sync', type: 'offline', tags: [] }),
      ],
      T0 + 4 * MIN,
    )
    expect(queryEvents(events, {}).events.map((e) => e.seq)).toEqual([4, 3, 2, 1])
    expect(queryEvents(events, { monitorId: 1 }).events.map((e) => e.seq)).toEqual([3, 1])
    expect(queryEvents(events, { tag: 'staging' }).events.map((e) => e.seq)).toEqual([2])
    expect(queryEvents(events, { kinds: ['sync', 'action'] }).events.map((e) => e.seq)).toEqual([
      4, 3,
    ])
    expect(
      queryEvents(events, { since: iso(T0 + MIN), until: iso(T0 + 3 * MIN) }).events.map(
        (e) => e.seq,
      ),
    ).toEqual([3, 2])
    const page = queryEvents(events, { limit: 1 })
    expect(page.events.map((e) => e.seq)).toEqual([4])
    expect(page.total).toBe(4)
  })
})

describe('timeline events', () => {
  it('keeps why an alert was muted', () => {
    const s = snapshot([monitor(1, { tags: ['prod'] })])
    const event = fromDecision(
      {
        event: {
          type: 'check.changed',
          at: iso(T0),
          monitorId: 1,
          monitorLabel: 'site-1.example',
          checkId: 10,
          checkType: 'uptime',
          from: 'succeeded',
          to: 'failed',
        },
        notify: false,
        reason: 'quiet-hours',
      },
      s,
    )
    expect(event).toMatchObject({
      kind: 'change',
      reason: 'quiet-hours',
      tags: ['prod'],
      to: 'failed',
    })
    expect(event.text).toContain('muted: quiet-hours')
  })

  it("a cron job's change names the job", () => {
    const s = snapshot([monitor(1)], { 1: [cron(77, 1, { name: 'Nightly backup' })] })
    const event = fromDecision(
      {
        event: {
          type: 'cron.changed',
          at: iso(T0),
          monitorId: 1,
          monitorLabel: 'site-1.example',
          cronCheckId: 77,
          from: 'pingFinished',
          to: 'pingFailed',
        },
        notify: true,
      },
      s,
    )
    expect(event).toMatchObject({ checkId: 77, checkType: 'cron', monitorId: 1 })
    expect(event.text).toBe(
      "site-1.example: cron job 'Nightly backup' changed from pingFinished to pingFailed",
    )
    // The name as data too, for a window to word the row in its own language.
    expect(event.cronJob).toBe('Nightly backup')
  })

  it('a cron change whose job the snapshot does not know records no name; others none at all', () => {
    const change = (cronCheckId?: number) =>
      fromDecision(
        {
          event: {
            type: cronCheckId === undefined ? 'check.changed' : 'cron.changed',
            at: iso(T0),
            monitorId: 1,
            monitorLabel: 'site-1.example',
            ...(cronCheckId === undefined ? { checkId: 10, checkType: 'uptime' } : { cronCheckId }),
            from: 'succeeded',
            to: 'failed',
          },
          notify: true,
        },
        snapshot([monitor(1)]),
      )
    expect(change(78).cronJob).toBeNull()
    expect(change()).not.toHaveProperty('cronJob')
  })

  it('a snooze starting is no muted alert, and its end reads as a time', () => {
    const event = fromDecision(
      {
        event: {
          type: 'snooze.started',
          at: iso(T0),
          monitorId: 1,
          monitorLabel: 'site-1.example',
          checkId: 10,
          checkType: 'uptime',
          to: '2026-01-01T09:30:00.000Z',
        },
        notify: false,
        reason: 'not-alertable',
      },
      null,
      iso(T0 + MIN),
    )
    expect(event).toMatchObject({ reason: null, at: iso(T0 + MIN) })
    expect(event.text).toBe('site-1.example: Uptime snoozed until 2026-01-01 09:30 UTC')
  })

  it('a sync problem is one row with its cause in plain words, and its end says back to normal', () => {
    const raw =
      'GET /api/monitors?page%5Bnumber%5D=1&page%5Bsize%5D=200 failed: fetch failed (ECONNREFUSED)'
    const started = episodeStart(sync('offline', raw), iso(T0 + 18 * MIN))
    expect(started).toMatchObject({
      kind: 'sync',
      type: 'offline',
      from: iso(T0 + 18 * MIN),
      to: null,
      reason: 'the service did not answer',
    })
    expect(started.text).toBe('Offline since 2026-01-01 08:18 UTC: the service did not answer')
    const ended = episodeEnd({ ...started, seq: 4 }, iso(T0 + 19 * MIN))
    expect(ended).toMatchObject({ seq: 4, to: iso(T0 + 19 * MIN), at: started.at })
    expect(ended.text).toBe(
      'Offline from 2026-01-01 08:18 UTC to 08:19 UTC: the service did not answer. Back to normal.',
    )
    for (const text of [started.text, ended.text]) expect(text).not.toMatch(/%5B|\/api\//)
  })

  it('names the cause of each kind of sync problem without paths', () => {
    expect(syncCause('offline', 'You are offline.')).toBe('no network connection')
    expect(syncCause('offline', 'GET /api/monitors timed out after 15000 ms')).toBe(
      'the service did not answer in time',
    )
    expect(syncCause('error', 'GET /api/monitors?page%5Bnumber%5D=1 failed with 503')).toBe(
      'the service answered with an error (HTTP 503)',
    )
    expect(syncCause('error', 'GET /api/monitors answered 200 with HTML')).toBe(
      'the service sent an answer Uptray could not read',
    )
    expect(syncCause('rate-limited', 'GET /api/monitors failed with 429')).toBe(
      'the service asked Uptray to slow down',
    )
    expect(syncCause('auth-needed', null)).toBe('the service refused the API token')
  })
})

describe('action events', () => {
  it('a failed action names what was tried, where, and why', () => {
    const event = fromAction({
      at: iso(T0),
      operation: 'rerunCheck',
      monitorId: 1,
      checkId: 10,
      checkType: 'uptime',
      ok: false,
      what: "re-run 'Uptime' of api.example",
      message: 'POST /api/checks/10/request-run failed with 404: Resource not found.',
      snapshot: snapshot([monitor(1, { label: 'api.example', tags: ['prod'] })]),
    })
    expect(event).toMatchObject({ kind: 'action', monitorLabel: 'api.example', tags: ['prod'] })
    expect(event.text).toBe(
      "This app could not re-run 'Uptime' of api.example: POST /api/checks/10/request-run failed with 404: Resource not found.",
    )
    expect(event.reason).toContain('404')
    expect(event.action).toEqual({ outcome: 'failed', what: "re-run 'Uptime' of api.example" })
  })

  it("one that worked keeps the app's answer as its part", () => {
    const event = fromAction({
      at: iso(T0),
      operation: 'snoozeCheck',
      monitorId: 1,
      checkId: 10,
      checkType: 'uptime',
      ok: true,
      what: "snooze 'Uptime' of api.example",
      message: 'Snoozed Uptime on api.example for 1 hour.',
      snapshot: null,
    })
    expect(event.text).toBe('This app: Snoozed Uptime on api.example for 1 hour.')
    expect(event.action).toEqual({
      outcome: 'done',
      message: 'Snoozed Uptime on api.example for 1 hour.',
    })
  })
})

describe('handover', () => {
  it('says what failed and for how long, what still fails, what is snoozed or in maintenance', () => {
    const now = T0 + 3 * 60 * MIN
    const events = appendEvents(
      [],
      [
        change(T0, { monitorId: 1, monitorLabel: 'api.example', checkId: 10 }),
        change(T0 + 65 * MIN, {
          monitorId: 1,
          monitorLabel: 'api.example',
          checkId: 10,
          to: 'succeeded',
        }),
        change(T0 + 90 * MIN, { monitorId: 2, monitorLabel: 'shop.example', checkId: 20 }),
        change(T0 + 100 * MIN, {
          kind: 'action',
          type: 'snoozeCheck',
          text: 'This app: Snoozed it.',
        }),
      ],
      now,
    )
    const current = snapshot([
      monitor(1, { label: 'api.example' }),
      withCheck(monitor(2, { label: 'shop.example', result: 'failed' }), { result: 'failed' }),
      withCheck(monitor(3, { label: 'blog.example' }), {
        result: 'failed',
        snoozedUntil: iso(now + 60 * MIN),
      }),
      monitor(4, {
        label: 'db.example',
        maintenance: {
          startedAt: iso(T0),
          endsAt: iso(now + 30 * MIN),
          name: 'upgrade',
          periodId: 1,
        },
      }),
    ])
    const md = handoverMarkdown(events, current, { since: T0 - MIN, until: now, now })
    expect(md).toContain('# Handover 2026-01-01 07:59 UTC to 2026-01-01 11:00 UTC')
    expect(md).toContain('- **api.example** (Uptime): failed 2026-01-01 08:00 UTC for 1 h 5 min')
    expect(md).toContain(
      '- **shop.example** (Uptime): failing since 2026-01-01 09:30 UTC (1 h 30 min so far)',
    )
    expect(md).toMatch(/## Still failing\n\n- \*\*shop.example\*\*: failed/)
    expect(md).toContain('- **blog.example** Uptime: until 2026-01-01 12:00 UTC')
    expect(md).toContain('- **db.example** (upgrade): until 2026-01-01 11:30 UTC')
    expect(md).toContain('This app: Snoozed it.')
  })

  it('names a window running now as the tray counts it, and leaves out one not started yet', () => {
    const now = T0 + 60 * MIN
    const failing = { result: 'failed' as const }
    const current = snapshot([
      withCheck(
        monitor(1, {
          label: 'shop.example',
          result: 'failed',
          maintenance: {
            startedAt: iso(now - 10 * MIN),
            endsAt: iso(now + 50 * MIN),
            name: 'colleague',
            periodId: 7,
          },
        }),
        failing,
      ),
      withCheck(
        monitor(2, {
          label: 'later.example',
          result: 'failed',
          maintenance: {
            startedAt: iso(now + 60 * MIN),
            endsAt: iso(now + 120 * MIN),
            name: null,
            periodId: 8,
          },
        }),
        failing,
      ),
    ])
    const counts = countHealth(current, now)
    expect(counts).toMatchObject({ maintenance: 1, failed: 1 })
    const md = handoverMarkdown([], current, { since: T0, until: now, now })
    expect(md).toContain(
      '## In maintenance\n\n- **shop.example** (colleague): until 2026-01-01 09:50 UTC',
    )
    expect(md).not.toContain('No maintenance running')
    expect(md).toMatch(/## Still failing\n\n- \*\*later.example\*\*: failed/)
    expect(md).not.toMatch(/Still failing[^#]*shop\.example/)
  })

  it('keeps markup and line breaks from the service out of the Markdown', () => {
    expect(mdText('a\n# b [c](d) *e*')).toBe('a \\# b \\[c\\](d) \\*e\\*')
    expect(elapsedText(3 * 24 * 60 * MIN + 2 * 60 * MIN)).toBe('3 d 2 h')
  })
})
