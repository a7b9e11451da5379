// The sync line's warnings in the dashboard's language, from the kinds and values the engine
// sends (SyncStatus.warningParts; core/engine/destinations.ts fills them): the destination's name
// and the service's reason as sent, the account's name first when several are watched.
import type { SyncWarning } from '../../electron/shared/sync-warning'
import { formatNumber } from '../../electron/shared/i18n/translate'
import { t } from '../i18n'
import { localeDependency } from './clock-text'

/** One warning in the current language. */
export function warningText(warning: SyncWarning): string {
  localeDependency()
  const text =
    warning.kind === 'destinations-disabled'
      ? t('overview.notice.moreDestinations', { n: formatNumber(warning.count) }, warning.count)
      : t('overview.notice.destinationDisabled', { name: warning.name, reason: warning.reason })
  return warning.account ? `${warning.account}: ${text}` : text
}
