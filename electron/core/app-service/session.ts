// Who is signed in. The token lives here and in the SecretStore only: the view handed to
// anyone else never carries it.
import type { ApiMe } from '../api/schemas/account'
import type { Account } from '../../shared/model'
import type { Credentials, SessionView } from '../../shared/app-service-api'
import { baseUrlProblem } from '../../shared/base-url'

export interface ActiveSession {
  baseUrl: string
  token: string
  demo: boolean
  account: Account | null
}

export function toAccount(me: ApiMe, baseUrl: string): Account {
  return {
    userName: me.name,
    email: me.email,
    teams: me.teams.map((t) => ({ id: t.id, name: t.name })),
    baseUrl,
  }
}

export function toSessionView(session: ActiveSession | null): SessionView {
  return {
    signedIn: session !== null,
    demo: session?.demo ?? false,
    account: session?.account ?? null,
  }
}

/** Checks the shape of credentials before anything is sent; returns a problem or null. */
export function credentialsProblem(credentials: Credentials): string | null {
  if (typeof credentials?.token !== 'string' || credentials.token.trim() === '')
    return 'Paste an API token.'
  if (/\s/.test(credentials.token.trim())) return 'An API token has no spaces in it.'
  return baseUrlProblem(credentials.baseUrl)
}
