// The host side of the snapshot protocol (./snapshot-delta.ts), one per process that holds the
// engine: commits close together coalesce into one push (a sweep and the maintenance look-ups
// that follow it become one update), and each push carries only what changed since the last.
// Windows get window copies (no check's run time: see windowCopy).
import { snapshotDelta, sameValue, windowCopy, type SnapshotUpdate } from './snapshot-delta'
import type { Snapshot } from './model'
import { popoverSummary, type PopoverSummary } from './popover-summary'

/** At most one push per this many milliseconds. */
export const COALESCE_MS = 100

export interface SnapshotFeedOptions {
  /** The engine's picture now. */
  current: () => Snapshot | null
  /** Sends one update to every open window. */
  publish: (update: SnapshotUpdate) => void
  /** Sends the popover's summary to every open window, when it changed. */
  publishSummary?: (summary: PopoverSummary) => void
  coalesceMs?: number
  /** Names this feed; a window that sees another epoch asks for a full snapshot. */
  epoch?: string
}

export interface SnapshotFeed {
  /** The engine committed a new snapshot: push it (coalesced). */
  changed(): void
  /** Pushes what is pending now. */
  flush(): void
  /** A full snapshot for a window that connects or asks, after any pending push. */
  full(): Extract<SnapshotUpdate, { full: Snapshot }> | null
  /** The popover's summary of the last push. */
  summary(): PopoverSummary | null
  dispose(): void
}

export function createSnapshotFeed(options: SnapshotFeedOptions): SnapshotFeed {
  const epoch = options.epoch ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  let sent: Snapshot | null = null
  let version = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let summary: PopoverSummary | null = null

  function flush() {
    if (timer) clearTimeout(timer)
    timer = null
    const now = options.current()
    if (!now || now === sent) return
    const base = version
    version++
    const update: SnapshotUpdate = sent
      ? { epoch, version, base, delta: snapshotDelta(sent, now) }
      : { epoch, version, full: windowCopy(now) }
    sent = now
    options.publish(update)
    const next = popoverSummary(now, Date.now())
    if (!sameValue(next, summary) && next) options.publishSummary?.(next)
    summary = next
  }

  return {
    changed() {
      timer ??= setTimeout(flush, options.coalesceMs ?? COALESCE_MS)
    },
    flush,
    full() {
      flush()
      return sent ? { epoch, version, full: windowCopy(sent) } : null
    },
    summary() {
      flush()
      return summary
    },
    dispose() {
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
