// The Cron jobs page and the cron check form.
export default {
  title: 'Cron jobs',
  new: 'New cron check',
  create: 'Create cron check',
  save: 'Save cron check',
  empty: 'No cron job monitors.',
  column: {
    job: 'Job',
    monitor: 'Monitor',
    schedule: 'Schedule',
    lastPing: 'Last ping',
    result: 'Result',
    snooze: 'Snooze',
    manage: 'Manage',
  },
  unsnooze: 'Unsnooze',
  unsnoozeName: 'Unsnooze {name}',
  snoozeName: 'Snooze {name}',
  edit: 'Edit',
  editName: 'Edit {name}',
  delete: 'Delete',
  deleteName: 'Delete {name}',
  deleteAsk: 'Delete {name}?',
  copyPing: 'Copy ping URL',
  copyPingName: 'Copy ping URL of {name}',
  pingUrl: 'Ping URL',
  waiting:
    'The cron jobs of one more monitor follow as the request budget allows. | The cron jobs of {n} more monitors follow as the request budget allows.',
  loadFailed: 'Could not load cron jobs for {monitors}; they will show after the next refresh.',
  /** A monitor the overview does not know (yet). */
  monitorId: 'Monitor {id}',
  /** A cron check the list does not know (yet). */
  checkId: 'cron check {id}',
  /** What the app did, said here when the dashboard is not in English (the app's sentence is). */
  done: {
    created: 'Created the cron check {name}.',
    saved: 'Saved the cron check {name}.',
    deleted: 'Deleted the cron check {name}.',
  },
  schedule: {
    every: 'Every minute | Every {n} minutes',
    none: 'No schedule',
  },
  form: {
    monitor: 'Monitor',
    name: 'Name',
    schedule: 'Schedule',
    simple: 'Every few minutes',
    cron: 'Cron expression',
    frequency: 'Frequency in minutes',
    expression: 'Cron expression',
    timeZone: 'Time zone',
    grace: 'Grace time in minutes',
    cancel: 'Cancel',
  },
  preview: {
    /** The schedule in words, then the zone it runs in. */
    inZone: '{schedule} ({zone})',
    noZone: 'no time zone',
    /** The next runs, each in the job's zone (named when it is not the user's). */
    next: 'Next: {times}',
    needFrequency: 'Give a frequency of at least 1 minute.',
    needExpression: 'Give a cron expression, e.g. {example}',
    fields: 'A cron expression has 5 fields: minute hour day month weekday.',
    invalid: 'Not a cron expression: check the values of its fields.',
  },
  problem: {
    name: 'Give the job a name.',
    nameLength: 'At most {n} characters.',
    timeZone: 'Give a time zone such as UTC or Europe/Brussels.',
    grace: 'Give a grace time of 0 minutes or more.',
  },
}
