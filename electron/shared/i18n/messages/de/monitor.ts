import type { Messages } from '../en'

export default {
  notFound: 'Monitor nicht gefunden',
  removed: 'Er wurde vielleicht entfernt.',
  backToOverview: 'Zurück zur Übersicht',
  overview: '← Übersicht',
  lastRun: 'Letzter Lauf {time}',
  checks: 'Prüfungen',
  maintenance: 'Wartung',
  history: 'Verlauf',
  range: 'Zeitraum',
  uptime: 'Verfügbarkeit',
  uptimeError: 'Verfügbarkeit konnte nicht geladen werden:',
  responseTime: 'Antwortzeit',
  responseTimesError: 'Antwortzeiten konnten nicht geladen werden:',
  noResponseTimesAi:
    'Kein Antwortzeit-Diagramm für KI-Monitore: Antwortzeiten werden nur für HTTP-, Ping- und TCP-Monitore gemessen.',
  noResponseTimesOther:
    'Kein Antwortzeit-Diagramm für diese Art von Monitor: Antwortzeiten werden nur für HTTP-, Ping- und TCP-Monitore gemessen.',
  downtime: 'Ausfallzeit',
  downtimeError: 'Ausfallzeiten konnten nicht geladen werden:',
  settings: 'Einstellungen',
  downtimeList: {
    none: 'Keine Ausfallzeit in diesem Zeitraum.',
    started: 'Begonnen',
    ended: 'Beendet',
    duration: 'Dauer',
    ongoing: 'andauernd',
  },
  maintenancePanel: {
    runningUntil: 'Läuft bis {until}, {left}',
    runningUntilZone: 'Läuft bis {until} ({teamTime} {zone}), {left}',
    stop: 'Wartung beenden',
    duration: 'Dauer',
    name: 'Name (optional)',
    start: 'Wartung jetzt starten',
    schedule: 'Planen',
    loadError: 'Wartungszeiträume konnten nicht geladen werden:',
    upcoming: 'Anstehend',
    recurring: 'Wiederkehrend',
    newRecurring: 'Neues wiederkehrendes Fenster',
    createRecurring: 'Wiederkehrendes Fenster anlegen',
    zoneNote:
      'Zeiten in Ortszeit ({own}). Der Dienst speichert sie in der Zeit des Teams, {zone}: {source}.',
    source: {
      setting: 'in den Einstellungen festgelegt',
      statusPage: 'von der Statusseite des Teams',
      learned:
        'aus der Antwort des Dienstes abgeleitet (fester Versatz); die Zeitzone des Teams in den Einstellungen festlegen',
      system:
        'als die dieses Computers angenommen; die Zeitzone des Teams in den Einstellungen festlegen, falls sie abweicht',
    },
  },
} satisfies Messages['monitor']
