// Who goes first when several requests wait for the budget: what the user just did, then what
// the open window shows, then the overview sweep, then maintenance look-ups (they decide whether
// a failure alerts and whether it counts), then cron details, then the slow rounds on spare
// budget only (expiry radar, notification destinations).

export type Priority = 'action' | 'focus' | 'sweep' | 'maintenance' | 'cron' | 'spare'

export const PRIORITY_ORDER: readonly Priority[] = [
  'action',
  'focus',
  'sweep',
  'maintenance',
  'cron',
  'spare',
]

export function priorityRank(priority: Priority): number {
  return PRIORITY_ORDER.indexOf(priority)
}
