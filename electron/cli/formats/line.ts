// `--format line`: one plain line for tmux's status-right or a shell prompt.
import { barClass, headline, type BarState } from './bar'

export function barLine(state: BarState): string {
  const cls = barClass(state)
  const mark = cls === 'ok' ? 'OK' : cls === 'failed' || cls === 'warning' ? '!!' : '??'
  return `${mark} uptray ${headline(state)}`
}
