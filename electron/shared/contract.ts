// The IPC contract: one type map per direction, channels named `domain:verb`. Imported by
// main (handlers), preload (window.uptray) and the renderer (src/bridge.ts), and carried
// unchanged over the WebSocket in serve mode. The invoke side derives from the operation table
// (./operations.ts); the events are listed here.
import type { SyncStatus } from './model'
import type { SnapshotUpdate } from './snapshot-delta'
import type { PopoverSummary } from './popover-summary'
import { ALL_OPERATIONS, type ChannelOf, type Method, type OperationApi } from './operations'
import type { AppServiceEvent, SessionView } from './app-service-api'
import type { Settings } from './settings'
import type { Answer } from './answer'

type Call<M extends Method> = {
  args: Parameters<OperationApi[M]>
  result: Awaited<ReturnType<OperationApi[M]>>
}

/** Renderer -> main requests, each answered once: one per operation of ./operations.ts. */
export type InvokeContract = { [M in Method as ChannelOf<M>]: Call<M> }

/** Main -> renderer pushes. */
export interface EventContract {
  /** The monitors: a full snapshot, then versioned deltas (./snapshot-delta.ts). */
  'snapshot:update': SnapshotUpdate
  /** What the tray popover shows (./summary.ts), instead of the snapshot. */
  'summary:changed': PopoverSummary
  'sync:changed': SyncStatus
  'session:changed': SessionView
  'settings:changed': Settings
  /** A notification was clicked: show this monitor. */
  'navigate:monitor': number
  /** The tray asked for a view (e.g. Preferences opens the settings). */
  'navigate:view': AppView
  /** The tray asked for one check's page (`#/monitor/ID/check/TYPE`). */
  'navigate:check': { monitorId: number; checkType: string }
}

/** Top-level views the shell may open by name. */
export type AppView = '/' | '/cron' | '/status-pages' | '/settings' | '/monitors/new'

export type InvokeChannel = keyof InvokeContract
export type EventChannel = keyof EventContract

/** Each operation's channel by method name (from the operation table). */
export const INVOKE_METHODS = Object.fromEntries(
  Object.entries(ALL_OPERATIONS).map(([method, op]) => [method, op.channel]),
) as { readonly [M in Method]: ChannelOf<M> }

export const EVENT_METHODS = {
  onSnapshotUpdate: 'snapshot:update',
  onSummaryChanged: 'summary:changed',
  onSyncChanged: 'sync:changed',
  onSessionChanged: 'session:changed',
  onSettingsChanged: 'settings:changed',
  onNavigateMonitor: 'navigate:monitor',
  onNavigateView: 'navigate:view',
  onNavigateCheck: 'navigate:check',
} as const satisfies Record<string, EventChannel>

type EventMethods = typeof EVENT_METHODS

/** A window's message: which channel carries which service event, and its payload. */
export type WindowEvent = {
  [C in EventChannel]: { channel: C; payload: EventContract[C] }
}[EventChannel]

/**
 * The service events every window hears, as their window messages; null for those the host
 * keeps (snapshots travel through the snapshot feed, alerts and decisions stay in the shell).
 * One table for every transport: IPC and serve mode's WebSocket both push what this answers.
 */
export function windowEventOf(event: AppServiceEvent): WindowEvent | null {
  switch (event.type) {
    case 'sync':
      return { channel: 'sync:changed', payload: event.status }
    case 'session':
      return { channel: 'session:changed', payload: event.session }
    case 'settings':
      return { channel: 'settings:changed', payload: event.settings }
    default:
      return null
  }
}

/**
 * `window.uptray`: one named method per operation (never a generic `invoke(channel)`), and one
 * `onX(listener)` per event returning its unsubscribe function. The preload builds it from
 * these tables; src/bridge.ts and serve mode's WebSocket client implement the same type.
 */
export type UptrayBridge = {
  [M in Method]: (...args: Call<M>['args']) => Promise<Call<M>['result']>
} & {
  [M in keyof EventMethods]: (
    listener: (payload: EventContract[EventMethods[M]]) => void,
  ) => () => void
}

/**
 * What the preload exposes as `window.uptray`: the same methods, each answering the operation
 * host's envelope (./answer.ts) as it came over IPC. src/bridge.ts unwraps it in the page's own
 * world, because an error thrown across the context bridge loses its `kind`.
 */
export type WireBridge = {
  [M in Method]: (...args: Call<M>['args']) => Promise<Answer<Call<M>['result']>>
} & {
  [M in keyof EventMethods]: UptrayBridge[M]
}
