// Serve mode logs to stderr, so stdout carries exactly one line: `Dashboard: <url>`.
import type { Logger } from '../core/ports'

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  return `[uptray serve] ${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}\n`
}

export const stderrLogger: Logger = {
  info: (m, f) => void process.stderr.write(line('info', m, f)),
  warn: (m, f) => void process.stderr.write(line('warn', m, f)),
  error: (m, f) => void process.stderr.write(line('error', m, f)),
}
