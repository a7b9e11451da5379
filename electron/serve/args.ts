// Command line of serve mode: `npm run serve -- [--demo] [--port N] [--base-url URL] [--data-dir DIR]`.
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as z from 'zod'
import { baseUrlProblem } from '../shared/base-url'
import { baseUrlSchema } from '../shared/contract-schemas'
import { messageOf } from '../shared/errors'

export interface ServeOptions {
  demo: boolean
  /** 0 picks a free port. */
  port: number
  baseUrl: string | null
  /** Where settings and the offline cache live (never the token). */
  dataDir: string
  /** The built renderer (`npm run build` writes it). */
  rendererDir: string
}

export class UsageError extends Error {}

const portSchema = z.coerce.number().int().min(0).max(65_535)

export function parseServeArgs(argv: string[], cwd = process.cwd()): ServeOptions {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        demo: { type: 'boolean', default: false },
        port: { type: 'string', default: '0' },
        'base-url': { type: 'string' },
        'data-dir': { type: 'string' },
        'renderer-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new UsageError(messageOf(error))
  }
  const port = portSchema.safeParse(values.port)
  if (!port.success)
    throw new UsageError(`--port must be a number from 0 to 65535, got "${values.port}"`)
  let baseUrl: string | null = null
  if (values['base-url'] !== undefined) {
    // The shared sentence (plain http only for loopback; never repeats a password) comes first.
    const problem = baseUrlProblem(values['base-url'])
    const parsed = baseUrlSchema.safeParse(values['base-url'])
    if (problem || !parsed.success) {
      throw new UsageError(`--base-url: ${problem ?? 'it must be an http(s) address.'}`)
    }
    baseUrl = parsed.data
  }
  return {
    demo: values.demo ?? false,
    port: port.data,
    baseUrl,
    dataDir: resolve(cwd, values['data-dir'] ?? join(homedir(), '.config', 'uptray-serve')),
    rendererDir: resolve(cwd, values['renderer-dir'] ?? 'out/renderer'),
  }
}
