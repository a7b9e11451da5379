import type { Messages } from '../en'

export default {
  title: 'Benachrichtigungsregeln',
  intro:
    'Die genaueste Regel entscheidet: die Regel eines Monitors, dann die seiner Tags, dann die seines Teams, dann die des Prüftyps. Zwischen zwei Tags gewinnt die leisere Regel. Ruhezeiten und Pause gelten zusätzlich, und eine stummgeschaltete Änderung erscheint weiterhin in der Menüleiste und hier.',
  listHeading: 'Regeln',
  none: 'Keine Regeln: Jeder Prüftyp benachrichtigt bei Fehlern und Wiederherstellung, wie in den Einstellungen festgelegt.',
  remove: 'Entfernen',
  removeLabel: 'Regel entfernen: {rule}',
  removeWhat: 'Regel entfernen',
  addHeading: 'Regel hinzufügen',
  scope: 'Geltungsbereich',
  which: 'Welche',
  choose: 'Auswählen …',
  notify: 'Benachrichtigen',
  add: 'Regel hinzufügen',
  scopes: {
    monitor: 'Monitor',
    tag: 'Tag',
    team: 'Team',
    checkType: 'Prüftyp',
  },
  modes: {
    always: 'Immer benachrichtigen',
    failures: 'Nur bei Fehlern',
    never: 'Nie benachrichtigen',
  },
  sentence: {
    line: '{subject}: {mode}',
    monitor: 'Monitor {name}',
    team: 'Monitore des Teams {name}',
    tag: 'Monitore mit dem Tag {name}',
    checkType: 'Prüfungen vom Typ {name}',
    always: 'immer benachrichtigen',
    failures: 'nur bei Fehlern benachrichtigen',
    never: 'nie benachrichtigen',
  },
  account: {
    named: '{account}: {name}',
  },
} satisfies Messages['rules']
