// Copies a text to the clipboard and says so in a toast (or why it could not). `what` names it
// in the current language ("URL", "Ping URL").
import { t } from '../../i18n'
import { useToastStore } from '../../stores/toasts'

export async function copyText(text: string, what: string): Promise<void> {
  const toasts = useToastStore()
  try {
    await navigator.clipboard.writeText(text)
    toasts.push('success', t('findings.copied', { what }))
  } catch {
    toasts.push('error', t('findings.copyFailed', { what }), t('findings.copyByHand'))
  }
}
