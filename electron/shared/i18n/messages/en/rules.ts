export default {
  title: 'Notification rules',
  intro:
    "The most specific rule decides: a monitor's rule, then its tags, then its team, then the check type. Between two tags, the quieter rule wins. Quiet hours and pause still apply on top, and a muted change still shows in the tray and here.",
  listHeading: 'Rules',
  none: 'No rules: every check type notifies on failures and recoveries as set in Settings.',
  remove: 'Remove',
  removeLabel: 'Remove rule: {rule}',
  removeWhat: 'Remove rule',
  addHeading: 'Add a rule',
  scope: 'Scope',
  which: 'Which',
  choose: 'Choose…',
  notify: 'Notify',
  add: 'Add rule',
  scopes: {
    monitor: 'Monitor',
    tag: 'Tag',
    team: 'Team',
    checkType: 'Check type',
  },
  modes: {
    always: 'Always notify',
    failures: 'Failures only',
    never: 'Never notify',
  },
  /** A rule as one sentence: "Monitors tagged staging: never notify". */
  sentence: {
    line: '{subject}: {mode}',
    monitor: 'Monitor {name}',
    team: 'Monitors of team {name}',
    tag: 'Monitors tagged {name}',
    checkType: '{name} checks',
    always: 'always notify',
    failures: 'notify on failures only',
    never: 'never notify',
  },
  /** A monitor or team named with its account, when several accounts are watched. */
  account: {
    named: '{account}: {name}',
  },
}
