import type { Messages } from '../en'

export default {
  menu: 'Mettre en sourdine…',
  menuFor: 'Mettre {label} en sourdine',
  snooze: 'Mettre {check} en sourdine',
  unsnooze: 'Réactiver {check}',
} satisfies Messages['snooze']
