import type { Messages } from '../en'

export default {
  line: {
    monitorAdded: '{monitor} : moniteur ajouté',
    monitorRemoved: '{monitor} : moniteur supprimé',
    maintenanceStarted: '{monitor} : maintenance commencée',
    maintenanceEnded: '{monitor} : maintenance terminée',
    snoozed: '{monitor} : {check} en sourdine',
    snoozeEnded: '{monitor} : {check} n’est plus en sourdine',
    result: '{monitor} : {check} {result}',
  },
  phrase: {
    changed: '{what} {from} → {to} {since}',
    maintenanceStarted: 'maintenance en cours {since}',
    maintenanceEnded: 'maintenance terminée ({since})',
    snoozed: '{what} en sourdine {since}',
    snoozeEnded: 'fin de la sourdine : {what} ({since})',
    monitorAdded: 'moniteur ajouté ({since})',
    monitorRemoved: 'moniteur supprimé ({since})',
  },
  changed: '{what} est passé de {from} à {to}',
  what: {
    check: 'vérification « {type} »',
    monitor: 'moniteur',
  },
  cronJob: 'Tâche cron « {name} »',
  cronJobUnnamed: 'Tâche cron',
  result: {
    check: {
      succeeded: 'OK',
      warning: 'en avertissement',
      failed: 'en échec',
      erroredOrTimedOut: 'en erreur ou hors délai',
      pending: 'en attente',
      unknown: 'dans un état inconnu',
    },
    cron: {
      waiting: 'attend son premier ping',
      started: 'a démarré',
      finished: 'a terminé',
      pingFailed: 'a signalé un échec',
      late: 'ne s’est pas exécutée à temps',
      endpointDown: 'n’a pas pu joindre son point de ping',
      failed: 'en échec',
      notRegistered: 'n’est pas enregistrée',
      changed: 'a été modifiée',
    },
    other: 'dans l’état {result}',
  },
  state: {
    succeeded: 'OK',
    warning: 'avertissement',
    failed: 'échec',
    erroredOrTimedOut: 'erreur ou délai dépassé',
    pending: 'en attente',
    unknown: 'inconnu',
  },
} satisfies Messages['events']
