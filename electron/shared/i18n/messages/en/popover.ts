// The tray popover (src/views/PopoverView.vue, popover-actions.ts, stores/popover.ts).
export default {
  title: 'Uptray status',
  counts: {
    /** "{n}" is drawn bold by the view. */
    monitors: '{n} monitor | {n} monitors',
    failing: '{n} failing | {n} failing',
    warning: '{n} warning | {n} warning',
    snoozed: '{n} snoozed | {n} snoozed',
    maintenance: '{n} in maintenance | {n} in maintenance',
  },
  loadError: 'Could not load monitors: {message}.',
  waiting: 'Waiting for the first sync…',
  quiet: 'Nothing failing that is not snoozed or in maintenance',
  allFine: 'No monitors yet | The monitor is fine | All {n} monitors are fine',
  needsAttention: 'Needs attention',
  failingChecksOf: 'Failing checks of {label}',
  showFindings: 'Show the findings of {label}',
  actionsFor: 'Actions for {label}',
  below: '{n} more below | {n} more below',
  more: 'and {n} more in the dashboard | and {n} more in the dashboard',
  openError: 'Could not open the dashboard: {message}',
  openDashboard: 'Open dashboard',
  actions: {
    snooze: { label: 'Snooze 1 h', title: 'Snooze its failing checks for an hour' },
    maintenance: { label: 'Maintenance 1 h', title: 'Start an hour of maintenance' },
    rerun: { label: 'Re-run', title: 'Run its failing checks again now' },
    seen: { label: 'Seen', title: 'Stop the reminders about it' },
  },
  unknownMonitor: 'The app no longer knows this monitor.',
  actionFailed: 'Could not do that: {message}',
}
