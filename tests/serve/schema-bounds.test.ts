// Every string argument of the contract is bounded: a too-long one is refused with a clear
// message naming the channel, before any service call (serve dispatch and IPC share the schemas).
import { describe, expect, it } from 'vitest'
import { dispatch } from '@app/serve/dispatch'
import { LIMITS, parseInvokeArgs } from '@app/shared/contract-schemas'
import { FakeAppService } from '../helpers/fake-app-service'

const long = (n: number) => 'x'.repeat(n + 1)
const base = 'https://ohdear.app'

describe('contract string bounds', () => {
  it.each([
    ['session:test', [{ baseUrl: base, token: long(LIMITS.token) }]],
    ['session:sign-in', [{ baseUrl: `${base}/${long(LIMITS.url)}`, token: 'ok' }]],
    ['maintenance:start', [1, 3600, long(LIMITS.name)]],
    [
      'maintenance:schedule',
      [1, '2026-01-01T00:00:00Z', '2026-01-01T01:00:00Z', long(LIMITS.name)],
    ],
    [
      'status-page:post-update',
      [
        {
          statusPageId: 1,
          title: long(LIMITS.name),
          text: 'ok',
          severity: 'info',
          pinned: false,
        },
      ],
    ],
    [
      'status-page:post-update',
      [
        {
          statusPageId: 1,
          title: 'ok',
          text: long(LIMITS.statusUpdateText),
          severity: 'info',
          pinned: false,
        },
      ],
    ],
    ['app:open-external', [`https://x.test/${long(LIMITS.url)}`]],
    [
      'settings:update',
      [{ notifications: { rules: [{ scope: 'tag', value: long(100), mode: 'never' }] } }],
    ],
    ['settings:update', [{ globalShortcut: long(64) }]],
    ['maintenance:schedule', [1, `2026-01-01T00:00:00${'0'.repeat(100)}Z`, '2026-01-01T01:00:00Z']],
  ] as const)('%s refuses a too-long string', async (channel, args) => {
    const valid = parseInvokeArgs(channel, [...args])
    expect(valid.ok).toBe(false)
    const service = new FakeAppService()
    const answer = await dispatch(JSON.stringify({ id: 7, channel, args }), { service })
    expect(answer).toMatchObject({
      id: 7,
      ok: false,
      error: { kind: 'invalid-arguments', message: expect.stringContaining(channel) },
    })
    expect(service.calls).toEqual([])
  })

  it('says which limit a pasted token broke', () => {
    const result = parseInvokeArgs('session:test', [{ baseUrl: base, token: long(100_000) }])
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringContaining(`longer than ${LIMITS.token} characters`),
    })
  })

  it('accepts strings at the limit', () => {
    const token = 'x'.repeat(LIMITS.token)
    expect(parseInvokeArgs('session:test', [{ baseUrl: base, token }]).ok).toBe(true)
    expect(parseInvokeArgs('maintenance:start', [1, 3600, 'n'.repeat(LIMITS.name)]).ok).toBe(true)
  })
})
