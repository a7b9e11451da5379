// A successful action is never reported as failed because of a short answer: older versions of
// the service answered check toggles with `{id, type, enabled}` and snoozes with a bare 200.
import { afterEach, describe, expect, it } from 'vitest'
import { BadResponseError, createApiClient } from '@app/core/api'
import { json, type StubServer, startStub } from './http-stub'

let stub: StubServer | undefined
afterEach(async () => {
  await stub?.close()
  stub = undefined
})

const client = (baseUrl: string) =>
  createApiClient({ baseUrl, token: 'action-token', fetch: globalThis.fetch })

describe('check and cron action answers', () => {
  it('a minimal {id, type, enabled} answer to a toggle is a value', async () => {
    stub = await startStub((_req, res) =>
      json(res, 200, { id: 940704, type: 'uptime', enabled: false }),
    )
    const result = await client(stub.baseUrl).checks.disable(940704)
    expect(result).toEqual({ id: 940704, type: 'uptime', enabled: false })
  })

  it('a bare 200 to a snooze is null, not an error', async () => {
    stub = await startStub((_req, res) => {
      res.writeHead(200)
      res.end()
    })
    const api = client(stub.baseUrl)
    await expect(api.checks.snooze(1, 10)).resolves.toBeNull()
    await expect(api.cronChecks.snooze(2, 10)).resolves.toBeNull()
    await expect(api.cronChecks.unsnooze(2)).resolves.toBeNull()
  })

  it('an answer without the id, or with a wrong-typed field, is still a BadResponseError', async () => {
    stub = await startStub((req, res) =>
      json(
        res,
        200,
        req.url?.includes('enable') ? { type: 'uptime', enabled: true } : { id: 1, enabled: 'yes' },
      ),
    )
    const api = client(stub.baseUrl)
    const missing = await api.checks.enable(1).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(BadResponseError)
    expect((missing as BadResponseError).issuePath).toBe('id')
    const wrong = await api.checks.disable(1).catch((e: unknown) => e)
    expect((wrong as BadResponseError).issuePath).toBe('enabled')
  })
})
