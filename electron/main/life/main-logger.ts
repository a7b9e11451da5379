// The main process's log: one line per entry on stderr. Fields named like credentials are
// masked, so a careless `logger.info('...', { token })` cannot leak the API token.
import type { Logger } from '../../core/ports'

const SECRET_KEY = /token|secret|password|authorization/i

export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, SECRET_KEY.test(key) ? '***' : value]),
  )
}

function write(level: string, message: string, fields?: Record<string, unknown>): void {
  const extra = fields ? ` ${JSON.stringify(redactFields(fields))}` : ''
  process.stderr.write(`[uptray] ${level} ${message}${extra}\n`)
}

export const mainLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
}
