// Whether the popover's problem list scrolls, and how much of it is out of view below: the list
// shows a fade and "N more below" then, so a list cut at the window's edge looks like one.

/** A row's top and bottom edges, and the list's visible bottom edge, in the same coordinates. */
export interface RowEdges {
  top: number
  bottom: number
}

/** Rows not wholly visible below `viewBottom` (one pixel of rounding allowed). */
export function rowsBelow(rows: readonly RowEdges[], viewBottom: number): number {
  let below = 0
  for (const row of rows) if (row.bottom > viewBottom + 1) below++
  return below
}

/** The rows of `list` that end below its visible part, measured now. */
export function measureBelow(list: HTMLElement | null): number {
  if (!list || list.scrollHeight <= list.clientHeight + 1) return 0
  const view = list.getBoundingClientRect()
  const rows = [...list.children].map((row) => row.getBoundingClientRect())
  return rowsBelow(rows, view.bottom)
}
