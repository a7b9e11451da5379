// `--format waybar`: one JSON object for a Waybar custom module with "return-type": "json".
// `class` is ok / warning / failed / stale / auth-needed (for CSS), `alt` the same word (for
// format-icons), `tooltip` the base URL and the monitors needing attention. No sweep time in it,
// so `watch --format waybar` prints a line only when something a user sees changes. Waybar reads
// text and tooltip as Pango markup: labels are escaped.
import {
  barClass,
  barLabel,
  headline,
  MAX_LISTED,
  needingAttention,
  problemText,
  type BarState,
} from './bar'

export interface WaybarObject {
  text: string
  tooltip: string
  class: string
  alt: string
}

const markup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function waybarObject(state: BarState): WaybarObject {
  const cls = barClass(state)
  const listed = needingAttention(state.report)
  const lines = [
    markup(state.baseUrl),
    ...problemText(state),
    ...listed.slice(0, MAX_LISTED).map((m) => `${m.health}: ${markup(barLabel(m.label))}`),
    ...(listed.length > MAX_LISTED ? [`and ${listed.length - MAX_LISTED} more`] : []),
  ]
  return { text: headline(state), tooltip: lines.join('\n'), class: cls, alt: cls }
}

export function waybarLine(state: BarState): string {
  return JSON.stringify(waybarObject(state))
}
