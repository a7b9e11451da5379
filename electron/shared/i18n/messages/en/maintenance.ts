export default {
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
  },
  /** A one-off window's form. */
  window: {
    starts: 'Starts',
    ends: 'Ends',
    name: 'Window name (optional)',
    needBoth: 'Enter both a start and an end.',
    endAfterStart: 'The end must be after the start.',
    /** Its length, then its times on the team's clock. */
    teamTime: "{duration}, {start} to {end} in the team's time ({zone})",
  },
  /** The windows still to come. */
  upcoming: {
    none: 'None scheduled.',
    editLabel: 'Edit the window {title}',
    deleteLabel: 'Delete the window {title}',
    ask: 'Delete the window {title}?',
    question: 'Delete this window?',
    yes: 'Delete window',
    save: 'Save window',
  },
  recurring: {
    none: 'None.',
    /** After the service's schedule, which is on the team's clock. */
    teamTime: '({zone} time)',
    yourTime: '{rule}, your time',
    editLabel: 'Edit the recurring window {title}',
    deleteLabel: 'Delete the recurring window {title}',
    ask: 'Delete the recurring window {title}?',
    question: 'Delete it and its windows still to come?',
    yes: 'Delete recurring window',
    save: 'Save recurring window',
  },
  /** The recurring window's form. */
  form: {
    name: 'Name',
    repeats: 'Repeats',
    daily: 'Every day',
    weekly: 'Weekly',
    monthly: 'Monthly',
    on: 'On',
    dayOfMonth: 'Day of the month',
    from: 'From',
    to: 'To',
    yourWords: '{rule}, your time ({zone}).',
    sayWhen: 'Say when: a day, a start and an end.',
    teamWords: "In the team's time ({zone}): {rule}.",
    needName: 'Give the window a name.',
  },
  /** A recurring schedule in words ({window} is the times, {days} the weekdays). */
  rule: {
    window: 'from {start} to {end}',
    windowNextDay: 'from {start} to {end} the next day',
    daily: 'Every day {window}',
    weekly: 'Every {days} {window}',
    monthly: 'On the {day} of every month {window}',
    monthlyShort: 'On the {day} of every month {window} (months without a {day} have none)',
    /** The last two of a list of days. */
    pair: '{first} and {last}',
    listSeparator: ', ',
    /** A day of the month by Intl's ordinal category of the number. */
    ordinal: {
      one: '{n}st',
      two: '{n}nd',
      few: '{n}rd',
      other: '{n}th',
    },
    problem: {
      start: 'Give the start time (HH:MM).',
      end: 'Give the end time (HH:MM).',
      same: 'The start and end must differ.',
      days: 'Pick at least one day of the week.',
      dayOfMonth: 'Pick a day of the month, 1 to 31.',
      times: 'Give HH:MM times.',
      unreadable: 'The time could not be read.',
      otherMonth:
        "On the {day} at {time} your time it is another month's day in the team's time ({zone}), which a monthly window cannot say: pick another day or time.",
    },
  },
  /** The answers' toasts when the service refused. */
  failed: {
    schedule: 'Scheduling maintenance failed: {message}',
    update: 'Changing the maintenance window failed: {message}',
    remove: 'Deleting the maintenance window failed: {message}',
    createRecurring: 'Creating the recurring window failed: {message}',
    updateRecurring: 'Saving the recurring window failed: {message}',
    removeRecurring: 'Deleting the recurring window failed: {message}',
  },
  hint: {
    checkTimes: 'Check the start and end times and try again.',
    checkSchedule: 'Check the schedule and try again.',
    tryAgain: 'Try again.',
  },
}
