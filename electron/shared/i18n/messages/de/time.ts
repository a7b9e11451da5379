import type { Messages } from '../en'

export default {
  never: 'nie',
  unknown: 'unbekannte Zeit',
  left: 'noch {duration}',
} satisfies Messages['time']
