import type { Messages } from '../en'

export default {
  title: 'Uptray-Status',
  counts: {
    monitors: '{n} Monitor | {n} Monitore',
    failing: '{n} fehlerhaft | {n} fehlerhaft',
    warning: '{n} Warnung | {n} Warnungen',
    snoozed: '{n} schlummert | {n} schlummern',
    maintenance: '{n} in Wartung | {n} in Wartung',
  },
  loadError: 'Monitore konnten nicht geladen werden: {message}.',
  waiting: 'Warten auf den ersten Abgleich …',
  quiet: 'Alles, was fehlschlägt, schlummert oder ist in Wartung',
  allFine: 'Noch keine Monitore | Der Monitor ist in Ordnung | Alle {n} Monitore sind in Ordnung',
  needsAttention: 'Braucht Aufmerksamkeit',
  failingChecksOf: 'Fehlerhafte Prüfungen von {label}',
  showFindings: 'Befunde von {label} anzeigen',
  actionsFor: 'Aktionen für {label}',
  below: '{n} weiterer darunter | {n} weitere darunter',
  more: 'und {n} weiterer im Dashboard | und {n} weitere im Dashboard',
  openError: 'Dashboard konnte nicht geöffnet werden: {message}',
  openDashboard: 'Dashboard öffnen',
  actions: {
    snooze: {
      label: '1 Std. schlummern',
      title: 'Fehlerhafte Prüfungen eine Stunde schlummern lassen',
    },
    maintenance: { label: '1 Std. Wartung', title: 'Eine Stunde Wartung starten' },
    rerun: { label: 'Erneut ausführen', title: 'Fehlerhafte Prüfungen jetzt erneut ausführen' },
    seen: { label: 'Gesehen', title: 'Keine Erinnerungen mehr dazu' },
  },
  unknownMonitor: 'Die App kennt diesen Monitor nicht mehr.',
  actionFailed: 'Das hat nicht geklappt: {message}',
} satisfies Messages['popover']
