// A "Coming up" item said in the dashboard's language from its parts: the engine's sentence is
// English (or the serving host's), and serve mode may show it in a browser of another language.
// The time left is the one the radar counted when it read (as in its sentence); an item without
// its parts (from an older app) keeps the engine's sentence.
import type { ComingUpItem } from '../../electron/shared/coming-up'
import { checkLabel } from '../../electron/shared/check-labels'
import { t } from '../i18n'
import { tn } from '../../electron/shared/i18n/translate'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/** "in 3 days", "in 2 hours", "in 20 minutes": whole units, as the radar counts them. */
export function comingUpWhen(ms: number): string {
  if (ms >= DAY_MS) return tn('overview.comingUp.when.days', Math.floor(ms / DAY_MS))
  if (ms >= HOUR_MS) return tn('overview.comingUp.when.hours', Math.floor(ms / HOUR_MS))
  return tn('overview.comingUp.when.minutes', Math.max(1, Math.ceil(ms / MINUTE_MS)))
}

export function comingUpText(item: ComingUpItem): string {
  const left = item.msLeft
  if (typeof left !== 'number' || !Number.isFinite(left)) return item.text
  const monitor = item.monitorLabel
  switch (item.kind) {
    case 'certificate':
      return left <= 0
        ? t('overview.comingUp.certificateExpired', { monitor })
        : t('overview.comingUp.certificate', { monitor, when: comingUpWhen(left) })
    case 'domain':
      return left <= 0
        ? t('reports.radar.domainExpired', { monitor })
        : t('reports.radar.domain', { monitor, when: comingUpWhen(left) })
    case 'snooze':
      if (!item.checkType) return item.text
      return t('overview.comingUp.snooze', {
        check: checkLabel({ type: item.checkType, label: item.checkLabel }),
        monitor,
        when: comingUpWhen(left),
      })
    case 'maintenance':
      return t('overview.comingUp.maintenance', { monitor, when: comingUpWhen(left) })
    case 'cron':
      if (item.cronName === undefined) return item.text
      return left > 0
        ? t('overview.comingUp.cronLate', { name: item.cronName, when: comingUpWhen(left) })
        : t('overview.comingUp.cronPast', { name: item.cronName })
    default:
      return item.text
  }
}
