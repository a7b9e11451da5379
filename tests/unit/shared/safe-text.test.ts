// The one sanitiser (shared/safe-text.ts) and the surfaces that show service text through it:
// the tray (menu labels, tooltip and notification lines), the CLI's bars, the CLI's events and
// the dashboard's isolated text. Each gets the same hostile text and must show none of it.
import { describe, expect, it } from 'vitest'
import { line, menuText } from '@app/main/tray/safe-text'
import { barLabel } from '@app/cli/formats/bar'
import { eventsOutput } from '@app/cli/commands/events'
import { plainLine, safeLine } from '@app/shared/safe-text'
import type { TimelineEvent } from '@app/shared/timeline'
import { isolate } from '@src/lib/isolate'

const ESC = '\u001B'
/** Controls (C0, DEL, C1), line breaks and separators. */
const CONTROLS = [
  '\u0000',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u007F',
  '\u0085',
  '\u009B',
  '\u2028',
]
/** Marks, embeddings, overrides and isolates. */
const BIDI = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E']
const ISOLATES = ['\u2066', '\u2067', '\u2068', '\u2069']
/** Characters that show as nothing, so "Web\u200B2" would look like "Web2". */
const INVISIBLE = ['\u200B', '\u2060', '\u2063', '\uFEFF', '\u00AD', '\u180E']

/** One hostile label: every kind of unsafe character around words that must stay. */
const HOSTILE = [
  `${ESC}[31mred${ESC}[0m`,
  ...CONTROLS.map((c) => `a${c}b`),
  ...BIDI.map((c) => `c${c}d`),
  ...ISOLATES.map((c) => `e${c}f`),
  ...INVISIBLE.map((c) => `g${c}h`),
  `${ESC}]8;;https://evil.example${ESC}\\link${ESC}]8;;${ESC}\\`,
  'lone\uD800surrogate',
].join(' ')

const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/

const event = (text: string): TimelineEvent =>
  ({ seq: 1, at: '2026-03-10T12:00:00.000Z', kind: 'change', text }) as TimelineEvent

describe('safeLine', () => {
  it('removes escape sequences whole, and bidi and invisible characters', () => {
    expect(safeLine(`${ESC}[31mred${ESC}[0m`, 100)).toBe('red')
    expect(safeLine(`evil\u202Emoc.elgoog`, 100)).toBe('evilmoc.elgoog')
    expect(safeLine('Web\u200B2\uFEFF', 100)).toBe('Web2')
    expect(safeLine('x\u2066y\u2069', 100)).toBe('xy')
  })

  it('writes other controls and line breaks as one space, lone surrogates as U+FFFD', () => {
    expect(safeLine('a\u0000b\r\n\tc\u2028d\u0085e', 100)).toBe('a b c d e')
    expect(safeLine('x\uDC00y', 100)).toBe('x\uFFFDy')
  })

  it('keeps what text needs: joiners in emoji, accents, other scripts', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'
    expect(safeLine(`${family} café ميزان`, 100)).toBe(`${family} café ميزان`)
  })

  it('bounds the length, ending in an ellipsis, never splitting a surrogate pair', () => {
    expect(safeLine('x'.repeat(500_000), 40)).toBe(`${'x'.repeat(39)}…`)
    const cut = safeLine(`${'x'.repeat(8)}\u{1F600}${'y'.repeat(20)}`, 10)
    expect(cut).toBe(`${'x'.repeat(8)}…`)
    expect(safeLine('short', 40)).toBe('short')
  })

  it('is plainLine, bounded', () => {
    expect(safeLine(HOSTILE, 10_000)).toBe(plainLine(HOSTILE))
    expect(plainLine(HOSTILE)).not.toMatch(UNSAFE)
  })
})

describe('every surface shows service text through it', () => {
  const surfaces: [string, (text: string) => string, number][] = [
    ['tray menu label', (t) => menuText`✕ ${t}`.replace(/^✕ \u2068|\u2069$/g, ''), 80],
    ['tray tooltip or notification line', (t) => line(t, 127), 127],
    ['CLI status bar', barLabel, 60],
    [
      'CLI events',
      (t) => eventsOutput({ events: [event(t)], total: 1, unreadable: 0 }, false),
      600,
    ],
    ['dashboard isolate', (t) => isolate(t).replace(/^\u2068|\u2069$/g, ''), 300],
  ]
  for (const [name, show, max] of surfaces) {
    it(`${name}: nothing unsafe, and bounded`, () => {
      const shown = show(HOSTILE)
      expect(shown).not.toMatch(UNSAFE)
      expect(shown).toContain('red')
      expect(shown).not.toContain('[31m')
      expect(show('y'.repeat(500_000)).length).toBeLessThanOrEqual(max)
    })
  }
})
