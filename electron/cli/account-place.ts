// Where the CLI reads and changes the list of accounts: the running app (desktop or serve mode,
// over its control socket: it keeps its settings in memory and writes its own file, so a change
// made beside it would be lost and unseen), else the desktop app's settings file (settings-file.ts),
// which the app reads when it starts.
import type { AccountEntry, AccountRef } from '../shared/accounts'
import { isSlot } from '../shared/account-slots'
import { failureMessage, isErrorKind } from '../shared/error-table'
import { clip } from '../shared/clip'
import type { AppAnswer } from './app-client'
import { CliError, EXIT, cliErrorOf } from './exit-codes'
import type { SettingsFile } from './settings-file'

export type Ask = (op: string, args: unknown[]) => Promise<AppAnswer | null>

export interface AccountPlace {
  /** 'app': the running app holds the list; 'file': the settings file at `where`. */
  source: 'app' | 'file'
  where: string
  accounts: AccountRef[]
  /**
   * Replaces the list (validated by the shared settings schema); a new account gets its slot,
   * and a removed one's rules and team zones go, in the same change (shared/settings.ts).
   */
  save(next: AccountEntry[]): Promise<void>
}

/**
 * The accounts in a settings object from outside, each field checked; the others dropped. An app
 * that names no slot (one older than slots) numbers its picture by place in the list.
 */
export function readAccounts(settings: unknown): AccountRef[] | null {
  const list = (settings as { accounts?: unknown } | null)?.accounts
  if (!Array.isArray(list)) return null
  return list.flatMap((item: unknown, place) => {
    const { id, name, baseUrl, slot } = (item ?? {}) as Record<string, unknown>
    return typeof id === 'string' && typeof name === 'string' && typeof baseUrl === 'string'
      ? [
          {
            id: clip(id, 64),
            name: clip(name, 64),
            baseUrl: clip(baseUrl, 2048),
            slot: isSlot(slot) ? slot : place,
          },
        ]
      : []
  })
}

/** The CliError of an app's refusal: its kind's exit code, its sentence as sent. */
function refusal(answer: AppAnswer | null, what: string): CliError {
  if (answer === null) {
    return cliErrorOf('disconnected', `the app did not answer while it was asked to ${what}`)
  }
  if (!answer.ok) return new CliError(exitCodeFor(answer.error.kind), answer.error.message)
  const result = answer.result as { ok?: unknown; kind?: unknown; message?: unknown } | null
  const kind = isErrorKind(result?.kind) ? result.kind : 'unexpected'
  const message =
    typeof result?.message === 'string' ? clip(result.message, 500) : failureMessage(kind)
  return new CliError(exitCodeFor(kind), message)
}

function exitCodeFor(kind: string): CliError['exitCode'] {
  return cliErrorOf(isErrorKind(kind) ? kind : 'unexpected').exitCode
}

/** The running app's list when it answers (null when none does), else the file's. */
export async function openAccountPlace(ask: Ask, file: SettingsFile): Promise<AccountPlace> {
  const answer = await ask('getSettings', [])
  // An app that does not answer in time is read as none.
  if (answer !== null && !(answer.ok === false && answer.error.kind === 'no-answer')) {
    const accounts = answer.ok ? readAccounts(answer.result) : null
    if (accounts === null) {
      throw new CliError(
        EXIT.unexpected,
        'The running Uptray app did not say which accounts it has; update it, or quit it and try again.',
      )
    }
    return {
      source: 'app',
      where: 'the running Uptray app',
      accounts,
      async save(next) {
        const saved = await ask('updateSettings', [{ accounts: next }])
        const result = saved?.ok ? (saved.result as { ok?: unknown } | null) : null
        if (result?.ok !== true) throw refusal(saved, 'save its accounts')
      },
    }
  }
  const settings = await file.read()
  return {
    source: 'file',
    where: file.path,
    accounts: settings.accounts,
    async save(next) {
      await file.update({ accounts: next })
    },
  }
}
