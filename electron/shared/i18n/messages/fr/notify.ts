import type { Messages } from '../en'

export default {
  alert: {
    changedTitle: '{monitor} : {check} {to}',
    changedBody: '{check} {to} depuis {since} ; auparavant {from}.',
    recoveredTitle: '{monitor} : {check} de nouveau OK',
    recoveredBody: '{check} de nouveau {to} depuis {since} ; auparavant {from}.',
    flappingTitle: '{monitor} : {check} instable',
    flappingBody:
      '{check} a changé d’état 3 fois en 10 minutes ; maintenant {to} (depuis {since}). Les prochains changements resteront silencieux jusqu’à ce que l’état se stabilise.',
    stillFailingTitle: '{monitor} : toujours en échec après la maintenance',
    stillFailingBody:
      'Maintenance terminée ({time}) ; {checks} est toujours en échec. | Maintenance terminée ({time}) ; {checks} sont toujours en échec.',
    status: 'État : {summary}.',
  },
  burst: {
    title: '{changes} : {parts}',
    changes: '{n} changement | {n} changements',
    failed: '{n} en échec',
    warning: '{n} avertissement | {n} avertissements',
    recovered: '{n} rétabli | {n} rétablis',
    more: 'et {n} de plus',
    away: '{n} changement pendant votre absence | {n} changements pendant votre absence',
  },
  reminder: {
    title: 'Toujours en échec : {line}',
    body: 'En échec depuis {since}, pas encore pris en compte (rappel {sent} sur {max}). Mettez en sourdine, lancez une maintenance ou marquez comme vu pour arrêter les rappels.',
    summaryTitle:
      'Toujours en échec : {n} vérification non prise en compte | Toujours en échec : {n} vérifications non prises en compte',
  },
  fallback: {
    changes: '{n} changement | {n} changements',
    somethingChanged: 'Quelque chose a changé',
  },
  action: {
    snooze: 'Sourdine {duration}',
    snoozeAll: 'Tout en sourdine {duration}',
    maintenance: 'Maintenance {duration}',
    seen: 'Vu',
    open: 'Ouvrir',
  },
  outcome: {
    snoozed: 'En sourdine pour {duration}',
    notSnoozed: 'Impossible de mettre en sourdine',
    maintenanceStarted: 'Maintenance commencée',
    maintenanceNotStarted: 'Maintenance non commencée',
    seen: 'Marqué comme vu',
    notSeen: 'Impossible de marquer comme vu',
    checksSnoozed: '{n} vérification en sourdine. | {n} vérifications en sourdine.',
    checksSnoozedFor:
      '{n} vérification en sourdine pour {duration}. | {n} vérifications en sourdine pour {duration}.',
    maintenanceOn:
      'Maintenance commencée sur {n} moniteur pour {duration}. | Maintenance commencée sur {n} moniteurs pour {duration}.',
    remindersStopped: 'Rappels arrêtés pour {n} moniteur. | Rappels arrêtés pour {n} moniteurs.',
    nothingNamed: 'La notification ne désignait rien sur quoi agir.',
    failedOn: '{label} : {message}',
  },
  refused: {
    title: 'Uptray n’a rien fait',
    body: 'Un lien a demandé à Uptray d’agir, mais il ne vient pas de ses notifications, ou il a déjà servi ou est trop ancien.',
  },
  demo: 'Démo d’Uptray',
} satisfies Messages['notify']
