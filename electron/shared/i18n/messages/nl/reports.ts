import type { Messages } from '../en'

export default {} satisfies Messages['reports']
