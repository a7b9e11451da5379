// `--format xbar`: an xbar / SwiftBar plugin's output. A title line, `---`, then one line per
// monitor needing attention, linking to its page on the service's dashboard and coloured by
// health. `|` separates a line's text from its parameters, so it never appears in a label.
import {
  barClass,
  barLabel,
  headline,
  MAX_LISTED,
  needingAttention,
  pageOf,
  problemText,
  type BarClass,
  type BarState,
} from './bar'
import { isoTime } from './iso-time'

const COLOR: Record<BarClass, string> = {
  ok: 'green',
  warning: 'orange',
  failed: 'red',
  stale: 'gray',
  'auth-needed': 'gray',
}

const menuText = (text: string) => barLabel(text).replace(/\|/g, '¦')

export function xbarText(state: BarState): string {
  const cls = barClass(state)
  const listed = needingAttention(state.report)
  const items = listed
    .slice(0, MAX_LISTED)
    .map(
      (m) =>
        `${menuText(m.label)}: ${m.health} | href=${pageOf(state, m)} color=${COLOR[m.health]}`,
    )
  return [
    `Uptray: ${headline(state)} | color=${COLOR[cls]}`,
    '---',
    ...problemText(state),
    ...(cls === 'ok' ? ['Every monitor is fine'] : []),
    ...items,
    ...(listed.length > MAX_LISTED ? [`and ${listed.length - MAX_LISTED} more`] : []),
    ...(state.report ? [`Checked ${isoTime(state.report.fetchedAt)} | size=11`] : []),
  ].join('\n')
}
