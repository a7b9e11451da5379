// Who is signed in (never the token): drives first run vs. dashboard.
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountView, Credentials, SessionView } from '../../electron/shared/app-service-api'
import type { Account } from '../../electron/shared/model'
import { bridge } from '../bridge'
import { messageOf } from '../../electron/shared/errors'
import { failureText } from '../lib/error-text'

export type TestOutcome = { ok: true; account: Account } | { ok: false; message: string }

export const useSessionStore = defineStore('session', () => {
  const session = ref<SessionView | null>(null)
  const loadError = ref<string | null>(null)
  const busy = ref(false)
  let unsubscribe: (() => void) | null = null

  async function load() {
    unsubscribe ??= bridge().onSessionChanged((s) => (session.value = s))
    try {
      session.value = await bridge().getSession()
      loadError.value = null
    } catch (error) {
      // Said by its kind in the dashboard's language (the app's sentence is English).
      loadError.value = failureText(error)
    }
  }

  async function guard<T>(fn: () => Promise<T>, fallback: (message: string) => T): Promise<T> {
    busy.value = true
    try {
      return await fn()
    } catch (error) {
      return fallback(messageOf(error))
    } finally {
      busy.value = false
    }
  }

  const test = (credentials: Credentials): Promise<TestOutcome> =>
    guard(
      () => bridge().testCredentials(credentials),
      (message) => ({ ok: false, message }),
    )

  const fail = (message: string) => ({ ok: false as const, message })

  async function signIn(credentials: Credentials) {
    const result = await guard(() => bridge().signIn(credentials), fail)
    if (result.ok) await load()
    return result
  }

  async function startDemo() {
    const result = await guard(() => bridge().startDemo(), fail)
    if (result.ok) await load()
    return result
  }

  async function signOut() {
    const result = await guard(() => bridge().signOut(), fail)
    if (result.ok) await load()
    return result
  }

  /** The accounts watched, when there are several (one account: empty, as before accounts). */
  const accounts = computed((): AccountView[] => session.value?.accounts ?? [])

  /** Adds an account; the token goes to the app (and its keychain), never back. */
  async function addAccount(name: string, credentials: Credentials) {
    const result = await guard(() => bridge().addAccount(name, credentials), fail)
    if (result.ok) await load()
    return result
  }

  async function removeAccount(accountId: string) {
    const result = await guard(() => bridge().removeAccount(accountId), fail)
    if (result.ok) await load()
    return result
  }

  /** The session the page arrived with (serve mode), until the bridge answers. */
  function seed(first: SessionView) {
    session.value ??= first
  }

  return {
    session,
    accounts,
    loadError,
    busy,
    load,
    seed,
    test,
    signIn,
    startDemo,
    signOut,
    addAccount,
    removeAccount,
  }
})
