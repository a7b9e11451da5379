// The dashboard in German, French and Dutch, with the browser set to each: the overview, a check
// page, a monitor page, the timeline and Settings show no English word of Uptray's own (words of the English
// catalogue that the language's catalogue lacks, and Intl's English day, month and "ago" words),
// and times read in the locale. Text from the service (inside ServiceText) is left as sent.
// With UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/overview-<language>.png.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { MESSAGES } from '@app/shared/i18n/messages'
import type { Language } from '@app/shared/i18n/languages'
import { expect, SHOTS, simMonitors, test } from './fixtures'

type Tree = { [key: string]: string | Tree }

function catalogueWords(tree: Tree, into = new Set<string>()): Set<string> {
  for (const value of Object.values(tree)) {
    if (typeof value !== 'string') catalogueWords(value, into)
    else for (const w of wordsOf(value.replace(/\{[^}]*\}/g, ' '))) into.add(w)
  }
  return into
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{3,}/gu) ?? []
}

/** Intl's English names of days and months (short and long), less the language's own. */
function intlEnglish(tag: string): Set<string> {
  const names = (locale: string) => {
    const out = new Set<string>()
    for (let i = 0; i < 12; i++) {
      const at = Date.UTC(2026, i, 5 + (i % 7))
      for (const month of ['short', 'long'] as const)
        for (const w of wordsOf(new Intl.DateTimeFormat(locale, { month }).format(at))) out.add(w)
      for (const weekday of ['short', 'long'] as const)
        for (const w of wordsOf(new Intl.DateTimeFormat(locale, { weekday }).format(at))) out.add(w)
    }
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    for (const [n, unit] of [
      [0, 'day'],
      [-1, 'day'],
      [1, 'day'],
      [0, 'second'],
      [-3, 'minute'],
      [3, 'minute'],
    ] as const)
      for (const w of wordsOf(rtf.format(n, unit))) out.add(w)
    return out
  }
  const own = names(tag)
  return new Set([...names('en-US'), ...names('en-GB')].filter((w) => !own.has(w)))
}

/** Words of the English catalogue the language's catalogue never uses, and Intl's English. */
function englishOnly(language: Language, tag: string): Set<string> {
  const own = catalogueWords(MESSAGES[language] as unknown as Tree)
  const english = [...catalogueWords(MESSAGES.en as unknown as Tree)].filter((w) => !own.has(w))
  return new Set([...english, ...intlEnglish(tag)])
}

/** The page's visible text and accessible names, without the service's own text. */
async function uptrayWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = []
    const fromService = (node: Node | null) =>
      node instanceof Element && node.closest('[data-test="service-text"]') !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || fromService(parent) || !parent.checkVisibility()) continue
      if (parent.closest('script, style, [aria-hidden="true"]')) continue
      parts.push(node.textContent ?? '')
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (fromService(el) || !el.checkVisibility()) continue
      for (const name of ['aria-label', 'title', 'placeholder'])
        parts.push(el.getAttribute(name) ?? '')
    }
    parts.push(document.title)
    // The service's texts also appear inside Uptray's sentences ("Select admin.example.com").
    const service = [...document.querySelectorAll('[data-test="service-text"]')]
      .map((el) => el.textContent?.trim() ?? '')
      .filter((t) => t.length > 0)
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const whole = service.map((t) => new RegExp(`(?<![\\p{L}])${escape(t)}(?![\\p{L}])`, 'gu'))
    return parts.map((part) => whole.reduce((rest, re) => rest.replace(re, ' '), part)).join(' \n ')
  })
  // Addresses, host names and IANA zones (Europe/Brussels) are names, not Uptray's words.
  const words = text.replace(/\S*[\w-][./][\w-]+\S*/g, ' ')
  return words.toLowerCase().match(/\p{L}{3,}/gu) ?? []
}

const LANGUAGES: { language: Language; tag: string; relative: RegExp }[] = [
  { language: 'de', tag: 'de-DE', relative: /\bvor \d|\bjetzt\b|\bheute\b|\bgestern\b/ },
  { language: 'fr', tag: 'fr-FR', relative: /il y a|maintenant|aujourd’hui|hier/ },
  { language: 'nl', tag: 'nl-NL', relative: /geleden|\bnu\b|vandaag|gisteren/ },
]

for (const { language, tag, relative } of LANGUAGES) {
  test.describe(`in ${tag}`, () => {
    test.use({ locale: tag, viewport: { width: 1280, height: 820 } })

    test('overview, a check page, the timeline and Settings speak the language', async ({
      page,
      sim,
      openSignedIn,
    }) => {
      test.setTimeout(120_000)
      const forbidden = englishOnly(language, tag)
      const serve = await openSignedIn()
      const monitors = await simMonitors(sim)
      const monitor = monitors.find((m) => m.checks.some((c) => c.type === 'uptime'))!
      const target = monitors.find((m) =>
        m.checks.some((c) => c.latest_run_result === 'succeeded'),
      )!
      const check = target.checks.find((c) => c.latest_run_result === 'succeeded')!

      const leftovers = async (view: string) => {
        const found = [...new Set((await uptrayWords(page)).filter((w) => forbidden.has(w)))]
        expect(found, `English words on the ${view} in ${tag}`).toEqual([])
      }

      await expect(page.getByTestId('sync-text')).toHaveText(relative, { timeout: 20_000 })
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await leftovers('overview')
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true })
        await page.screenshot({ path: join(SHOTS, `overview-${language}.png`) })
      }

      await page.goto(`${serve.origin}/#/monitor/${monitor.id}/check/uptime`)
      await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 })
      await expect(page.locator('main h1, main h2').first()).toBeVisible()
      await leftovers('check page')

      // A change in the service and an action in the app, so the timeline has rows of both.
      await sim.control.setCheckResult(check.id, 'failed', 'Connection refused')
      await page.goto(`${serve.origin}/#/monitor/${target.id}`)
      const row = page.locator(`[data-check-id="${check.id}"]`)
      await row.locator('summary').click()
      await row.getByTestId('snooze-60').click()
      await expect(row.getByTestId('snooze-state')).toBeVisible()
      await leftovers('monitor page')

      await page.goto(`${serve.origin}/#/timeline`)
      await expect(page.getByTestId('timeline-event')).not.toHaveCount(0, { timeout: 30_000 })
      await expect(page.locator('main')).toContainText(relative)
      await leftovers('timeline')

      await page.goto(`${serve.origin}/#/settings`)
      await expect(page.getByTestId('account')).toBeVisible()
      await leftovers('settings')
    })
  })
}
