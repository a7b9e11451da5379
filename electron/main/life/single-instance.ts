// One Uptray at a time: a second launch hands over to the first (which shows its dashboard, or
// runs the notification action its arguments carry) and exits.
import { app } from 'electron'

/** Returns false when another instance owns the lock: the caller must quit at once. */
export function setupSingleInstance(onSecondLaunch: (argv: string[]) => void): boolean {
  if (!app.requestSingleInstanceLock()) return false
  app.on('second-instance', (_event, argv: string[]) => onSecondLaunch(argv))
  return true
}
