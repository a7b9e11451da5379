import type { Messages } from '../en'

export default {
  title: 'Meldingen',
  newDestination: 'Nieuwe bestemming',
  create: 'Bestemming aanmaken',
  save: 'Bestemming opslaan',
  intro:
    'Waar Oh Dear meldingen naartoe stuurt, om de paar uur gelezen met vrij aanvraagbudget{read}.',
  oldestRead: ' (oudste lezing {time})',
  readError: 'Kan de bestemmingen niet lezen: {error}',
  disabledWarning:
    '{n} bestemming is door Oh Dear uitgeschakeld: meldingen die daarheen gaan, raken verloren tot ze weer is ingeschakeld. | {n} bestemmingen zijn door Oh Dear uitgeschakeld: meldingen die daarheen gaan, raken verloren tot ze weer zijn ingeschakeld.',
  empty:
    'Nog geen bestemmingen gelezen. Ze worden op de achtergrond gelezen zodra het budget het toelaat.',
  columns: {
    destination: 'Bestemming',
    channel: 'Kanaal',
    level: 'Niveau',
    state: 'Status',
    actions: 'Acties',
  },
  levels: {
    team: 'Team',
    tag: 'Tag',
    tagGroup: 'Taggroep',
    monitor: 'Monitor',
  },
  states: {
    disabledBy: 'Uitgeschakeld door Oh Dear: {reason}',
    disabled: 'Uitgeschakeld',
    unknown: 'Onbekend',
    enabled: 'Ingeschakeld',
  },
  enable: 'Inschakelen',
  enableLabel: '{name} inschakelen',
  disable: 'Uitschakelen',
  disableLabel: '{name} uitschakelen',
  test: 'Test versturen',
  testLabel: 'Test naar {name} versturen',
  edit: 'Bewerken',
  editLabel: '{name} bewerken',
  delete: 'Verwijderen',
  deleteLabel: '{name} verwijderen',
  notKnown: '{name} is hier nog niet bekend. Er is niets gewijzigd.',
} satisfies Messages['alerts']
