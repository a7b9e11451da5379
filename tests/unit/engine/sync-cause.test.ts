// A sync problem's cause as data: the engine records its kind and status beside the English
// sentence, and the stored timeline reads it back (a cause it cannot read leaves the row whole).
import { describe, expect, it } from 'vitest'
import { episodeEnd, episodeStart, syncCauseOf } from '@app/core/engine/timeline'
import { parseTimelineRecord, toTimelineRecord } from '@app/core/engine/timeline-schema'
import type { SyncState, SyncStatus } from '@app/shared/model'

const status = (state: SyncState, message: string | null): SyncStatus => ({
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
})

describe('the cause of a sync problem', () => {
  it('is a kind with the HTTP status where there is one', () => {
    expect(syncCauseOf('error', 'GET /api/monitors?page%5Bnumber%5D=1 failed with 503')).toEqual({
      kind: 'server-error',
      status: 503,
    })
    expect(syncCauseOf('error', 'GET /api/monitors failed with 404')).toEqual({
      kind: 'refused',
      status: 404,
    })
    expect(syncCauseOf('offline', 'You are offline.')).toEqual({ kind: 'no-network', status: null })
    expect(syncCauseOf('rate-limited', null)).toEqual({ kind: 'rate-limited', status: null })
    expect(syncCauseOf('auth-needed', null)).toEqual({ kind: 'token-refused', status: null })
    expect(syncCauseOf('error', 'GET /api/monitors answered 200 with HTML')).toEqual({
      kind: 'unreadable',
      status: null,
    })
    expect(syncCauseOf('error', 'something odd')).toEqual({ kind: 'failed', status: null })
  })

  it('goes into the episode beside the English reason, and stays when it ends', () => {
    const at = '2026-01-01T03:18:00.000Z'
    const started = episodeStart(status('error', 'GET /api/monitors failed with 502'), at)
    expect(started.cause).toEqual({ kind: 'server-error', status: 502 })
    expect(started.reason).toBe('the service answered with an error (HTTP 502)')
    expect(started.text).toContain('the service answered with an error (HTTP 502)')
    const ended = episodeEnd({ ...started, seq: 1 }, '2026-01-01T03:19:00.000Z')
    expect(ended.cause).toEqual({ kind: 'server-error', status: 502 })
  })

  it('is read back from the stored timeline; one that cannot be read is left out, not the row', () => {
    const at = '2026-01-01T03:18:00.000Z'
    const good = { ...episodeStart(status('offline', 'You are offline.'), at), seq: 1 }
    const odd = { ...good, seq: 2, cause: { kind: 'gremlins', status: 'x' } }
    const old = { ...good, seq: 3 }
    delete (old as Partial<typeof old>).cause
    const parsed = parseTimelineRecord(
      JSON.parse(JSON.stringify(toTimelineRecord([good, odd as never, old]))),
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.unreadable).toBe(0)
    expect(parsed.events.map((e) => e.cause)).toEqual([
      { kind: 'no-network', status: null },
      undefined,
      undefined,
    ])
    expect(parsed.events.map((e) => 'cause' in e)).toEqual([true, false, false])
    expect(parsed.events[1]!.reason).toBe('no network connection')
  })
})
