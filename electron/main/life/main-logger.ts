// The main process's log: the shared masking logger (adapters/logger.ts) on stderr.
import { createStderrLogger } from '../../adapters/logger'

export { redactFields } from '../../adapters/logger'

export const mainLogger = createStderrLogger('uptray')
