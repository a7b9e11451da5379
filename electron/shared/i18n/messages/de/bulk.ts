import type { Messages } from '../en'

export default {
  label: 'Sammelaktionen',
  selected: '{n} ausgewählt | {n} ausgewählt',
  failingChecks: '({n} fehlgeschlagene Prüfung) | ({n} fehlgeschlagene Prüfungen)',
  selectShown: 'Alle angezeigten auswählen ({n})',
  clear: 'Auswahl aufheben',
  rerun: 'Fehlgeschlagene Prüfungen erneut ausführen',
  snooze: 'Fehlgeschlagene Prüfungen stummschalten',
  snoozeFor: 'Stummschalten für',
  unsnooze:
    'Stummschaltung aufheben ({n} stumme Prüfung) | Stummschaltung aufheben ({n} stumme Prüfungen)',
  maintenanceStart: 'Wartung starten',
  maintenanceFor: 'Wartung für',
  maintenanceStop: 'Wartung beenden',
  tagGroup: 'Ausgewählte Monitore taggen',
  tag: 'Tag',
  addTag: 'Tag hinzufügen',
  removeTag: 'Tag entfernen',
  kind: {
    rerun: 'Fehlgeschlagene Prüfungen erneut ausführen',
    snooze: 'Fehlgeschlagene Prüfungen stummschalten',
    unsnooze: 'Stummschaltung aufheben',
    maintenanceStart: 'Wartung starten',
    maintenanceStop: 'Wartung beenden',
  },
  progress: '{done} von {total} erledigt',
  succeeded: '– {n} erfolgreich',
  failed: ', {n} fehlgeschlagen',
  dismiss: 'Ausblenden',
  retry: 'Die {n} fehlgeschlagenen wiederholen',
  noResults: 'Die App hat ohne Ergebnisse geantwortet.',
} satisfies Messages['bulk']
