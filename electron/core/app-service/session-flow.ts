// Signing in and out: credentials are checked against /api/me before anything is stored, the
// token goes to the SecretStore (under the account's key, account-token.ts) and nowhere else, a
// failure says why and leaves the previous session as it was.
//
// The /api/me probe does not go through the request gate (a token being tested may be another
// account's: its requests are not ours to meter). But no request at all may reach the service
// we poll while it has told us to wait: a probe to that service (the signed-in one, or the one
// in the settings when signed out) fails at once, naming when to try again, while the gate's
// Retry-After wait is on; and a 429 answered to such a probe starts that wait, as the gate does.
import type { ActionResult, AppServiceApi, Credentials } from '../../shared/app-service-api'
import type { Account } from '../../shared/model'
import type { SettingsSource } from '../../shared/settings-patch'
import { RateLimitError } from '../api/errors'
import { DEFAULT_RETRY_AFTER_MS } from '../engine/request-gate'
import { describeFailure, messageOf } from '../../shared/errors'
import type { Clock, FetchLike, Logger, SecretStore } from '../ports'
import type { ServiceEmitter } from './emitter'
import type { IoTracker } from './io-tracker'
import { createApiClient } from '../api'
import { normalizeBaseUrl } from '../../shared/base-url'
import { ACCOUNT_NAME_MAX, accountIdOf, type AccountRef } from '../../shared/accounts'
import { lowestFreeSlot } from '../../shared/account-slots'
import { accountOfBaseUrl, watchedAccounts } from '../../shared/settings-accounts'
import { deleteAccountToken, saveAccountToken } from './account-token'
import { credentialsProblem, toAccount, type ActiveSession } from './session'
import { describeSignInFailure, hostOf } from './sign-in-failure'

export interface SessionHost {
  secrets: SecretStore
  settings: SettingsSource
  demo: { start(): Promise<Credentials> } | undefined
  /** The network fetch (not the budget gate: a token being tested may be another account's). */
  fetch: FetchLike
  clock: Clock
  logger: Logger
  io: IoTracker
  emitter: ServiceEmitter
  timeoutMs: number | undefined
  /** The Retry-After wait of the session polling that address (null: none polls it). */
  rateLimitOf(baseUrl: string): { until(): number | null; block(until: number): void } | null
  /** The accounts signed in now. */
  signedIn(): { ref: AccountRef; demo: boolean }[]
  connect(session: ActiveSession, ref: AccountRef): void
  /** Signs every account out (their tokens were deleted). */
  disconnect(message: string): void
}

type SessionApi = Pick<AppServiceApi, 'testCredentials' | 'signIn' | 'signOut' | 'startDemo'>

export function createSessionFlow(host: SessionHost): SessionApi {
  const { io, logger } = host

  /** The settings' account at that address (the first), or the one a lone address stands for. */
  const accountAt = (baseUrl: string): AccountRef => {
    const settings = host.settings.get()
    const watched = watchedAccounts(settings)
    const found = watched.find((a) => a.baseUrl === baseUrl)
    if (found) return found
    // A new address: named by its host, its id and name clear of the listed accounts'.
    const fresh = accountOfBaseUrl(baseUrl)
    const taken = settings.accounts
    let name = fresh.name
    for (let n = 2; taken.some((a) => a.name.toLowerCase() === name.toLowerCase()); n += 1)
      name = `${fresh.name.slice(0, ACCOUNT_NAME_MAX - 4)} ${n}`
    return {
      ...fresh,
      id: accountIdOf(
        name,
        taken.map((a) => a.id),
      ),
      name,
      // The slot saving it gives it (settings.ts); the demo, never saved, runs in it too.
      slot: lowestFreeSlot(taken.map((a) => a.slot)),
    }
  }

  /** One request to /api/me with the given credentials (none while the service said to wait). */
  async function fetchAccount(credentials: Credentials): Promise<Account> {
    const baseUrl = normalizeBaseUrl(credentials.baseUrl)
    const polled = host.rateLimitOf(baseUrl)
    const waitUntil = polled ? polled.until() : null
    if (waitUntil !== null) throw new WaitError(waitUntil)
    const probe = createApiClient({
      baseUrl,
      token: credentials.token.trim(),
      fetch: host.fetch,
      clock: host.clock,
      ...(host.timeoutMs !== undefined ? { timeoutMs: host.timeoutMs } : {}),
    })
    try {
      return toAccount(await probe.me(), baseUrl)
    } catch (error) {
      if (error instanceof RateLimitError) {
        const until = error.retryAt ?? host.clock.now() + DEFAULT_RETRY_AFTER_MS
        polled?.block(until)
        throw new WaitError(until)
      }
      throw error
    }
  }

  /** Why a probe failed, for the user; a wait names when to try again. */
  function describeProbeFailure(error: unknown, baseUrl: string): string {
    if (error instanceof WaitError) {
      const seconds = Math.max(1, Math.ceil((error.until - host.clock.now()) / 1000))
      return `${hostOf(baseUrl)} asked us to wait: try again after ${new Date(error.until).toISOString()} (in ${seconds} s).`
    }
    return describeSignInFailure(error)
  }

  async function signInWith(credentials: Credentials, demo: boolean): Promise<ActionResult> {
    const problem = credentialsProblem(credentials)
    if (problem) return { ok: false, message: problem }
    const baseUrl = normalizeBaseUrl(credentials.baseUrl)
    const token = credentials.token.trim()
    let account: Account
    try {
      account = await fetchAccount({ baseUrl, token })
    } catch (error) {
      const failed = demo ? 'The demo could not start' : 'Sign-in failed'
      return { ok: false, message: `${failed}: ${describeProbeFailure(error, baseUrl)}` }
    }
    const ref = accountAt(baseUrl)
    // The demo's token belongs to a simulator that lives as long as the app: not stored.
    if (!demo) {
      try {
        await io.track(saveAccountToken(host.secrets, ref, token))
      } catch (error) {
        logger.error('Could not store the token', { error: describeFailure(error) })
        return {
          ok: false,
          message:
            'The token works, but the system keychain could not store it. Nothing was saved.',
        }
      }
      const settings = host.settings.get()
      const listed = settings.accounts.some((a) => a.id === ref.id)
      if (!listed || normalizeBaseUrl(settings.baseUrl) !== baseUrl) {
        const accounts = listed ? settings.accounts : [...settings.accounts, ref]
        const saved = await io.track(host.settings.update({ baseUrl, accounts }))
        if (!saved.ok) throw new Error(saved.message)
        host.emitter.emit({ type: 'settings', settings: saved.settings })
      }
    }
    host.connect({ baseUrl, token, demo, account }, ref)
    return { ok: true, message: `Signed in as ${account.userName}.` }
  }

  return {
    async testCredentials(credentials) {
      const problem = credentialsProblem(credentials)
      if (problem) return { ok: false, message: problem }
      try {
        return { ok: true, account: await fetchAccount(credentials) }
      } catch (error) {
        return { ok: false, message: describeProbeFailure(error, credentials.baseUrl) }
      }
    },

    signIn: (credentials) => signInWith(credentials, false),

    /** Signs every account out: each token leaves the keychain (one account: removeAccount). */
    async signOut() {
      const signedIn = host.signedIn()
      if (signedIn.length === 0) return { ok: true, message: 'Already signed out.' }
      const stored = signedIn.filter((s) => !s.demo)
      if (stored.length > 0) {
        try {
          for (const { ref } of stored) await io.track(deleteAccountToken(host.secrets, ref))
        } catch (error) {
          logger.error('Could not delete the token', { error: describeFailure(error) })
          return {
            ok: false,
            message: 'The system keychain could not delete the token. You are still signed in.',
          }
        }
      }
      host.disconnect('Signed out.')
      return { ok: true, message: 'Signed out. The token was removed from this computer.' }
    },

    async startDemo() {
      if (!host.demo) return { ok: false, message: 'The demo is not available in this build.' }
      let credentials: Credentials
      try {
        credentials = await io.track(host.demo.start())
      } catch (error) {
        return { ok: false, message: `The demo could not start: ${messageOf(error)}` }
      }
      return signInWith(credentials, true)
    },
  }
}

/** The service asked us to wait until `until` (a 429 now, or a Retry-After still running). */
class WaitError extends Error {
  constructor(readonly until: number) {
    super(`Rate limited until ${new Date(until).toISOString()}.`)
    this.name = 'WaitError'
  }
}
