// Tags typed as one line: "prod, eu,  shop " -> ['prod', 'eu', 'shop'] (empty and repeated ones
// dropped), and back.
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ]
}

export function joinTags(tags: readonly string[]): string {
  return tags.join(', ')
}
