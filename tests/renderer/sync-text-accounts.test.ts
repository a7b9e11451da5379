import type { AccountSync } from '@app/shared/model'
import { afterEach, describe, expect, it } from 'vitest'
import { applyLanguage } from '@src/i18n'
import { syncText } from '@src/lib/sync-text'
import { NOW, syncStatus } from './fixtures'

const account = (over: Partial<AccountSync> & Pick<AccountSync, 'name'>): AccountSync => ({
  id: over.name.toLowerCase(),
  state: 'ok',
  stale: false,
  lastSuccessAt: '2026-03-17T13:59:40Z',
  message: null,
  errorKind: null,
  ...over,
})

describe('sync line with several accounts', () => {
  afterEach(() => applyLanguage('en'))

  it('names the one account that is offline, not everything', () => {
    const line = syncText(
      syncStatus({
        state: 'offline',
        offlineSince: null,
        message: 'Bravo: connect ECONNREFUSED',
        accounts: [account({ name: 'Alpha' }), account({ name: 'Bravo', state: 'offline' })],
      }),
      NOW,
    )
    expect(line.text).toBe('Bravo: Offline - showing cached data')
    expect(line).toMatchObject({ banner: true, tone: 'bad', needsSignIn: false })
  })

  it('says each troubled account in its own words, in the page’s language', () => {
    applyLanguage('de')
    const line = syncText(
      syncStatus({
        state: 'error',
        accounts: [
          account({ name: 'Alpha', state: 'rate-limited' }),
          account({ name: 'Bravo', state: 'auth-needed' }),
          account({ name: 'Charlie' }),
        ],
      }),
      NOW,
    )
    expect(line.text).toMatch(/^Alpha: Ratenlimit erreicht – letzte Daten · Bravo: \S/)
    expect(line.text).not.toContain('Charlie')
    // Signing in again is that account's own, in Settings.
    expect(line.needsSignIn).toBe(false)
  })

  it('says the state plainly when every account shares it', () => {
    const line = syncText(
      syncStatus({
        state: 'offline',
        offlineSince: null,
        accounts: [
          account({ name: 'Alpha', state: 'offline' }),
          account({ name: 'Bravo', state: 'offline' }),
        ],
      }),
      NOW,
    )
    expect(line.text).toBe('Offline - showing cached data')
  })
})
