// Plurals by each language's own rules (CLDR, through Intl.PluralRules). A plural message lists
// its forms "one | other", or "zero | one | other" when nothing deserves its own words.

const rules = new Map<string, Intl.PluralRules>()

function rulesOf(tag: string): Intl.PluralRules {
  let r = rules.get(tag)
  if (!r) rules.set(tag, (r = new Intl.PluralRules(tag)))
  return r
}

/** Which of a message's `forms` to use for `count` in the language of `tag`. */
function pluralIndex(tag: string, count: number, forms: number): number {
  if (forms <= 1) return 0
  const one = rulesOf(tag).select(Math.abs(count)) === 'one'
  if (forms === 2) return one ? 0 : 1
  if (count === 0) return 0
  return one ? 1 : 2
}

/** vue-i18n's and @intlify's pluralRules option for a language. */
export function pluralRule(tag: string): (choice: number, choicesLength: number) => number {
  return (choice, choicesLength) => pluralIndex(tag, choice, choicesLength)
}
