import type { Messages } from '../en'

export default {
  line: {
    monitorAdded: '{monitor}: monitor toegevoegd',
    monitorRemoved: '{monitor}: monitor verwijderd',
    maintenanceStarted: '{monitor}: onderhoud gestart',
    maintenanceEnded: '{monitor}: onderhoud beëindigd',
    snoozed: '{monitor}: {check} gesluimerd',
    snoozeEnded: '{monitor}: {check} niet meer gesluimerd',
    result: '{monitor}: {check} {result}',
  },
  phrase: {
    changed: '{what} {from} → {to} {since}',
    maintenanceStarted: 'onderhoud loopt {since}',
    maintenanceEnded: 'onderhoud beëindigd ({since})',
    snoozed: '{what} gesluimerd {since}',
    snoozeEnded: 'sluimeren van {what} beëindigd ({since})',
    monitorAdded: 'monitor toegevoegd ({since})',
    monitorRemoved: 'monitor verwijderd ({since})',
  },
  changed: '{what} ging van {from} naar {to}',
  what: {
    check: 'controle ‘{type}’',
    monitor: 'monitor',
  },
  cronJob: 'Cronjob ‘{name}’',
  cronJobUnnamed: 'Cronjob',
  result: {
    check: {
      succeeded: 'geslaagd',
      warning: 'met waarschuwing',
      failed: 'mislukt',
      erroredOrTimedOut: 'met fout of time-out',
      pending: 'in afwachting',
      unknown: 'in onbekende staat',
    },
    cron: {
      waiting: 'wacht op de eerste ping',
      started: 'gestart',
      finished: 'voltooid',
      pingFailed: 'meldde een fout',
      late: 'niet op tijd uitgevoerd',
      endpointDown: 'kon het ping-endpoint niet bereiken',
      failed: 'mislukt',
      notRegistered: 'niet geregistreerd',
      changed: 'gewijzigd',
    },
    other: 'met status {result}',
  },
  state: {
    succeeded: 'geslaagd',
    warning: 'waarschuwing',
    failed: 'mislukt',
    erroredOrTimedOut: 'fout of time-out',
    pending: 'in afwachting',
    unknown: 'onbekend',
  },
} satisfies Messages['events']
