// The sync line's start-up notice in the dashboard's language, from the kinds and values the app
// sends (SyncStatus.noticeParts; serve mode's settings set aside): the problem and the backup's
// name as sent. A notice its source wrote as a sentence is shown as written.
import type { SyncNotice } from '../../electron/shared/sync-notice'
import { t } from '../i18n'
import { localeDependency } from './clock-text'

export function noticeText(notice: SyncNotice): string {
  localeDependency()
  switch (notice.kind) {
    case 'settings-set-aside':
      return t('tray.system.settingsUnreadable', { problem: notice.problem, path: notice.backup })
    case 'settings-not-set-aside':
      return t('tray.system.settingsNotSetAside', {
        problem: notice.problem,
        reason: notice.reason,
      })
    case 'text':
      return notice.text
  }
}
