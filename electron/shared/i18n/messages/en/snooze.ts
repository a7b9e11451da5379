// Snoozing: the snooze menu and the names of snooze actions.
export default {
  menu: 'Snooze…',
  menuFor: 'Snooze {label}',
  snooze: 'Snooze {check}',
  unsnooze: 'Unsnooze {check}',
}
