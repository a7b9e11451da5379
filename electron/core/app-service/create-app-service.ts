// The AppService facade: the only door for the tray, IPC, the CLI and serve mode. It holds the
// sessions by account (sessions.ts: one account's connection, engine, picture and caches, see
// account-session.ts) and answers from the active one; beside them it keeps what is the app's
// own: signing in and out (session-flow.ts), the settings, the timeline and the event listeners.
import { normalizeBaseUrl } from '../../shared/base-url'
import { describeFailure } from '../../shared/errors'
import { runTimesOf } from '../engine/run-times'
import type { FetchLike } from '../ports'
import type { AppService, AppServiceDeps } from './app-service-types'
import { ServiceEmitter } from './emitter'
import { forwardTo } from './forward'
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
  const timeline = createServiceTimeline(deps, emitter, () => sessions.active)
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
    },
    normalizeBaseUrl(deps.settings.get().baseUrl),
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
    rateLimit: {
      until: () => active().engine.gate.rateLimitedUntil,
      block: (until) => {
        active().engine.gate.blockUntil(until)
        active().publishSync()
      },
    },
    current: () => active().current(),
    connect: (next) => sessions.open(next.baseUrl).connect(next),
    disconnect: (message) => active().disconnect(message),
  })

  // Every action of the operation table is recorded in the timeline, wherever it comes from.
  return timeline.recordActions({
    sessions,
    async start() {
      if (started) return
      started = true
      await io.track(timeline.log.load())
      const baseUrl = normalizeBaseUrl(deps.settings.get().baseUrl)
      const session = sessions.open(baseUrl)
      if (!(await session.load())) await io.track(timeline.log.clear())
      session.publishSync()
      let token: string | null = null
      try {
        token = await io.track(flow.readToken(baseUrl))
      } catch (error) {
        logger.warn('Could not read the token from the keychain', { error: describeFailure(error) })
      }
      if (token) {
        session.connect({ baseUrl, token, demo: false, account: null })
        session.readAccount()
      } else {
        session.publishSync()
      }
    },

    async stop() {
      started = false
      await sessions.stop()
      await io.track(timeline.log.flush())
    },

    setOnline: (online) => active().setOnline(online),
    suspend: () => {
      active().suspend()
      track(io.track(timeline.log.flush()))
    },
    resume: () => active().resume(),
    idle: () => io.idle(() => sessions.all().every((s) => s.engine.gate.inFlight === 0)),

    ...forwardTo(() => active().operations, active().operations),
    runTimes: (monitorId) => runTimesOf(active().snapshot(), monitorId),
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
      readToken: flow.readToken,
    }),
  })
}
