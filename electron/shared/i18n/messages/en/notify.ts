// Notifications: the engine's alert texts, the action buttons and their outcomes.
export default {
  /** One alert's title and body (engine/alert-text.ts); {check} may be a cron job's name. */
  alert: {
    changedTitle: '{monitor}: {check} {to}',
    changedBody: '{check} {to} since {since}; before that it {from}.',
    recoveredTitle: '{monitor}: {check} recovered',
    recoveredBody: '{check} {to} again since {since}; before that it {from}.',
    flappingTitle: '{monitor}: {check} is flapping',
    flappingBody:
      '{check} changed state 3 times in 10 minutes; it now {to} (since {since}). Further changes stay quiet until it settles.',
    stillFailingTitle: '{monitor}: still failing after maintenance',
    /** {checks} lists the failing checks; the count picks "is" or "are". */
    stillFailingBody:
      'Maintenance ended at {time}; {checks} is still failing. | Maintenance ended at {time}; {checks} are still failing.',
    status: 'Status: {summary}.',
  },
  /** Many changes in one notification. */
  burst: {
    title: '{changes}: {parts}',
    changes: '{n} change | {n} changes',
    failed: '{n} failed',
    warning: '{n} warning | {n} warnings',
    recovered: '{n} recovered | {n} recovered',
    more: 'and {n} more',
    away: '{n} change while you were away | {n} changes while you were away',
  },
  /** "Remind me until I react". */
  reminder: {
    title: 'Still failing: {line}',
    body: 'Failing since {since}, not acknowledged yet (reminder {sent} of {max}). Snooze it, start maintenance or mark it seen to stop reminders.',
    summaryTitle:
      'Still failing: {n} check not acknowledged | Still failing: {n} checks not acknowledged',
  },
  /** When the engine's text cannot be shown. */
  fallback: {
    changes: '{n} change | {n} changes',
    somethingChanged: 'Something changed',
  },
  /** Action buttons; {duration} is short ("1 h"). */
  action: {
    snooze: 'Snooze {duration}',
    snoozeAll: 'Snooze all {duration}',
    maintenance: 'Start maintenance {duration}',
    seen: 'Seen',
    open: 'Open',
  },
  /** The notice after an action: `snoozed` with a short {duration} ("1 h"), the others long ("1 hour"). */
  outcome: {
    snoozed: 'Snoozed for {duration}',
    notSnoozed: 'Could not snooze',
    maintenanceStarted: 'Maintenance started',
    maintenanceNotStarted: 'Maintenance not started',
    seen: 'Marked as seen',
    notSeen: 'Could not mark as seen',
    checksSnoozed: '{n} check snoozed. | {n} checks snoozed.',
    checksSnoozedFor: '{n} check snoozed for {duration}. | {n} checks snoozed for {duration}.',
    maintenanceOn:
      'Maintenance started on {n} monitor for {duration}. | Maintenance started on {n} monitors for {duration}.',
    remindersStopped: 'Reminders stopped for {n} monitor. | Reminders stopped for {n} monitors.',
    nothingNamed: 'The notification named nothing to act on.',
    failedOn: '{label}: {message}',
  },
  refused: {
    title: 'Uptray did nothing',
    body: 'A link asked Uptray to act, but it is not one of its notifications, or it was used already or is too old.',
  },
  demo: 'Uptray demo',
}
