// The one check an alert is about, by type, so a click can open the check's own page. Pure.
import type { Alert } from '../../shared/model'
import { isCheckTypeName } from '../../shared/check-type'

/** The check type of an alert that is one check's change at the monitor it opens, else null. */
export function singleCheckType(alert: Alert, monitorId: number | null): string | null {
  const only = alert.events.length === 1 ? alert.events[0]! : null
  if (!only || only.type !== 'check.changed' || only.cronCheckId !== undefined) return null
  if (monitorId === null || only.monitorId !== monitorId || !only.checkType) return null
  // A type the check page's route can hold; anything else opens the monitor.
  return isCheckTypeName(only.checkType) ? only.checkType : null
}
