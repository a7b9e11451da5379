// A long list shown a page at a time: every row stays in the data, the page shows `size` of them.
// The page goes back to the first when the list changes (another run, another filter).
import { computed, ref, watch, type Ref } from 'vue'

export function usePages<T>(items: Ref<readonly T[]>, size: number) {
  const page = ref(1)
  const last = computed(() => Math.max(1, Math.ceil(items.value.length / size)))
  const rows = computed(() => items.value.slice((page.value - 1) * size, page.value * size))
  watch(items, () => (page.value = 1))
  const goTo = (next: number) => (page.value = Math.min(Math.max(1, next), last.value))
  return { page, last, rows, goTo }
}
