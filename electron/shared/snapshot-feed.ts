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
  /**
   * Whether any window listens now (default: always). With none, a commit costs nothing: no
   * delta and no summary; a window that connects later asks for a full snapshot.
   */
  listening?: () => boolean
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
  /** The snapshot `summary` was made from. */
  let summarized: Snapshot | null = null

  function summaryOf(s: Snapshot): PopoverSummary | null {
    if (summarized !== s) {
      summary = popoverSummary(s, Date.now())
      summarized = s
    }
    return summary
  }

  function flush() {
    if (timer) clearTimeout(timer)
    timer = null
    const now = options.current()
    if (!now || now === sent) return
    const base = version
    version++
    if (options.listening?.() === false) {
      sent = now
      return
    }
    const update: SnapshotUpdate = sent
      ? { epoch, version, base, delta: snapshotDelta(sent, now) }
      : { epoch, version, full: windowCopy(now) }
    sent = now
    options.publish(update)
    const before = summary
    const next = summaryOf(now)
    if (!sameValue(next, before) && next) options.publishSummary?.(next)
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
      return sent ? summaryOf(sent) : summary
    },
    dispose() {
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
