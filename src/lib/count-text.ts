// Counted messages in the dashboard: the shared `tn` (the plural form for the count by the
// language's rules, `{n}` the count written for the locale, "1.234" in German) and a count alone.
// The shared locale moves with the dashboard's (src/i18n.ts), and App.vue redraws the views on a
// change, so the shared functions serve the views as they are.
export { formatNumber, tn } from '../../electron/shared/i18n/translate'
