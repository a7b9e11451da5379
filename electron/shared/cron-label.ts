// How a cron job's result reads everywhere (dashboard, tray menu): the service's own label with a
// capital first letter, like every other result label ("ran too late" -> "Ran too late").
import { t } from './i18n/translate'

export function cronLabel(label: string | null | undefined): string {
  const text = label?.trim()
  if (!text) return t('common.waitingForFirstPing')
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
