// Short messages after actions: what happened, and when something failed, what to do next.
import { defineStore } from 'pinia'
import { ref } from 'vue'

export interface Toast {
  id: number
  kind: 'success' | 'error' | 'info'
  title: string
  /** For errors: the way forward ("Check your connection and try again"). */
  hint: string | null
}

/** How long a success or info toast stays once nobody is reading it. */
export const TOAST_MS = 5000

export const useToastStore = defineStore('toasts', () => {
  const toasts = ref<Toast[]>([])
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  let nextId = 1
  let held = false

  function dismiss(id: number) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    toasts.value = toasts.value.filter((t) => t.id !== id)
  }

  // Errors stay until dismissed: the person must get to read what to do.
  function schedule(toast: Toast) {
    if (toast.kind === 'error' || held || timers.has(toast.id)) return
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), TOAST_MS),
    )
  }

  function push(kind: Toast['kind'], title: string, hint: string | null = null): number {
    const toast = { id: nextId++, kind, title, hint }
    for (const old of toasts.value.slice(0, -4)) dismiss(old.id)
    toasts.value = [...toasts.value, toast]
    schedule(toast)
    return toast.id
  }

  /** Pointer over or focus inside the toasts: nothing leaves while it is being read (WCAG 2.2.1). */
  function hold() {
    held = true
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
  }

  /** Reading is over: every toast that may leave gets its full time again. */
  function release() {
    held = false
    for (const toast of toasts.value) schedule(toast)
  }

  return { toasts, push, dismiss, hold, release }
})
