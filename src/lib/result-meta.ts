// How a result looks: a text label and an icon next to the colour, so state never depends on
// colour alone. `tone` picks the colour token in styles.css. How bad a result is, and so the
// order, is the shared health rule's (HEALTH_ORDER, shared/monitor-order.ts), not a look's.
import type { Health } from '../../electron/shared/health'
import type { CheckResult, MonitorResult } from '../../electron/shared/model'

export type Tone = 'ok' | 'warn' | 'bad' | 'muted'

export interface ResultMeta {
  label: string
  icon: string
  tone: Tone
}

/** Results, and the app's health words (shared/health.ts) for a monitor or check. */
const META: Record<CheckResult | MonitorResult | Health, ResultMeta> = {
  failed: { label: 'Failed', icon: '✕', tone: 'bad' },
  'errored-or-timed-out': { label: 'Error', icon: '✕', tone: 'bad' },
  warning: { label: 'Warning', icon: '▲', tone: 'warn' },
  pending: { label: 'Pending', icon: '◌', tone: 'muted' },
  unknown: { label: 'Unknown', icon: '?', tone: 'muted' },
  succeeded: { label: 'Up', icon: '✓', tone: 'ok' },
  ok: { label: 'Up', icon: '✓', tone: 'ok' },
  snoozed: { label: 'Snoozed', icon: '☾', tone: 'muted' },
  maintenance: { label: 'Maintenance', icon: '⚒', tone: 'muted' },
  disabled: { label: 'Disabled', icon: '–', tone: 'muted' },
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
