// The running app's answer split by account (app-accounts.ts), read like anything from outside:
// an app of another version may send a sync state this CLI does not know.
import { describe, expect, it } from 'vitest'
import type { AppAnswer } from '@app/cli/app-client'
import { appStatuses } from '@app/cli/app-accounts'
import type { Target } from '@app/cli/targets'
import type { AccountRef } from '@app/shared/accounts'

const ACME: AccountRef = { id: 'acme', name: 'Acme', baseUrl: 'https://ohdear.app', slot: 0 }
const BETA: AccountRef = { id: 'beta', name: 'Beta', baseUrl: 'http://127.0.0.1:9000', slot: 1 }
const GAMMA: AccountRef = {
  id: 'gamma',
  name: 'Gamma',
  baseUrl: 'http://127.0.0.1:9001',
  slot: 2,
}
const targetOf = (account: AccountRef): Target => ({ ...account, account, token: null })

function askWith(accounts: unknown[]) {
  const answers: Record<string, AppAnswer> = {
    getSnapshot: {
      ok: true,
      result: { fetchedAt: '2026-11-26T12:00:00.000Z', monitors: [], unreadable: null },
    },
    getSyncStatus: { ok: true, result: { accounts } },
  }
  return async (op: string) => answers[op] ?? null
}

describe("the app's several accounts", () => {
  it('an unknown error kind or a damaged state reads as the plain failure, the other accounts kept', async () => {
    const ask = askWith([
      { id: 'acme', state: 'auth-needed', errorKind: 'kind-of-a-later-version' },
      { id: 'beta', state: 'offline', lastSuccessAt: null, errorKind: 42, message: { x: 1 } },
      { id: 'gamma', state: 'ok', lastSuccessAt: 7 },
    ])
    const statuses = await appStatuses(
      ask,
      [ACME, BETA, GAMMA].map(targetOf),
      [ACME, BETA, GAMMA],
      Date.parse('2026-11-26T12:01:00Z'),
    )
    expect(statuses?.map((s) => s.error?.exitCode ?? 0)).toEqual([2, 3, 0])
    expect(statuses?.[2]?.report?.fetchedAt).toBe('2026-11-26T12:00:00.000Z')
  })
})
