export default {
  never: 'never',
  unknown: 'unknown time',
  /** Time left: "{duration} left". */
  left: '{duration} left',
  /** {time} is an absolute time from the one formatter: "until today 14:05". */
  until: 'until {time}',
  since: 'since {time}',
  justNow: 'just now',
  /** Short durations for menu items and buttons: "15 min", "1 h", "1 day". */
  short: {
    minutes: '{n} min',
    hours: '{n} h',
    days: '{n} day | {n} days',
  },
  /** Durations in a sentence: "15 minutes", "1 hour". */
  long: {
    minutes: '{n} minute | {n} minutes',
    hours: '{n} hour | {n} hours',
    days: '{n} day | {n} days',
  },
}
