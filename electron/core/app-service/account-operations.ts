// Adding and removing watched accounts. An account is added only once its token answered
// /api/me; the token then goes to the keychain (account-token.ts) and nowhere else, the account
// (no token) to the settings, and its session starts beside the others. Removing one deletes its
// token, drops it from the settings and closes its session (what it kept is forgotten).
import {
  checkAccountName,
  accountIdOf,
  type AccountEntry,
  type AccountRef,
} from '../../shared/accounts'
import type { AppServiceApi, Credentials } from '../../shared/app-service-api'
import { normalizeBaseUrl } from '../../shared/base-url'
import { describeFailure } from '../../shared/errors'
import { ACCOUNTS_MAX } from '../../shared/settings'
import { watchedAccounts } from '../../shared/settings-accounts'
import type { SettingsSource } from '../../shared/settings-patch'
import type { SecretStore } from '../ports'
import type { AccountSession } from './account-session'
import { deleteAccountToken, saveAccountToken } from './account-token'
import type { ServiceEmitter } from './emitter'
import { credentialsProblem } from './session'
import type { Sessions } from './sessions'

export interface AccountHost {
  secrets: SecretStore
  settings: SettingsSource
  sessions: Sessions
  emitter: ServiceEmitter
  io<T>(work: Promise<T>): Promise<T>
  probe: AppServiceApi['testCredentials']
  connect(session: AccountSession): Promise<void>
}

export function createAccountOperations(
  host: AccountHost,
): Pick<AppServiceApi, 'addAccount' | 'removeAccount'> {
  const { settings, sessions, io } = host

  /**
   * The accounts the settings list; while they list none, the lone account the base URL stands
   * for is kept when it is signed in (adding a second must not drop the first).
   */
  function listed(): AccountRef[] {
    const current = settings.get()
    if (current.accounts.length > 0) return current.accounts
    const lone = watchedAccounts(current)[0]!
    return sessions.get(lone.id)?.current() ? [lone] : []
  }

  // One change of the list at a time: two at once would each save the list as it was before
  // the other, and the account added first would be dropped again.
  let turn: Promise<unknown> = Promise.resolve()
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = turn.then(work, work)
    turn = run.catch(() => undefined)
    return run
  }

  /** Saves the list; a new account gets its slot in the same change (shared/account-slots.ts). */
  async function save(accounts: AccountEntry[]): Promise<string | null> {
    const saved = await io(settings.update({ accounts }))
    if (!saved.ok) return saved.message
    host.emitter.emit({ type: 'settings', settings: saved.settings })
    return null
  }

  const operations: Pick<AppServiceApi, 'addAccount' | 'removeAccount'> = {
    async addAccount(name, credentials: Credentials) {
      const accounts = listed()
      const checked = checkAccountName(typeof name === 'string' ? name : '', accounts)
      if (!checked.ok) return { ok: false, message: checked.message }
      if (accounts.length >= ACCOUNTS_MAX)
        return { ok: false, message: `Uptray watches at most ${ACCOUNTS_MAX} accounts.` }
      const problem = credentialsProblem(credentials)
      if (problem) return { ok: false, message: problem }
      const probe = await host.probe(credentials)
      if (!probe.ok)
        return { ok: false, message: `${checked.name} was not added: ${probe.message}` }
      const ref: AccountEntry = {
        id: accountIdOf(
          checked.name,
          accounts.map((a) => a.id),
        ),
        name: checked.name,
        baseUrl: normalizeBaseUrl(credentials.baseUrl),
      }
      try {
        await io(saveAccountToken(host.secrets, ref, credentials.token.trim()))
      } catch (error) {
        return {
          ok: false,
          message: `The token works, but the system keychain could not store it (${describeFailure(error)}). Nothing was saved.`,
        }
      }
      const refused = await save([...accounts, ref])
      if (refused) {
        await io(deleteAccountToken(host.secrets, ref)).catch(() => undefined)
        return { ok: false, message: refused }
      }
      for (const session of sessions.reconcile(watchedAccounts(settings.get()))) {
        await session.load()
        await host.connect(session)
      }
      return { ok: true, message: `Added ${ref.name}: signed in as ${probe.account.userName}.` }
    },

    async removeAccount(accountId) {
      const accounts = listed()
      const ref = accounts.find((a) => a.id === accountId)
      if (!ref) return { ok: false, message: 'There is no such account.' }
      try {
        await io(deleteAccountToken(host.secrets, ref))
      } catch (error) {
        return {
          ok: false,
          message: `The system keychain could not delete the token of ${ref.name} (${describeFailure(error)}). It is still watched.`,
        }
      }
      const rest = accounts.filter((a) => a.id !== accountId)
      if (rest.length === 0) {
        // The last one: signed out, as signing out does; the list is left empty.
        sessions.get(ref.id)?.disconnect('Signed out.')
      }
      const refused = await save(rest)
      if (refused) return { ok: false, message: refused }
      for (const session of sessions.reconcile(watchedAccounts(settings.get()))) {
        await session.load()
        await host.connect(session)
      }
      return { ok: true, message: `${ref.name} is no longer watched; its token was removed.` }
    },
  }
  return {
    addAccount: (name, credentials) => inTurn(() => operations.addAccount(name, credentials)),
    removeAccount: (accountId) => inTurn(() => operations.removeAccount(accountId)),
  }
}
