// Who goes first when several requests wait for the budget: what the user just did, then what
// the open window shows, then the overview sweep, then cron details, then maintenance look-ups
// and the maintenance watch, then the slow rounds on spare budget only (expiry radar, notification
// destinations). Cron reads are rare (a job's due time) and wait for two free slots; above them,
// a steady stream of maintenance reads on a tight budget kept every cron read out (one a day at
// 10,000 monitors), so late cron jobs went unseen. The watch needs no more: cron reads leave it
// nearly all of the spare budget.

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
