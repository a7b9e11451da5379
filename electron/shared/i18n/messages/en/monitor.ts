// The monitor page (src/views/MonitorDetailView.vue, DowntimeList, MaintenancePanel).
export default {
  notFound: 'Monitor not found',
  removed: 'It may have been removed.',
  backToOverview: 'Back to the overview',
  overview: '← Overview',
  lastRun: 'Last run {time}',
  checks: 'Checks',
  maintenance: 'Maintenance',
  history: 'History',
  range: 'Range',
  uptime: 'Uptime',
  uptimeError: 'Could not load uptime:',
  responseTime: 'Response time',
  responseTimesError: 'Could not load response times:',
  noResponseTimesAi:
    'No response-time chart for AI monitors: response times are measured for HTTP, ping and TCP monitors only.',
  noResponseTimesOther:
    'No response-time chart for this type of monitor: response times are measured for HTTP, ping and TCP monitors only.',
  downtime: 'Downtime',
  downtimeError: 'Could not load downtime:',
  settings: 'Settings',
  downtimeList: {
    none: 'No downtime in this range.',
    started: 'Started',
    ended: 'Ended',
    duration: 'Duration',
    ongoing: 'ongoing',
  },
  maintenancePanel: {
    /** {until} is the user's time; {left} "42 min left". */
    runningUntil: 'Running until {until}, {left}',
    /** The same with the team's clock: {teamTime} in {zone}. */
    runningUntilZone: 'Running until {until} ({teamTime} {zone}), {left}',
    stop: 'Stop maintenance',
    duration: 'Duration',
    name: 'Name (optional)',
    start: 'Start maintenance now',
    schedule: 'Schedule',
    loadError: 'Could not load maintenance periods:',
    upcoming: 'Upcoming',
    recurring: 'Recurring',
    newRecurring: 'New recurring window',
    createRecurring: 'Create recurring window',
    zoneNote:
      "Times are your local time ({own}). The service keeps them in the team's time, {zone}: {source}.",
    source: {
      setting: 'set in Settings',
      statusPage: "from the team's status page",
      learned:
        "learned from the service's answer (a fixed offset); set the team's zone in Settings",
      system: "assumed to be this computer's; set the team's zone in Settings if it differs",
    },
  },
}
