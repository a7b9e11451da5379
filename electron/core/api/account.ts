// Account: who the token belongs to.
import { meSchema } from './schemas/account'
import type { CallOptions, Transport } from './transport'

export function createAccountApi(t: Transport) {
  return {
    /** `GET /api/me`: the user, their teams; the cheapest way to test a token. */
    me: (call?: CallOptions) =>
      t.request({ method: 'GET', path: '/api/me', schema: meSchema }, call),
  }
}
