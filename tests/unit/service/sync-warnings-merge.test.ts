// Several accounts' warnings as one: the English sentences and the data name the account alike.
import { describe, expect, it } from 'vitest'
import { mergeSync, type Part } from '@app/core/app-service/picture-merge'
import { buildSyncStatus } from '@app/core/app-service/sync-status'
import type { SchedulerState } from '@app/core/engine/scheduler'
import type { AccountRef } from '@app/shared/accounts'
import type { SyncStatus } from '@app/shared/model'
import type { SyncWarning } from '@app/shared/sync-warning'
import { warningSentence } from '@app/shared/sync-warning'

const scheduler: SchedulerState = {
  phase: 'idle',
  online: true,
  suspended: false,
  consecutiveFailures: 0,
  lastSuccessAt: 1_000,
  nextSweepAt: 2_000,
  offlineSince: null,
  message: null,
  errorKind: null,
}

function part(slot: number, name: string, warningParts: SyncWarning[]): Part<SyncStatus> {
  const ref = { id: name.toLowerCase(), name, baseUrl: 'https://ohdear.app' } as AccountRef
  const value = buildSyncStatus({
    scheduler,
    signedIn: true,
    stale: false,
    rateLimitedUntil: null,
    budgetUsed: 0,
    warnings: warningParts.map(warningSentence),
    warningParts,
  })
  return { slot, ref, value }
}

describe('warnings of several accounts', () => {
  it('name their account in the sentence and in the data', () => {
    const merged = mergeSync([
      part(0, 'Acme', [{ kind: 'destination-disabled', name: 'Pager', reason: 'bounced' }]),
      part(1, 'Own', [{ kind: 'destinations-disabled', count: 2 }]),
    ])
    expect(merged.warnings).toEqual([
      'Acme: Pager was disabled by Oh Dear: bounced',
      'Own: 2 more notification destinations were disabled by Oh Dear.',
    ])
    expect(merged.warningParts).toEqual([
      { kind: 'destination-disabled', name: 'Pager', reason: 'bounced', account: 'Acme' },
      { kind: 'destinations-disabled', count: 2, account: 'Own' },
    ])
  })
})
