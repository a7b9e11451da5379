import type { Messages } from '../en'

export default {
  never: 'jamais',
  unknown: 'heure inconnue',
  left: 'encore {duration}',
  until: 'jusqu’à {time}',
  since: 'depuis {time}',
  justNow: 'à l’instant',
  short: {
    minutes: '{n} min',
    hours: '{n} h',
    days: '{n} jour | {n} jours',
  },
  long: {
    minutes: '{n} minute | {n} minutes',
    hours: '{n} heure | {n} heures',
    days: '{n} jour | {n} jours',
  },
} satisfies Messages['time']
