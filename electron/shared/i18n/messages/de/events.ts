import type { Messages } from '../en'

export default {
  line: {
    monitorAdded: '{monitor}: Monitor hinzugefügt',
    monitorRemoved: '{monitor}: Monitor entfernt',
    maintenanceStarted: '{monitor}: Wartung begonnen',
    maintenanceEnded: '{monitor}: Wartung beendet',
    snoozed: '{monitor}: {check} stummgeschaltet',
    snoozeEnded: '{monitor}: {check} nicht mehr stummgeschaltet',
    result: '{monitor}: {check} {result}',
  },
  phrase: {
    changed: '{what} {from} → {to} {since}',
    maintenanceStarted: 'Wartung läuft {since}',
    maintenanceEnded: 'Wartung beendet ({since})',
    snoozed: '{what} stummgeschaltet {since}',
    snoozeEnded: 'Stummschaltung von {what} beendet ({since})',
    monitorAdded: 'Monitor hinzugefügt ({since})',
    monitorRemoved: 'Monitor entfernt ({since})',
  },
  changed: '{what} wechselte von {from} zu {to}',
  what: {
    check: 'Prüfung „{type}“',
    monitor: 'Monitor',
  },
  cronJob: 'Cronjob „{name}“',
  cronJobUnnamed: 'Cronjob',
  result: {
    check: {
      succeeded: 'erfolgreich',
      warning: 'mit Warnung',
      failed: 'fehlgeschlagen',
      erroredOrTimedOut: 'mit Fehler oder Zeitüberschreitung',
      pending: 'ausstehend',
      unknown: 'in unbekanntem Zustand',
    },
    cron: {
      waiting: 'wartet auf den ersten Ping',
      started: 'gestartet',
      finished: 'beendet',
      pingFailed: 'meldet einen Fehler',
      late: 'nicht rechtzeitig gelaufen',
      endpointDown: 'Ping-Endpunkt nicht erreichbar',
      failed: 'fehlgeschlagen',
      notRegistered: 'nicht registriert',
      changed: 'geändert',
    },
    other: 'im Zustand {result}',
  },
  state: {
    succeeded: 'erfolgreich',
    warning: 'Warnung',
    failed: 'fehlgeschlagen',
    erroredOrTimedOut: 'Fehler oder Zeitüberschreitung',
    pending: 'ausstehend',
    unknown: 'unbekannt',
  },
} satisfies Messages['events']
