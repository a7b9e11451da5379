import type { Messages } from '../en'

export default {
  menu: 'Stummschalten …',
  menuFor: '{label} stummschalten',
  snooze: '{check} stummschalten',
  unsnooze: 'Stummschaltung von {check} aufheben',
} satisfies Messages['snooze']
