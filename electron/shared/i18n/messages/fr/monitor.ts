import type { Messages } from '../en'

export default {
  notFound: 'Moniteur introuvable',
  removed: 'Il a peut-être été supprimé.',
  backToOverview: 'Retour à la vue d’ensemble',
  overview: '← Vue d’ensemble',
  lastRun: 'Dernière exécution {time}',
  checks: 'Vérifications',
  maintenance: 'Maintenance',
  history: 'Historique',
  range: 'Période',
  uptime: 'Disponibilité',
  uptimeError: 'Impossible de charger la disponibilité :',
  responseTime: 'Temps de réponse',
  responseTimesError: 'Impossible de charger les temps de réponse :',
  noResponseTimesAi:
    'Pas de graphique des temps de réponse pour les moniteurs IA : les temps de réponse ne sont mesurés que pour les moniteurs HTTP, ping et TCP.',
  noResponseTimesOther:
    'Pas de graphique des temps de réponse pour ce type de moniteur : les temps de réponse ne sont mesurés que pour les moniteurs HTTP, ping et TCP.',
  downtime: 'Indisponibilité',
  downtimeError: 'Impossible de charger les indisponibilités :',
  settings: 'Réglages',
  downtimeList: {
    none: 'Aucune indisponibilité sur cette période.',
    started: 'Début',
    ended: 'Fin',
    duration: 'Durée',
    ongoing: 'en cours',
  },
  maintenancePanel: {
    runningUntil: 'En cours jusqu’à {until}, {left}',
    runningUntilZone: 'En cours jusqu’à {until} ({teamTime} {zone}), {left}',
    stop: 'Arrêter la maintenance',
    duration: 'Durée',
    name: 'Nom (facultatif)',
    start: 'Démarrer la maintenance maintenant',
    schedule: 'Planifier',
    loadError: 'Impossible de charger les périodes de maintenance :',
    upcoming: 'À venir',
    recurring: 'Récurrentes',
    newRecurring: 'Nouvelle fenêtre récurrente',
    createRecurring: 'Créer la fenêtre récurrente',
    zoneNote:
      'Les heures sont à votre heure locale ({own}). Le service les conserve à l’heure de l’équipe, {zone} : {source}.',
    source: {
      setting: 'définie dans les réglages',
      statusPage: 'd’après la page de statut de l’équipe',
      learned:
        'déduite de la réponse du service (décalage fixe) ; définissez le fuseau de l’équipe dans les réglages',
      system:
        'supposée identique à celle de cet ordinateur ; définissez le fuseau de l’équipe dans les réglages s’il diffère',
    },
  },
} satisfies Messages['monitor']
