import type { Messages } from '../en'

export default {
  alert: {
    changedTitle: '{monitor}: {check} {to}',
    changedBody: '{check} {to} seit {since}; davor {from}.',
    recoveredTitle: '{monitor}: {check} wieder in Ordnung',
    recoveredBody: '{check} wieder {to} seit {since}; davor {from}.',
    flappingTitle: '{monitor}: {check} schwankt',
    flappingBody:
      '{check} hat in 10 Minuten 3-mal den Zustand gewechselt; jetzt {to} (seit {since}). Weitere Wechsel bleiben still, bis sich der Zustand beruhigt.',
    stillFailingTitle: '{monitor}: nach der Wartung weiterhin fehlerhaft',
    stillFailingBody:
      'Wartung beendet ({time}); {checks} schlägt weiterhin fehl. | Wartung beendet ({time}); {checks} schlagen weiterhin fehl.',
    status: 'Status: {summary}.',
  },
  burst: {
    title: '{changes}: {parts}',
    changes: '{n} Änderung | {n} Änderungen',
    failed: '{n} fehlgeschlagen',
    warning: '{n} Warnung | {n} Warnungen',
    recovered: '{n} wieder in Ordnung | {n} wieder in Ordnung',
    more: 'und {n} weitere',
    away: '{n} Änderung während Ihrer Abwesenheit | {n} Änderungen während Ihrer Abwesenheit',
  },
  reminder: {
    title: 'Weiterhin fehlerhaft: {line}',
    body: 'Fehlerhaft seit {since}, noch nicht bestätigt (Erinnerung {sent} von {max}). Stummschalten, Wartung starten oder als gesehen markieren, um die Erinnerungen zu beenden.',
    summaryTitle:
      'Weiterhin fehlerhaft: {n} Prüfung nicht bestätigt | Weiterhin fehlerhaft: {n} Prüfungen nicht bestätigt',
  },
  fallback: {
    changes: '{n} Änderung | {n} Änderungen',
    somethingChanged: 'Etwas hat sich geändert',
  },
  action: {
    snooze: '{duration} stummschalten',
    snoozeAll: 'Alle {duration} stummschalten',
    maintenance: 'Wartung {duration}',
    seen: 'Gesehen',
    open: 'Öffnen',
  },
  outcome: {
    snoozed: 'Für {duration} stummgeschaltet',
    notSnoozed: 'Stummschalten fehlgeschlagen',
    maintenanceStarted: 'Wartung gestartet',
    maintenanceNotStarted: 'Wartung nicht gestartet',
    seen: 'Als gesehen markiert',
    notSeen: 'Markieren als gesehen fehlgeschlagen',
    checksSnoozed: '{n} Prüfung stummgeschaltet. | {n} Prüfungen stummgeschaltet.',
    checksSnoozedFor:
      '{n} Prüfung für {duration} stummgeschaltet. | {n} Prüfungen für {duration} stummgeschaltet.',
    maintenanceOn:
      'Wartung für {n} Monitor für {duration} gestartet. | Wartung für {n} Monitore für {duration} gestartet.',
    remindersStopped:
      'Erinnerungen für {n} Monitor beendet. | Erinnerungen für {n} Monitore beendet.',
    nothingNamed: 'Die Mitteilung nannte nichts, worauf sich die Aktion beziehen könnte.',
    failedOn: '{label}: {message}',
  },
  refused: {
    title: 'Uptray hat nichts getan',
    body: 'Ein Link wollte Uptray etwas tun lassen, stammt aber nicht aus einer seiner Mitteilungen oder wurde schon benutzt oder ist zu alt.',
  },
  demo: 'Uptray-Demo',
} satisfies Messages['notify']
