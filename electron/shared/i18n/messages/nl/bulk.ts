import type { Messages } from '../en'

export default {
  label: 'Bulkacties',
  selected: '{n} geselecteerd | {n} geselecteerd',
  failingChecks: '({n} mislukte controle) | ({n} mislukte controles)',
  selectShown: 'Alle getoonde selecteren ({n})',
  clear: 'Selectie wissen',
  rerun: 'Mislukte controles opnieuw uitvoeren',
  snooze: 'Mislukte controles sluimeren',
  snoozeFor: 'Sluimeren voor',
  unsnooze:
    'Sluimeren opheffen ({n} sluimerende controle) | Sluimeren opheffen ({n} sluimerende controles)',
  maintenanceStart: 'Onderhoud starten',
  maintenanceFor: 'Onderhoud voor',
  maintenanceStop: 'Onderhoud stoppen',
  tagGroup: 'Geselecteerde monitors taggen',
  tag: 'Tag',
  addTag: 'Tag toevoegen',
  removeTag: 'Tag verwijderen',
  kind: {
    rerun: 'Mislukte controles opnieuw uitvoeren',
    snooze: 'Mislukte controles sluimeren',
    unsnooze: 'Sluimeren opheffen',
    maintenanceStart: 'Onderhoud starten',
    maintenanceStop: 'Onderhoud stoppen',
  },
  progress: '{done} van {total} klaar',
  succeeded: '— {n} gelukt',
  failed: ', {n} mislukt',
  dismiss: 'Sluiten',
  retry: 'De {n} mislukte opnieuw proberen',
  noResults: 'De app antwoordde zonder resultaten.',
} satisfies Messages['bulk']
