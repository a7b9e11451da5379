import { inspect } from 'node:util'

/** Every string reachable from an error: message, stack, cause chain, own properties. */
export function everythingIn(error: unknown): string {
  const seen = new Set<unknown>()
  const parts: string[] = []
  const walk = (value: unknown): void => {
    if (value === null || value === undefined || seen.has(value)) return
    if (typeof value !== 'object' && typeof value !== 'function') {
      parts.push(String(value))
      return
    }
    seen.add(value)
    if (value instanceof Error) parts.push(value.message, value.stack ?? '', String(value))
    for (const key of Reflect.ownKeys(value)) walk((value as Record<PropertyKey, unknown>)[key])
    if (value instanceof Error) walk(value.cause)
  }
  walk(error)
  parts.push(inspect(error, { depth: 10, showHidden: true }))
  try {
    parts.push(JSON.stringify(error))
  } catch {
    // circular: covered by the walk above
  }
  return parts.join('\n')
}
