import type { Messages } from '../en'

export default {
  notFound: 'Monitor niet gevonden',
  removed: 'Misschien is hij verwijderd.',
  backToOverview: 'Terug naar het overzicht',
  overview: '← Overzicht',
  lastRun: 'Laatst uitgevoerd {time}',
  checks: 'Controles',
  maintenance: 'Onderhoud',
  history: 'Geschiedenis',
  range: 'Periode',
  uptime: 'Uptime',
  uptimeError: 'Kan de uptime niet laden:',
  responseTime: 'Responstijd',
  responseTimesError: 'Kan de responstijden niet laden:',
  noResponseTimesAi:
    'Geen responstijdgrafiek voor AI-monitors: responstijden worden alleen gemeten voor HTTP-, ping- en TCP-monitors.',
  noResponseTimesOther:
    'Geen responstijdgrafiek voor dit type monitor: responstijden worden alleen gemeten voor HTTP-, ping- en TCP-monitors.',
  downtime: 'Downtime',
  downtimeError: 'Kan de downtime niet laden:',
  settings: 'Instellingen',
  downtimeList: {
    none: 'Geen downtime in deze periode.',
    started: 'Begonnen',
    ended: 'Beëindigd',
    duration: 'Duur',
    ongoing: 'nog bezig',
  },
  maintenancePanel: {
    runningUntil: 'Loopt tot {until}, {left}',
    runningUntilZone: 'Loopt tot {until} ({teamTime} {zone}), {left}',
    stop: 'Onderhoud stoppen',
    duration: 'Duur',
    name: 'Naam (optioneel)',
    start: 'Onderhoud nu starten',
    schedule: 'Plannen',
    loadError: 'Kan de onderhoudsperiodes niet laden:',
    upcoming: 'Gepland',
    recurring: 'Terugkerend',
    newRecurring: 'Nieuw terugkerend venster',
    createRecurring: 'Terugkerend venster aanmaken',
    zoneNote:
      'Tijden staan in je lokale tijd ({own}). De dienst bewaart ze in de tijd van het team, {zone}: {source}.',
    source: {
      setting: 'ingesteld in Instellingen',
      statusPage: 'van de statuspagina van het team',
      learned:
        'afgeleid uit het antwoord van de dienst (een vaste afwijking); stel de tijdzone van het team in bij Instellingen',
      system:
        'aangenomen als die van deze computer; stel de tijdzone van het team in bij Instellingen als die afwijkt',
    },
  },
} satisfies Messages['monitor']
