// A row's form or question closing takes its focused control away; focus goes back to the
// row's button that opened it, so a keyboard user stays where they were.
import { nextTick, watch, type Ref } from 'vue'

/**
 * When `open` (the id of the row whose form or question is open) goes back to null, focuses
 * the `data-test=test` control of that row, found by its `rowAttr` attribute under `root`.
 */
export function focusBackOnClose(
  open: Ref<number | null>,
  root: Ref<HTMLElement | null>,
  rowAttr: string,
  test: string,
): void {
  watch(open, (now, before) => {
    if (now !== null || before === null) return
    void nextTick(() =>
      root.value
        ?.querySelector<HTMLElement>(`[${rowAttr}="${before}"] [data-test="${test}"]`)
        ?.focus(),
    )
  })
}
