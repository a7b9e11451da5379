import type { Messages } from '../en'

export default {
  never: 'nie',
  unknown: 'unbekannte Zeit',
  left: 'noch {duration}',
  until: 'bis {time}',
  since: 'seit {time}',
  justNow: 'gerade eben',
  short: {
    minutes: '{n} Min.',
    hours: '{n} Std.',
    days: '{n} Tag | {n} Tage',
  },
  long: {
    minutes: '{n} Minute | {n} Minuten',
    hours: '{n} Stunde | {n} Stunden',
    days: '{n} Tag | {n} Tage',
  },
} satisfies Messages['time']
