import type { Messages } from '../en'

export default {
  never: 'jamais',
  unknown: 'heure inconnue',
  left: 'encore {duration}',
} satisfies Messages['time']
