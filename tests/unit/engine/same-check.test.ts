import { describe, expect, it } from 'vitest'
import { sameCheck } from '@app/core/engine/same-check'
import type { CheckState } from '@app/shared/model'
import { check } from './snapshot-fixtures'

describe('sameCheck', () => {
  const base = check(1)
  const changes: Partial<CheckState>[] = [
    { id: 2 },
    { type: 'performance' },
    { label: 'Other' },
    { enabled: false },
    { result: 'failed' },
    { snoozedUntil: '2026-01-01T11:00:00.000Z' },
  ]

  it('is false when any field differs, and true for an equal copy', () => {
    expect(sameCheck(base, { ...base })).toBe(true)
    for (const change of [...changes, { summary: 'Down' }]) {
      expect(sameCheck(base, { ...base, ...change }), JSON.stringify(change)).toBe(false)
    }
  })

  it('for the offline picture, leaves out the summary only', () => {
    const moved = { ...base, summary: 'Up (120 ms)' }
    expect(sameCheck(base, moved, 'offline picture')).toBe(true)
    for (const change of changes) {
      expect(sameCheck(base, { ...moved, ...change }, 'offline picture')).toBe(false)
    }
  })
})
