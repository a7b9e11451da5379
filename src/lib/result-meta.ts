// How a result looks: a text label and an icon next to the colour, so state never depends on
// colour alone. `tone` picks the colour token in styles.css.
import type { Health } from '../../electron/shared/health'
import type { CheckResult, MonitorResult } from '../../electron/shared/model'

export type Tone = 'ok' | 'warn' | 'bad' | 'muted'

export interface ResultMeta {
  label: string
  icon: string
  tone: Tone
  /** Lower sorts first: the worst news leads. */
  severity: number
}

/** Results, and the app's health words (shared/health.ts) for a monitor or check. */
const META: Record<CheckResult | MonitorResult | Health, ResultMeta> = {
  failed: { label: 'Failed', icon: '✕', tone: 'bad', severity: 0 },
  'errored-or-timed-out': { label: 'Error', icon: '✕', tone: 'bad', severity: 0 },
  warning: { label: 'Warning', icon: '▲', tone: 'warn', severity: 1 },
  pending: { label: 'Pending', icon: '◌', tone: 'muted', severity: 2 },
  unknown: { label: 'Unknown', icon: '?', tone: 'muted', severity: 3 },
  succeeded: { label: 'Up', icon: '✓', tone: 'ok', severity: 4 },
  ok: { label: 'Up', icon: '✓', tone: 'ok', severity: 4 },
  snoozed: { label: 'Snoozed', icon: '☾', tone: 'muted', severity: 2 },
  maintenance: { label: 'Maintenance', icon: '⚒', tone: 'muted', severity: 2 },
  disabled: { label: 'Disabled', icon: '–', tone: 'muted', severity: 5 },
}

/** Every look a result can take, once per label (the badge is as wide as the widest). */
export const RESULT_FACES: readonly ResultMeta[] = [
  ...new Map(Object.values(META).map((m) => [m.label, m])).values(),
]

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
