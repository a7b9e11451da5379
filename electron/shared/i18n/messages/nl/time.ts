import type { Messages } from '../en'

export default {
  never: 'nooit',
  unknown: 'onbekende tijd',
  left: 'nog {duration}',
} satisfies Messages['time']
