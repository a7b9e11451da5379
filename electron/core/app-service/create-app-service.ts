// The AppService facade: the only door for the tray, IPC, the CLI and serve mode. It holds the
// sessions by account (sessions.ts: one account's connection, engine, picture and caches, see
// account-session.ts) and answers from the active one; beside them it keeps what is the app's
// own: signing in and out (session-flow.ts), the settings, the timeline and the event listeners.
import { describeFailure } from '../../shared/errors'
import { watchedAccounts } from '../../shared/settings-accounts'
import { runTimesOf } from '../engine/run-times'
import { createAccountOperations } from './account-operations'
import { readAccountToken } from './account-token'
import type { AccountSession } from './account-session'
import { keysToPicture, slotOfId, toPicture } from './picture-ids'
import { routedOperations, sessionFor } from './route'
import type { FetchLike } from '../ports'
import type { AppService, AppServiceDeps } from './app-service-types'
import { ServiceEmitter } from './emitter'
import { IoTracker } from './io-tracker'
import { createServiceTimeline } from './service-timeline'
import { createSettingsOperations } from './service-settings'
import { createSessionFlow } from './session-flow'
import { Sessions } from './sessions'

export type { AppService, AppServiceDeps } from './app-service-types'

export function createAppService(deps: AppServiceDeps): AppService {
  const { clock, logger } = deps
  const io = new IoTracker()
  const track = (work: Promise<unknown>): void => {
    work.catch((error: unknown) =>
      logger.warn('Background work failed', { error: describeFailure(error) }),
    )
  }
  const emitter = new ServiceEmitter(logger)
  const fetch: FetchLike = (input, init) => io.track(deps.fetch(input, init))
  const timeline = createServiceTimeline(deps, emitter, () => sessions)
  let started = false
  const poll = deps.poll !== false
  const sessions: Sessions = new Sessions(
    {
      fetch,
      clock,
      random: deps.random ?? Math.random,
      logger,
      store: deps.store,
      settings: deps.settings,
      emitter,
      ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
      ...(deps.systemZone ? { systemZone: deps.systemZone } : {}),
      poll,
      slowRounds: deps.slowRounds !== false,
      // Re-read on every reconnect and every few hours (a one-shot status names no account).
      readAccount: poll && deps.readAccount !== false,
      running: () => started,
      notices: () => ({ before: [deps.startupNotice], after: [timeline.log.notice] }),
      track,
      io: (work) => io.track(work),
      recordActions: (actions) => timeline.recordActions(actions),
      onForget: () => track(io.track(timeline.log.clear())),
      onRemoved: (slot) =>
        timeline.log.forget((e) => e.monitorId !== null && slotOfId(e.monitorId) === slot),
    },
    watchedAccounts(deps.settings.get()),
  )
  const active = () => sessions.active

  const flow = createSessionFlow({
    secrets: deps.secrets,
    settings: deps.settings,
    demo: deps.demo,
    fetch,
    clock,
    logger,
    io,
    emitter,
    timeoutMs: deps.timeoutMs,
    rateLimitOf: (baseUrl) => {
      const session = sessions.get(baseUrl)
      if (!session) return null
      return {
        until: () => session.engine.gate.rateLimitedUntil,
        block: (until) => {
          session.engine.gate.blockUntil(until)
          session.publishSync()
        },
      }
    },
    signedIn: () =>
      sessions.all().flatMap((s) => {
        const current = s.current()
        return current ? [{ ref: s.ref, demo: current.demo }] : []
      }),
    connect: (next, ref) => {
      // The demo runs alone; a signed-in account joins the others (the settings list it now).
      if (next.demo) sessions.openOnly(ref).connect(next)
      else {
        sessions.reconcile(watchedAccounts(deps.settings.get()))
        sessions.get(ref.id)?.connect(next)
      }
    },
    disconnect: (message) => {
      for (const session of sessions.all()) session.disconnect(message)
    },
  })

  /** Reads an account's token and connects its session; without one it asks to sign in. */
  async function connectStored(session: AccountSession): Promise<void> {
    let token: string | null = null
    try {
      token = await io.track(readAccountToken(deps.secrets, session.ref))
    } catch (error) {
      logger.warn('Could not read the token from the keychain', { error: describeFailure(error) })
    }
    if (token) {
      session.connect({ baseUrl: session.baseUrl, token, demo: false, account: null })
      session.readAccount()
    } else {
      session.publishSync()
    }
  }
  const operations = routedOperations(sessions)

  // Every action of the operation table is recorded in the timeline, wherever it comes from.
  return timeline.recordActions({
    sessions,
    async start() {
      if (started) return
      started = true
      await io.track(timeline.log.load())
      sessions.reconcile(watchedAccounts(deps.settings.get()))
      const all = sessions.all()
      const loaded = await Promise.all(all.map((session) => session.load()))
      // A cached picture of another address than the lone account's: its history goes too.
      if (!sessions.several && !loaded[0]) await io.track(timeline.log.clear())
      for (const session of all) session.publishSync()
      await Promise.all(all.map(connectStored))
    },

    async stop() {
      started = false
      await sessions.stop()
      await io.track(timeline.log.flush())
    },

    setOnline: (online) => sessions.all().forEach((s) => s.setOnline(online)),
    suspend: () => {
      sessions.all().forEach((s) => s.suspend())
      track(io.track(timeline.log.flush()))
    },
    resume: () => sessions.all().forEach((s) => s.resume()),
    idle: () => io.idle(() => sessions.all().every((s) => s.engine.gate.inFlight === 0)),

    ...operations,
    runTimes: (monitorId) => {
      const { session, slot, args } = sessionFor(sessions, [monitorId])
      const times = runTimesOf(session.snapshot(), args[0] as number)
      // The checks' times are keyed by check id: the picture's ids, as the views look them up.
      return times && { ...toPicture(slot, times), checks: keysToPicture(slot, times.checks) }
    },
    subscribe: (listener) => emitter.subscribe(listener),

    testCredentials: flow.testCredentials,
    signIn: flow.signIn,
    signOut: flow.signOut,
    startDemo: flow.startDemo,

    ...timeline.operations,
    ...createSettingsOperations({
      settings: deps.settings,
      emitter,
      sessions,
      io: (work) => io.track(work),
      running: () => started,
      connect: connectStored,
      demo: () => active().current()?.demo === true,
    }),
    ...createAccountOperations({
      secrets: deps.secrets,
      settings: deps.settings,
      sessions,
      emitter,
      io: (work) => io.track(work),
      probe: flow.testCredentials,
      connect: connectStored,
    }),
  })
}
