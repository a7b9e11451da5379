import type { Messages } from '../en'

export default {
  alert: {
    changedTitle: '{monitor}: {check} {to}',
    changedBody: '{check} {to} sinds {since}; daarvoor {from}.',
    recoveredTitle: '{monitor}: {check} hersteld',
    recoveredBody: '{check} weer {to} sinds {since}; daarvoor {from}.',
    flappingTitle: '{monitor}: {check} wisselt steeds',
    flappingBody:
      '{check} wisselde 3 keer van status in 10 minuten; nu {to} (sinds {since}). Verdere wijzigingen blijven stil tot de status stabiel is.',
    stillFailingTitle: '{monitor}: mislukt nog steeds na onderhoud',
    stillFailingBody:
      'Onderhoud beëindigd ({time}); {checks} mislukt nog steeds. | Onderhoud beëindigd ({time}); {checks} mislukken nog steeds.',
    status: 'Status: {summary}.',
  },
  burst: {
    title: '{changes}: {parts}',
    changes: '{n} wijziging | {n} wijzigingen',
    failed: '{n} mislukt',
    warning: '{n} waarschuwing | {n} waarschuwingen',
    recovered: '{n} hersteld | {n} hersteld',
    more: 'en nog {n}',
    away: '{n} wijziging tijdens je afwezigheid | {n} wijzigingen tijdens je afwezigheid',
  },
  reminder: {
    title: 'Mislukt nog steeds: {line}',
    body: 'Mislukt sinds {since}, nog niet bevestigd (herinnering {sent} van {max}). Sluimer de controle, start onderhoud of markeer als gezien om de herinneringen te stoppen.',
    summaryTitle:
      'Mislukt nog steeds: {n} controle niet bevestigd | Mislukt nog steeds: {n} controles niet bevestigd',
  },
  fallback: {
    changes: '{n} wijziging | {n} wijzigingen',
    somethingChanged: 'Er is iets veranderd',
  },
  action: {
    snooze: 'Sluimer {duration}',
    snoozeAll: 'Alles sluimeren {duration}',
    maintenance: 'Onderhoud {duration}',
    seen: 'Gezien',
    open: 'Openen',
  },
  outcome: {
    snoozed: 'Gesluimerd voor {duration}',
    notSnoozed: 'Sluimeren mislukt',
    maintenanceStarted: 'Onderhoud gestart',
    maintenanceNotStarted: 'Onderhoud niet gestart',
    seen: 'Gemarkeerd als gezien',
    notSeen: 'Markeren als gezien mislukt',
    checksSnoozed: '{n} controle gesluimerd. | {n} controles gesluimerd.',
    checksSnoozedFor:
      '{n} controle gesluimerd voor {duration}. | {n} controles gesluimerd voor {duration}.',
    maintenanceOn:
      'Onderhoud gestart op {n} monitor voor {duration}. | Onderhoud gestart op {n} monitors voor {duration}.',
    remindersStopped:
      'Herinneringen gestopt voor {n} monitor. | Herinneringen gestopt voor {n} monitors.',
    nothingNamed: 'De melding noemde niets om op te handelen.',
    failedOn: '{label}: {message}',
  },
  refused: {
    title: 'Uptray heeft niets gedaan',
    body: 'Een link vroeg Uptray iets te doen, maar komt niet uit een van zijn meldingen, of is al gebruikt of te oud.',
  },
  demo: 'Uptray-demo',
} satisfies Messages['notify']
