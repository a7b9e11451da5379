// Copies a text to the clipboard and says so in a toast (or why it could not).
import { useToastStore } from '../../stores/toasts'

export async function copyText(text: string, what: string): Promise<void> {
  const toasts = useToastStore()
  try {
    await navigator.clipboard.writeText(text)
    toasts.push('success', `${what} copied`)
  } catch {
    toasts.push(
      'error',
      `Could not copy the ${what.toLowerCase()}`,
      'Select it and copy it by hand.',
    )
  }
}
