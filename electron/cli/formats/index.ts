// The status bar formats by name (`--format`), each a pure function of the same bar state.
import type { BarFormat, BarState } from './bar'
import { barLine } from './line'
import { waybarLine } from './waybar'
import { xbarText } from './xbar'

export { BAR_FORMATS, type BarFormat, type BarState } from './bar'

const RENDER: Record<BarFormat, (state: BarState) => string> = {
  waybar: waybarLine,
  xbar: xbarText,
  line: barLine,
}

export function renderBar(format: BarFormat, state: BarState): string {
  return RENDER[format](state)
}
