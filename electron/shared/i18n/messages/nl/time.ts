import type { Messages } from '../en'

export default {
  never: 'nooit',
  unknown: 'onbekende tijd',
  left: 'nog {duration}',
  until: 'tot {time}',
  since: 'sinds {time}',
  justNow: 'zojuist',
  short: {
    minutes: '{n} min',
    hours: '{n} u',
    days: '{n} dag | {n} dagen',
  },
  long: {
    minutes: '{n} minuut | {n} minuten',
    hours: '{n} uur | {n} uur',
    days: '{n} dag | {n} dagen',
  },
} satisfies Messages['time']
