// Where a drop-down menu goes so it stays on the page: under its button, right edges aligned
// (the usual place), else left edges aligned, else pushed inside the visible area.

export interface Span {
  left: number
  right: number
}

/**
 * The menu's left edge in viewport pixels, or null to keep it right-aligned with the anchor.
 * `bounds` is the horizontal span the menu may use.
 */
export function menuOffset(anchor: Span, width: number, bounds: Span): number | null {
  if (anchor.right - width >= bounds.left) return null
  if (anchor.left + width <= bounds.right) return anchor.left
  return Math.max(bounds.left, bounds.right - width)
}

/**
 * The span an element's drop-down may use: the window, narrowed to the content box of the
 * nearest ancestor that clips (a scrolling pane cuts off whatever sticks out of it).
 */
export function visibleBounds(el: Element): Span {
  const bounds = { left: 0, right: document.documentElement.clientWidth || window.innerWidth }
  for (let at = el.parentElement; at; at = at.parentElement) {
    const style = getComputedStyle(at)
    if (style.overflowX === 'visible') continue
    const rect = at.getBoundingClientRect()
    bounds.left = Math.max(bounds.left, rect.left + Number.parseFloat(style.paddingLeft || '0'))
    bounds.right = Math.min(bounds.right, rect.right - Number.parseFloat(style.paddingRight || '0'))
    break
  }
  return bounds
}
