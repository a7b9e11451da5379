import type { Messages } from '../en'

export default {
  title: 'Benachrichtigungen',
  newDestination: 'Neues Ziel',
  create: 'Ziel anlegen',
  save: 'Ziel speichern',
  intro:
    'Wohin Oh Dear Alarme sendet – alle paar Stunden gelesen, wenn Anfragebudget frei ist{read}.',
  oldestRead: ' (älteste Abfrage {time})',
  readError: 'Die Ziele konnten nicht gelesen werden: {error}',
  disabledWarning:
    '{n} Ziel wurde von Oh Dear deaktiviert: Dorthin gesendete Alarme gehen verloren, bis es wieder aktiviert ist. | {n} Ziele wurden von Oh Dear deaktiviert: Dorthin gesendete Alarme gehen verloren, bis sie wieder aktiviert sind.',
  empty:
    'Noch keine Ziele gelesen. Sie werden im Hintergrund gelesen, sobald das Budget es zulässt.',
  columns: {
    destination: 'Ziel',
    channel: 'Kanal',
    level: 'Ebene',
    state: 'Status',
    actions: 'Aktionen',
  },
  levels: {
    team: 'Team',
    tag: 'Tag',
    tagGroup: 'Tag-Gruppe',
    monitor: 'Monitor',
  },
  states: {
    disabledBy: 'Von Oh Dear deaktiviert: {reason}',
    disabled: 'Deaktiviert',
    unknown: 'Unbekannt',
    enabled: 'Aktiviert',
  },
  enable: 'Aktivieren',
  enableLabel: '{name} aktivieren',
  disable: 'Deaktivieren',
  disableLabel: '{name} deaktivieren',
  test: 'Test senden',
  testLabel: 'Test an {name} senden',
  edit: 'Bearbeiten',
  editLabel: '{name} bearbeiten',
  delete: 'Löschen',
  deleteLabel: '{name} löschen',
  notKnown: '{name} ist hier noch nicht bekannt. Es wurde nichts geändert.',
} satisfies Messages['alerts']
