// The spec's snooze rules for notifications: "A failing check: repeated down alerts are muted,
// and the recovery notification still fires and ends the silence. A healthy check: both down
// and up notifications are muted until the timer ends." So each snooze remembers whether its
// check was failing when it began, and whether a recovery already ended its silence.
import { isSnoozed } from '../../shared/health'
import type { ChangeKind } from './alert-levels'

interface SnoozeMemory {
  until: string
  startedFailing: boolean
  silenceEnded: boolean
}

export class SnoozeRules {
  private readonly snoozes = new Map<string, SnoozeMemory>()

  /** A snooze began (or was extended) on `key`; `wasFailing`: the check's state just before. */
  started(key: string, until: string, wasFailing: boolean): void {
    this.snoozes.set(key, { until, startedFailing: wasFailing, silenceEnded: false })
  }

  ended(key: string): void {
    this.snoozes.delete(key)
  }

  /** Whether a change of `kind` on `key`, snoozed until `until` (or not), stays quiet. */
  mutes(key: string, until: string | null, kind: ChangeKind, nowMs: number): boolean {
    if (!isSnoozed(until, nowMs)) return false
    let memory = this.snoozes.get(key)
    if (!memory || memory.until !== until) {
      // Snoozed before we first saw it: a failure now means it was healthy when snoozed, a
      // recovery now means it was failing.
      memory = { until, startedFailing: kind === 'recovery', silenceEnded: false }
      this.snoozes.set(key, memory)
    }
    if (memory.silenceEnded) return false
    if (kind === 'recovery' && memory.startedFailing) {
      memory.silenceEnded = true
      return false
    }
    return true
  }
}
