import type { Messages } from '../en'

export default {
  menu: 'Sluimeren…',
  menuFor: '{label} sluimeren',
  snooze: '{check} sluimeren',
  unsnooze: 'Sluimeren van {check} opheffen',
} satisfies Messages['snooze']
