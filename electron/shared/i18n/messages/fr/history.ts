import type { Messages } from '../en'

export default {
  runs: {
    label: 'Quelles exécutions',
    show: 'Afficher',
    all: 'Toutes les exécutions',
    only: {
      succeeded: 'Réussies uniquement',
      warning: 'Avertissements uniquement',
      failed: 'Échouées uniquement',
    },
    newer: 'Plus récentes',
    older: 'Plus anciennes',
    page: 'Page {page}',
    pageOf: 'Page {page} sur {last}',
    total:
      'aucune exécution correspondante | {n} exécution correspondante | {n} exécutions correspondantes',
    noneMatching: 'Aucune exécution avec ce résultat sur cette page.',
  },
  crawled: {
    title: 'Toutes les URL explorées',
    show: 'Afficher',
    status: {
      all: 'Tous les statuts',
      ok: '2xx (OK)',
      redirect: '3xx (redirections)',
      client: '4xx (erreurs client)',
      server: '5xx (erreurs serveur)',
      none: 'Aucune réponse',
    },
    filterNote: 'Le filtre de statut s’applique aux URL de cette page.',
    previous: 'Précédente',
    next: 'Suivante',
    pageOf: 'Page {page} sur {last}',
    total: 'aucune URL explorée | {n} URL explorée | {n} URL explorées',
    noneOnPage: 'Aucune URL avec ce statut sur cette page.',
    error: 'Impossible de charger les URL explorées :',
  },
  pages: {
    mixed: 'Pages du contenu mixte',
    sitemap: 'Pages des problèmes du sitemap',
  },
  sitemap: {
    response: 'Réponse',
    all: 'Toutes les réponses',
    none: 'Sans code de réponse',
    noneMatching: 'Aucun problème avec cette réponse.',
  },
  downtime: {
    notes: 'Notes',
    actions: 'Actions',
    period: 'du {start} au {end}',
    periodOngoing: 'depuis le {start}, toujours en cours',
    delete: 'Supprimer',
    deleteLabel: 'Supprimer l’indisponibilité {period}',
    ask: 'Supprimer l’indisponibilité {period} ?',
    question: 'Supprimer l’indisponibilité {period} ? Le service l’oubliera définitivement.',
    yes: 'Supprimer l’indisponibilité',
    deleted: 'Indisponibilité {period} supprimée.',
    failed: 'Impossible de supprimer l’indisponibilité {period} : {message}',
  },
} satisfies Messages['history']
