// The one logger of the Electron app and serve mode: one line per entry on stderr (stdout stays
// free for serve mode's URL and the CLI's output). Fields named like credentials are masked at
// any depth, bearer tokens inside text are masked, and every string is clipped, so neither a
// careless `logger.info('...', { token })` nor a long answer from the service floods or leaks.
import type { Logger } from '../core/ports'

const SECRET_KEY = /token|secret|password|authorization|cookie/i
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi
/** The longest string a log line keeps (message or field). */
export const MAX_LOG_STRING = 500
const MAX_DEPTH = 4

function clipText(text: string): string {
  const masked = text.replace(BEARER, '$1***')
  return masked.length > MAX_LOG_STRING ? `${masked.slice(0, MAX_LOG_STRING)}…` : masked
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return clipText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '[…]'
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redactValue(v, depth + 1))
  if (value instanceof Error) return clipText(value.message)
  return redactFields(value as Record<string, unknown>, depth + 1)
}

export function redactFields(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) ? '***' : redactValue(value, depth),
    ]),
  )
}

export function formatLogLine(
  prefix: string,
  level: string,
  message: string,
  fields?: Record<string, unknown>,
): string {
  const extra = fields ? ` ${JSON.stringify(redactFields(fields))}` : ''
  return `[${prefix}] ${level} ${clipText(message)}${extra}\n`
}

export function createStderrLogger(prefix: string): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) =>
    void process.stderr.write(formatLogLine(prefix, level, message, fields))
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}
