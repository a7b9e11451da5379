// Serve mode logs to stderr through the shared masking logger, so stdout carries exactly one
// line: `Dashboard: <url>`.
import { createStderrLogger } from '../adapters/logger'

export const stderrLogger = createStderrLogger('uptray serve')
