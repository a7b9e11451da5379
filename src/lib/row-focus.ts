// Snooze and Unsnooze swap places in a table row when used. For a keyboard user the focused
// control then disappears and focus would fall back to the page; these put it on the control
// that took its place (and again if a refused action swaps them back).
import { nextTick, type Ref } from 'vue'

/** The snooze controls of a row: the Unsnooze button or the snooze menu's button. */
export const SNOOZE_CONTROLS = '[data-test$=unsnooze], summary, [data-test=snooze-disabled]'

function focusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

function refocus(container: HTMLElement | null, rowSelector: string, controls: string) {
  if (!focusLost()) return
  container?.querySelector(rowSelector)?.querySelector<HTMLElement>(controls)?.focus()
}

/**
 * Runs `action` (which swaps the row's controls at once, then may swap them back) and keeps
 * focus in the row if the focused control went away.
 */
export async function keepFocusInRow(
  container: Ref<HTMLElement | null>,
  rowSelector: string,
  action: () => Promise<unknown>,
  controls = SNOOZE_CONTROLS,
): Promise<void> {
  const done = action()
  await nextTick()
  refocus(container.value, rowSelector, controls)
  await done
  await nextTick()
  refocus(container.value, rowSelector, controls)
}
