export default {
  never: 'never',
  unknown: 'unknown time',
  /** Time left: "{duration} left". */
  left: '{duration} left',
}
