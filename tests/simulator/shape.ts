// Compares two JSON trees by shape: every key of `expected` must exist in `actual` with the
// same typeof (extra keys allowed); arrays are compared by their first element. `null` on
// either side carries no type information and matches anything. Keys named in `maps` hold
// dictionaries keyed by data (e.g. `raw_dns_records` by nameserver): their first values compare.
export function shapeDiff(
  expected: unknown,
  actual: unknown,
  path = '$',
  maps: readonly string[] = [],
): string[] {
  if (expected === null || actual === null) return []
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${kind(actual)}`]
    if (expected.length === 0) return []
    if (actual.length === 0)
      return [`${path}: the recording has elements but the answer is an empty array`]
    return shapeDiff(expected[0], actual[0], `${path}[0]`, maps)
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual))
      return [`${path}: expected an object, got ${kind(actual)}`]
    const problems: string[] = []
    const got = actual as Record<string, unknown>
    if (maps.some((name) => path.endsWith(`.${name}`))) {
      const [first] = Object.values(expected as Record<string, unknown>)
      if (first === undefined) return []
      const [mine] = Object.values(got)
      if (mine === undefined)
        return [`${path}: the recording has entries but the answer is an empty map`]
      return shapeDiff(first, mine, `${path}.*`, maps)
    }
    for (const [key, value] of Object.entries(expected as Record<string, unknown>)) {
      if (!(key in got)) problems.push(`${path}.${key}: missing`)
      else problems.push(...shapeDiff(value, got[key], `${path}.${key}`, maps))
    }
    return problems
  }
  return typeof expected === typeof actual
    ? []
    : [`${path}: expected ${typeof expected}, got ${kind(actual)}`]
}

function kind(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
}
