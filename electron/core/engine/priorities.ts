// Who goes first when several requests wait for the budget: what the user just did, then what
// the open window shows, then the overview sweep, then cron details, then maintenance look-ups,
// then the slow rounds on spare budget only (expiry radar, notification destinations).

export type Priority = 'action' | 'focus' | 'sweep' | 'cron' | 'maintenance' | 'spare'

export const PRIORITY_ORDER: readonly Priority[] = [
  'action',
  'focus',
  'sweep',
  'cron',
  'maintenance',
  'spare',
]

export function priorityRank(priority: Priority): number {
  return PRIORITY_ORDER.indexOf(priority)
}
