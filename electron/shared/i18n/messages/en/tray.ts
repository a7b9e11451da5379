// The tray: tooltip, menu, the menu actions' outcomes, and the shell's other notices.
export default {
  /** The tooltip and the menu's status line. */
  summary: {
    noMonitors: 'No monitors yet',
    failing: '{n} failing',
    warning: '{n} warning | {n} warnings',
    snoozed: '{n} snoozed',
    maintenance: '{n} in maintenance',
    unknown: '{n} unknown | {n} unknown',
    pending: '{n} pending',
    oneUp: 'The monitor is up',
    allUp: 'All {n} monitors up',
  },
  /** How fresh the data is; {since} is "3 minutes ago" or "today 14:02". */
  sync: {
    offline: 'offline',
    offlineSince: 'offline, last synced {since}',
    rateLimited: 'rate limited, waiting',
    failing: 'sync failing',
    failingSince: 'sync failing, last synced {since}',
    stale: 'stale data',
    staleSince: 'stale, last synced {since}',
    syncing: 'syncing',
    syncedSince: 'synced {since}',
  },
  /** One of several accounts in trouble, after its name: "Acme: sign in needed". */
  account: {
    line: '{name}: {words}',
    signInNeeded: 'sign in needed',
    syncFailing: 'sync failing',
    offline: 'offline',
    rateLimited: 'rate limited',
  },
  tooltip: {
    /** Tooltips start with the app's name: "Uptray - syncing". */
    named: 'Uptray - {text}',
    signInNeeded: 'Uptray - sign in needed',
    paused: 'notifications paused',
  },
  headline: {
    signInNeeded: 'Sign in needed: the API token was refused',
  },
  /** The Windows taskbar overlay's description. */
  overlay: {
    failing: '{n} failing',
    warning: '{n} warning | {n} warnings',
    state: {
      ok: 'all up',
      'auth-needed': 'sign in needed',
      failed: 'failing',
      warning: 'warning',
      offline: 'offline',
      syncing: 'syncing',
      paused: 'notifications paused',
    },
  },
  menu: {
    /** {until} is `time.until`: "snoozed until today 14:05". */
    snoozedUntil: '(snoozed {until})',
    snoozed: '(snoozed)',
    inMaintenance: '(in maintenance)',
    snooze: 'Snooze',
    unsnooze: 'Unsnooze',
    rerun: 'Re-run check',
    showFindings: 'Show findings…',
    startMaintenance: 'Start maintenance',
    stopMaintenance: 'Stop maintenance ({until})',
    openInBrowser: 'Open in browser',
    showInDashboard: 'Show in dashboard',
    more: '{n} more...',
    otherAccount: 'Other',
    monitorFallback: 'Monitor {id}',
    cronJobs: 'Cron jobs',
    pauseNotifications: 'Pause notifications',
    resumeNotifications: 'Resume notifications (paused {until})',
    forOneHour: 'For 1 hour',
    untilTomorrow: 'Until 08:00 tomorrow',
    comingUp: 'Coming up:',
    signInAgain: 'Sign in again...',
    refreshNow: 'Refresh now',
    rerunFailing: 'Re-run all failing ({n})',
    openDashboard: 'Open dashboard',
    monitorUrl: 'Monitor a URL...',
    preferences: 'Preferences...',
    installCli: 'Install command-line tool',
    quit: 'Quit Uptray',
  },
  /** What a menu action did; {name} is "Shop Uptime", {duration} short ("1 h"). */
  outcome: {
    done: 'Done',
    failed: 'That did not work',
    failure: '{what}: {reason}',
    snoozed: 'Snoozed {name} for {duration}',
    notSnoozed: 'Could not snooze {name}',
    unsnoozed: 'Unsnoozed {name}',
    notUnsnoozed: 'Could not unsnooze {name}',
    rerunning: 'Re-running {name}',
    notRerun: 'Could not re-run {name}',
    maintenanceStarted: 'Maintenance started on {name} for {duration}',
    maintenanceNotStarted: 'Could not start maintenance on {name}',
    maintenanceStopped: 'Maintenance stopped on {name}',
    maintenanceNotStopped: 'Could not stop maintenance on {name}',
    refreshed: 'Refreshed',
    notRefreshed: 'Could not refresh',
    rerunDone:
      'Re-ran the failing checks of {n} monitor | Re-ran the failing checks of {n} monitors',
    rerunFailed: 'Re-run failed on {failed} of {n} monitors: {label}: {message}',
    pausedHour: 'Notifications paused for 1 h',
    pausedUntil: 'Notifications paused until {time}',
    notPaused: 'Could not pause notifications',
    resumed: 'Notifications resumed',
    notResumed: 'Could not resume notifications',
    installOff: 'Installing the command-line tool is off in this run.',
  },
  /** The update entry of the menu and what Preferences says after a check. */
  update: {
    check: 'Check for updates',
    checking: 'Checking for updates…',
    downloading: 'Downloading update…',
    restart: 'Restart to update',
    onlyInstalled: 'Updates are checked only in an installed app.',
    notInDemo: 'The demo does not look for updates.',
    upToDate: 'Uptray is up to date.',
    stillLooking: 'Still looking for an update…',
    downloadingNote: 'An update is downloading; the tray menu offers the restart.',
    readyNote: 'An update is ready: Restart to update in the tray menu.',
    off: 'Updates are off in this run.',
  },
  /** Installing the `uptray` command ({path} and {folder} are file paths). */
  cli: {
    windows: 'On Windows the installer adds the uptray command to your PATH.',
    failed: 'Could not install the uptray command in {folder}: {reason}',
    installed: 'Installed the uptray command as {path}.',
    installedAddPath:
      'Installed the uptray command as {path}. Add {folder} to your PATH to run it.',
  },
  /** The shell's own notices. */
  system: {
    shortcutTaken:
      'The shortcut {shortcut} is used by another app or is not valid; choose another in Preferences.',
    autostartNotAdded: 'Could not add the autostart entry: {reason}',
    autostartNotRemoved: 'Could not remove the autostart entry: {reason}',
    /** {path} is where the unreadable file was kept. */
    settingsUnreadable:
      'Your settings could not be read ({problem}), so the defaults are in use. The old file was kept as {path}.',
    /** Serve mode: the settings could not be moved aside either ({reason} why not). */
    settingsNotSetAside:
      'Your settings could not be read ({problem}) nor set aside ({reason}), so the defaults are in use and changes are kept for this run only.',
    onlyWebLinks: 'Only http: and https: links can be opened in the browser.',
    openedInBrowser: 'Opened in your browser.',
  },
}
