// The `malformed-json` fault: the real answer at full length with a syntax error, as a broken
// serializer would send it: a trailing comma before the closing brace or bracket.

export function malformed(text: string): string {
  const trimmed = text.trimEnd()
  const last = trimmed.at(-1)
  if (last === '}' || last === ']') return `${trimmed.slice(0, -1)},${last}`
  return `{"data":[,]}${trimmed}`
}
