// The sync line carries the start-up notice (a file set aside) after the sync sentence.
import { describe, expect, it } from 'vitest'
import { syncText } from '@src/lib/sync-text'
import { syncStatus } from './fixtures'

const notice = 'Your settings could not be read, so the defaults are in use.'
const now = Date.parse('2026-01-01T12:00:30Z')

describe('sync line notice', () => {
  it('follows the sync sentence and asks for attention', () => {
    const line = syncText(syncStatus({ lastSuccessAt: '2026-01-01T12:00:00Z', notice }), now)
    expect(line.text).toMatch(/^Synced .+\. Your settings could not be read/)
    expect(line.tone).toBe('warn')
  })

  it('is absent without a notice, also from a service that does not send the field', () => {
    const plain = syncText(syncStatus({ lastSuccessAt: '2026-01-01T12:00:00Z' }), now)
    expect(plain.text).not.toContain('settings')
    expect(plain.tone).toBe('ok')
    const older = { ...syncStatus(), notice: undefined } as unknown as Parameters<
      typeof syncText
    >[0]
    expect(syncText(older, now).text).toBe(syncText(syncStatus(), now).text)
  })
})
