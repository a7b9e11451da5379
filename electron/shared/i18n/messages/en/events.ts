// Phrases for change events (engine/alert-text.ts, notifications); the timeline may reuse them.
export default {
  /** One line per change, in alert titles and lists: "{monitor}: {check} failed". */
  line: {
    monitorAdded: '{monitor}: monitor added',
    monitorRemoved: '{monitor}: monitor removed',
    maintenanceStarted: '{monitor}: maintenance started',
    maintenanceEnded: '{monitor}: maintenance ended',
    snoozed: '{monitor}: {check} snoozed',
    snoozeEnded: '{monitor}: {check} no longer snoozed',
    /** {result} is one of `result.*`. */
    result: '{monitor}: {check} {result}',
  },
  /** A change on its own, built from the event alone; {since} is `time.since`. */
  phrase: {
    changed: '{what} {from} → {to} {since}',
    maintenanceStarted: 'maintenance started {since}',
    maintenanceEnded: 'maintenance ended {since}',
    snoozed: '{what} snoozed {since}',
    snoozeEnded: '{what} snooze ended {since}',
    monitorAdded: 'monitor added {since}',
    monitorRemoved: 'monitor removed {since}',
  },
  /** A result change in a sentence; {from} and {to} are `state.*` words. */
  changed: '{what} changed from {from} to {to}',
  /** What changed: a check by its type's name ({type}), or the monitor. */
  what: {
    check: '{type} check',
    monitor: 'monitor',
  },
  cronJob: 'Cron job "{name}"',
  cronJobUnnamed: 'Cron job',
  /** A new result said after the check's name: "Uptime failed", "before that it succeeded". */
  result: {
    check: {
      succeeded: 'succeeded',
      warning: 'has a warning',
      failed: 'failed',
      erroredOrTimedOut: 'errored or timed out',
      pending: 'is pending',
      unknown: 'is in an unknown state',
    },
    cron: {
      waiting: 'is waiting on its first ping',
      started: 'started',
      finished: 'finished',
      pingFailed: 'reported a failure',
      late: 'did not run on time',
      endpointDown: 'could not reach its ping endpoint',
      failed: 'failed',
      notRegistered: 'is not registered',
      changed: 'was changed',
    },
    /** A result value Uptray has no words for, as the service sent it. */
    other: 'is {result}',
  },
  /** A check result as a word ("failed → succeeded"). */
  state: {
    succeeded: 'succeeded',
    warning: 'warning',
    failed: 'failed',
    erroredOrTimedOut: 'errored or timed out',
    pending: 'pending',
    unknown: 'unknown',
  },
}
