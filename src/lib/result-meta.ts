// How a result looks: a text label and an icon next to the colour, so state never depends on
// colour alone. `tone` picks the colour token in styles.css. How bad a result is, and so the
// order, is the shared health rule's (HEALTH_ORDER, shared/monitor-order.ts), not a look's.
import type { Health } from '../../electron/shared/health'
import type { CheckResult, MonitorResult } from '../../electron/shared/model'
import { i18n, t } from '../i18n'

export type Tone = 'ok' | 'warn' | 'bad' | 'muted'

export interface ResultMeta {
  /** In the current language (read when asked: a language change redraws it). */
  readonly label: string
  icon: string
  tone: Tone
}

/** The result words' catalogue keys (shell.result.*). */
type Word =
  | 'failed'
  | 'error'
  | 'warning'
  | 'pending'
  | 'unknown'
  | 'up'
  | 'snoozed'
  | 'maintenance'
  | 'disabled'
type WordKey = `shell.result.${Word}`

function face(word: Word, icon: string, tone: Tone): ResultMeta {
  const key: WordKey = `shell.result.${word}`
  return {
    get label() {
      return t(key)
    },
    icon,
    tone,
  }
}

const UP = face('up', '✓', 'ok')

/** Results, and the app's health words (shared/health.ts) for a monitor or check. */
const META: Record<CheckResult | MonitorResult | Health, ResultMeta> = {
  failed: face('failed', '✕', 'bad'),
  'errored-or-timed-out': face('error', '✕', 'bad'),
  warning: face('warning', '▲', 'warn'),
  pending: face('pending', '◌', 'muted'),
  unknown: face('unknown', '?', 'muted'),
  succeeded: UP,
  ok: UP,
  snoozed: face('snoozed', '☾', 'muted'),
  maintenance: face('maintenance', '⚒', 'muted'),
  disabled: face('disabled', '–', 'muted'),
}

/** Every look a result can take, once each (the badge is as wide as the widest word). */
export const RESULT_FACES: readonly ResultMeta[] = [...new Set(Object.values(META))]

let faceWords: { locale: string; text: string } | null = null

/** Every face's word, one a line, in the current language (made once per language). */
export function faceLabels(): string {
  const locale = i18n.global.locale.value
  if (faceWords?.locale !== locale) {
    faceWords = { locale, text: RESULT_FACES.map((f) => f.label).join('\n') }
  }
  return faceWords.text
}

export function resultMeta(result: CheckResult | MonitorResult | string): ResultMeta {
  return META[result as CheckResult] ?? META.unknown
}

/** Cron results carry the service's own label and colour name; map the colour to a tone. */
export function cronTone(color: string, result: string): Tone {
  const c = color.toLowerCase()
  if (c.includes('red') || result === 'failed' || result === 'not-run') return 'bad'
  if (c.includes('orange') || c.includes('yellow') || result === 'warning') return 'warn'
  if (c.includes('green') || result === 'succeeded' || result === 'finished') return 'ok'
  return 'muted'
}

export { cronLabel } from '../../electron/shared/cron-label'

export function toneIcon(tone: Tone): string {
  return { ok: '✓', warn: '▲', bad: '✕', muted: '◌' }[tone]
}
