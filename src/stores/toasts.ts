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

export const useToastStore = defineStore('toasts', () => {
  const toasts = ref<Toast[]>([])
  let nextId = 1

  function dismiss(id: number) {
    toasts.value = toasts.value.filter((t) => t.id !== id)
  }

  function push(kind: Toast['kind'], title: string, hint: string | null = null): number {
    const id = nextId++
    toasts.value = [...toasts.value.slice(-4), { id, kind, title, hint }]
    // Errors stay until dismissed: the person must get to read what to do.
    if (kind !== 'error') setTimeout(() => dismiss(id), 5000)
    return id
  }

  return { toasts, push, dismiss }
})
