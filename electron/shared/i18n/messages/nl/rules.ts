import type { Messages } from '../en'

export default {
  title: 'Meldingsregels',
  intro:
    'De meest specifieke regel beslist: die van een monitor, dan die van zijn tags, dan die van zijn team, dan die van het controletype. Tussen twee tags wint de stilste regel. Stille uren en pauze gelden daarbovenop, en een gedempte wijziging blijft zichtbaar in de menubalk en hier.',
  listHeading: 'Regels',
  none: 'Geen regels: elk controletype meldt fouten en herstel zoals ingesteld in Instellingen.',
  remove: 'Verwijderen',
  removeLabel: 'Regel verwijderen: {rule}',
  removeWhat: 'Regel verwijderen',
  addHeading: 'Regel toevoegen',
  scope: 'Bereik',
  which: 'Welke',
  choose: 'Kiezen…',
  notify: 'Melden',
  add: 'Regel toevoegen',
  scopes: {
    monitor: 'Monitor',
    tag: 'Tag',
    team: 'Team',
    checkType: 'Controletype',
  },
  modes: {
    always: 'Altijd melden',
    failures: 'Alleen fouten',
    never: 'Nooit melden',
  },
  sentence: {
    line: '{subject}: {mode}',
    monitor: 'Monitor {name}',
    team: 'Monitors van team {name}',
    tag: 'Monitors met tag {name}',
    checkType: 'Controles van het type {name}',
    always: 'altijd melden',
    failures: 'alleen fouten melden',
    never: 'nooit melden',
  },
  account: {
    named: '{account}: {name}',
  },
} satisfies Messages['rules']
