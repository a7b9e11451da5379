// Serve mode answers 'Install command-line tool' (app:install-cli) with why it is the desktop
// app's: nothing is written and the service is not called.
import { describe, expect, it } from 'vitest'
import { dispatch } from '@app/serve/dispatch'
import { FakeAppService } from '../helpers/fake-app-service'

describe('serve dispatch: app:install-cli', () => {
  it('says it is for the desktop app', async () => {
    const service = new FakeAppService()
    const answer = await dispatch(JSON.stringify({ id: 1, channel: 'app:install-cli', args: [] }), {
      service,
    })
    expect(answer).toMatchObject({ id: 1, ok: true, result: { ok: false } })
    expect(JSON.stringify(answer)).toContain('desktop app')
    expect(service.calls).toEqual([])
  })
})
